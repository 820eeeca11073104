import { describe, expect, it } from "vitest";
import { type Dialect, generateFormula } from "./index";

/**
 * Each family × several phrasing templates × field-name styles (lower case, Title Case, [bracketed],
 * "Table[Column]" in DAX, ${view.field} in Looker, multi-word names). Small wording changes must not
 * flip the answer: every combination must keep the field's whole name and the family's function.
 * Checks are on the parts that matter, so one template failing names the brittle spot.
 */

type Check = (formula: string, field: string, dialect: Dialect) => boolean;
interface Family {
  name: string;
  dialects: Dialect[];
  templates: string[];
  fields: string[];
  ok: Check;
  /** Entity nouns ("orders") are words, not columns: no bracketed or qualified styles. */
  wordsOnly?: boolean;
}

const BI: Dialect[] = ["tableau", "dax"];
const ALL: Dialect[] = ["tableau", "dax", "looker-studio", "looker", "excel"];
const MEASURES = ["Sales", "Net Revenue", "Gross Profit", "Units Sold"];
const DIMS = ["Region", "Customer Name", "Ship Mode", "Product Category"];
const DATES = ["Order Date", "Ship Date", "Signup Date"];
const NUMS = ["Sales", "Net Revenue", "Discount Rate", "Age"];

const snake = (n: string) => n.toLowerCase().replace(/ /g, "_");

function styles(field: string, dialect: Dialect): string[] {
  if (dialect === "looker") return [`\${orders.${snake(field)}}`, field.toLowerCase()];
  const out = [field.toLowerCase(), field, `[${field}]`];
  if (dialect === "dax") out.push(`Sales[${field}]`);
  return out;
}

/** The field appears whole: [Net Revenue] (Tableau, DAX), Net Revenue (Looker Studio), net_revenue (Looker), a cell (Excel). */
function names(formula: string, field: string, dialect: Dialect): boolean {
  // "units sold" in lower case reads as the Units measure; written in title case it is the column.
  const alts = field === "Units Sold" ? [field, "Units"] : [field];
  return alts.some((n) =>
    dialect === "looker" ? formula.includes(snake(n)) : dialect === "excel" ? /[A-Z]+\d|[A-Z]:[A-Z]/.test(formula) : formula.includes(dialect === "looker-studio" ? n : `[${n}]`),
  );
}

const families: Family[] = [
  {
    name: "running total",
    dialects: BI,
    templates: ["running total of {x}", "cumulative {x}", "{x} running sum", "running sum of {x} over time", "cumulative total of {x} by month", "{x} cumulative"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /RUNNING_SUM\(SUM/.test(f) : /CALCULATE.*FILTER/.test(f)),
  },
  {
    name: "percent of total",
    dialects: BI,
    templates: ["percent of total {x}", "{x} as % of total", "% of total {x}", "share of total {x}", "{x} share of total", "{x} % of grand total", "what percent of total {x} is each region"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /TOTAL\(SUM/.test(f) : /DIVIDE.*ALL/.test(f)),
  },
  {
    name: "moving average",
    dialects: BI,
    templates: ["3 month moving average of {x}", "{x} 3-month rolling average", "rolling 3 month avg {x}", "moving avg of {x} over 3 months", "3 mo moving average {x}"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /WINDOW_AVG\(SUM\(.*\), -2, 0\)/.test(f) : /DATESINPERIOD.*-3, MONTH/.test(f)),
  },
  {
    name: "year-over-year growth",
    dialects: BI,
    templates: ["YoY % change in {x}", "{x} year over year growth", "{x} growth vs last year", "% change in {x} from last year", "{x} YoY %", "year-over-year {x} growth %"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /LOOKUP/.test(f) && /\//.test(f) : /SAMEPERIODLASTYEAR|DATEADD/.test(f) && /DIVIDE/.test(f)),
  },
  {
    name: "month-over-month change",
    dialects: BI,
    templates: ["{x} vs previous month", "{x} change from last month", "month over month change in {x}", "{x} MoM difference"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /LOOKUP\(SUM\(.*\), -1\)/.test(f) : /DATEADD\('Date'\[Date\], -1, MONTH\)/.test(f)),
  },
  {
    name: "year to date",
    dialects: BI,
    templates: ["YTD {x}", "{x} YTD", "year to date {x}", "{x} year-to-date", "ytd total of {x}"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /YEAR|DATETRUNC/.test(f) : /TOTALYTD|DATESYTD/.test(f)),
  },
  {
    name: "rank",
    dialects: BI,
    templates: ["rank products by {x}", "rank of each product by {x}", "product rank by {x}", "rank products on {x}, highest first"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /RANK/.test(f) : /RANKX/.test(f)),
  },
  {
    name: "top N",
    dialects: BI,
    templates: ["top 5 products by {x}", "top 5 products based on {x}", "show the top 5 products by {x}", "5 best products by {x}"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && /<= 5|TOPN/.test(f),
  },
  {
    name: "average",
    dialects: BI,
    templates: ["average {x}", "avg {x}", "mean {x}", "average of {x}"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && /AVG|AVERAGE/.test(f),
  },
  {
    name: "conditional sum",
    dialects: BI,
    templates: ["{x} where region is East", "{x} for East region", "total {x} in the East region", "sum of {x} when Region = 'East'", "East {x}"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && /\[Region\] = "East"/.test(f),
  },
  {
    name: "safe ratio",
    dialects: BI,
    templates: ["{x} per customer", "{x} / orders", "{x} divided by quantity", "ratio of {x} to cost"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /= 0 THEN NULL/.test(f) : /DIVIDE/.test(f)),
  },
  {
    name: "fixed LOD",
    dialects: BI,
    templates: ["{x} per customer regardless of filters", "fixed customer {x}", "total {x} for each customer (fixed)"],
    fields: MEASURES,
    ok: (f, n, d) => names(f, n, d) && (d === "tableau" ? /\{FIXED \[Customer/.test(f) : /ALLEXCEPT\(Sales, Sales\[Customer/.test(f)),
  },
  {
    name: "null default",
    dialects: ALL,
    templates: ["replace null {x} with 'Unknown'", "{x} with blanks as 'Unknown'", "if {x} is null then 'Unknown' else {x}", "{x}, 'Unknown' if empty", "show Unknown when {x} is blank", "default {x} to 'Unknown' when missing"],
    fields: DIMS,
    ok: (f, n, d) => names(f, n, d) && /"Unknown"/.test(f) && /IFNULL|IS NULL|COALESCE|coalesce|=""/.test(f) && !/"Not /.test(f),
  },
  {
    name: "upper case",
    dialects: ALL,
    templates: ["uppercase {x}", "{x} in upper case", "convert {x} to uppercase", "make {x} all caps", "{x} to upper"],
    fields: DIMS,
    ok: (f, n, d) => names(f, n, d) && /upper/i.test(f),
  },
  {
    name: "left characters",
    dialects: ALL,
    templates: ["first 3 characters of {x}", "left 3 chars of {x}", "{x} first three letters", "take the first 3 letters from {x}"],
    fields: DIMS,
    ok: (f, n, d) => names(f, n, d) && /LEFT|left|substring/i.test(f) && /3/.test(f) && !/Code/.test(f),
  },
  {
    name: "count distinct",
    dialects: ALL,
    templates: ["count distinct {x}", "number of unique {x}", "distinct count of {x}", "how many different {x} values", "unique {x} count"],
    fields: DIMS,
    ok: (f, n, d) => names(f, n, d) && /COUNTD|DISTINCTCOUNT|COUNT_DISTINCT|count_distinct|UNIQUE/.test(f),
  },
  {
    name: "year of a date",
    dialects: ALL,
    templates: ["year of {x}", "extract year from {x}", "{x} year", "get the year from {x}"],
    fields: DATES,
    ok: (f, n, d) => names(f, n, d) && /YEAR|extract_years/.test(f),
  },
  {
    name: "month name",
    dialects: ALL,
    templates: ["month name of {x}", "{x} month name", "name of the month from {x}"],
    fields: DATES,
    ok: (f, n, d) => names(f, n, d) && /mmmm|MMMM|%B|DATENAME|extract_months/.test(f),
  },
  {
    name: "date truncation",
    dialects: ALL,
    templates: ["truncate {x} to month", "{x} truncated to month", "first day of the month for {x}", "start of month of {x}", "{x} rounded down to the month"],
    fields: DATES,
    ok: (f, n, d) => names(f, n, d) && /month|MONTH/i.test(f),
  },
  {
    name: "days since",
    dialects: ALL,
    templates: ["days between {x} and today", "days since {x}", "number of days from {x} to today", "age in days of {x}"],
    fields: DATES,
    ok: (f, n, d) => names(f, n, d) && /DATEDIFF|DATE_DIFF|diff_days|TODAY/.test(f),
  },
  {
    name: "buckets",
    dialects: ALL,
    templates: [
      "bucket {x}: under 100 Low, 100-500 Mid, over 500 High",
      "{x} tier: <100 Low, 100 to 500 Mid, >500 High",
      "group {x} into Low (<100), Mid (100-500), High (>500)",
      "if {x} < 100 then 'Low' elseif {x} <= 500 then 'Mid' else 'High'",
    ],
    fields: NUMS,
    ok: (f, n, d) => names(f, n, d) && /"Low"/.test(f) && /"Mid"/.test(f) && /"High"/.test(f) && /100/.test(f) && /500/.test(f),
  },
  {
    name: "capped value",
    dialects: ALL,
    templates: ["if {x} > 1000 then 1000 else {x}", "cap {x} at 1000", "{x}, capped at 1000", "limit {x} to a max of 1000"],
    fields: NUMS,
    ok: (f, n, d) => names(f, n, d) && /1000/.test(f) && !/"1000"/.test(f),
  },
  {
    name: "conditional count",
    dialects: ALL,
    templates: ["count rows where {x} > 100", "number of records with {x} over 100", "how many rows have {x} above 100"],
    fields: NUMS,
    ok: (f, n, d) => names(f, n, d) && /100/.test(f) && /COUNT|count|SUM\(IF|SUM\(CASE/i.test(f) && !/DATEDIFF/.test(f),
  },
  {
    name: "period to date of a distinct count",
    dialects: ["tableau", "looker-studio", "dax", "excel"],
    templates: ["QTD number of {x}", "quarter to date count of distinct {x}", "{x} count QTD"],
    fields: ["Customers", "Orders", "Products"],
    wordsOnly: true,
    // A distinct count stays distinct inside the window: never a SUM of IDs.
    ok: (f, _n, d) => (d === "excel" ? /COUNTIFS|COUNTA\(UNIQUE/.test(f) : /COUNTD|COUNT_DISTINCT|DISTINCTCOUNT/.test(f)) && !/SUM\(IF[^)]*THEN \[\w+ ID\]/.test(f),
  },
];

describe("phrasing × field-style grid", () => {
  for (const fam of families) {
    it(`${fam.name}: every phrasing and field style keeps the field and the family`, () => {
      const failures: string[] = [];
      for (const dialect of fam.dialects) {
        for (const template of fam.templates) {
          for (const field of fam.fields) {
            for (const written of fam.wordsOnly ? [field.toLowerCase(), field] : styles(field, dialect)) {
              const query = template.replace(/\{x\}/g, written);
              const r = generateFormula(dialect, query);
              const formula = r.ok ? r.formula.replace(/\s+/g, " ") : "";
              if (!r.ok || !fam.ok(formula, field, dialect)) failures.push(`[${dialect}] ${query} → ${r.ok ? formula : "declined"}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
