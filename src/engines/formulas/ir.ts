/**
 * The intermediate form between the words of a request and a formula. The parser fills it from
 * the text; one renderer per dialect turns it into that dialect's formula. Keeping it small and
 * dialect-free is what lets one parser serve five tools.
 */

export const dialects = ["tableau", "looker-studio", "dax", "looker", "excel"] as const;
export type Dialect = (typeof dialects)[number];

export const dialectNames: Record<Dialect, string> = {
  tableau: "Tableau",
  "looker-studio": "Looker Studio",
  dax: "Power BI (DAX)",
  looker: "Looker table calculations",
  excel: "Excel",
};

/** A field (column, dimension, measure) the formula reads. */
export interface FieldRef {
  /** Display name as the user wrote it, e.g. "Order Date", "Sales". */
  name: string;
  /** True when the parser supplied a default the user did not name (e.g. a date field). */
  assumed?: boolean;
  /** DAX table ("Orders" from Orders[Amount]) when the user named one. */
  table?: string;
  /** Looker view ("orders" from ${orders.count}) when the user named one. */
  view?: string;
  /** Excel column letter when the user named one ("column C"). */
  column?: string;
  /** Excel range the user wrote ("B2:B50"), used instead of the whole column. */
  range?: string;
  /** Excel: the sheet the user said the data is on ("on the Requests sheet"). */
  sheet?: string;
  /** Excel: the first data row when the user said where the data or its header row starts (default 2). */
  firstRow?: number;
  /** The user wrote it as an existing measure reference, e.g. [Total Sales] in DAX. */
  isMeasureRef?: boolean;
}

export type Agg = "sum" | "avg" | "count" | "countd" | "min" | "max" | "median";

/** An aggregated quantity; `field: null` with count means "number of rows". */
export interface Measure {
  agg: Agg;
  field: FieldRef | null;
  /**
   * "Number of orders": distinct IDs of an entity. A sheet with one row per order counts rows
   * instead, so the Excel renderer reads this flag.
   */
  entity?: boolean;
  /** Counting rows of a named table (DAX COUNTROWS(Orders)). */
  table?: string;
  /** An empty value reads as 0 in arithmetic ("treat blank discounts as 0"). */
  zeroIfNull?: boolean;
}

export type CmpOp = "=" | "!=" | ">" | ">=" | "<" | "<=" | "contains" | "isnull" | "notnull" | "withinLast" | "withinNext" | "currentPeriod" | "in";

export interface Condition {
  field: FieldRef;
  /**
   * withinLast: the date is in the last `value` `unit`s up to today ("last 30 days");
   * withinNext: the date is from today up to `value` `unit`s ahead ("due in the next 90 days");
   * currentPeriod: the date is in the current calendar `unit` ("this year").
   */
  op: CmpOp;
  /** A literal (a true/false for a yes/no column), or a field for comparisons such as "actual > target". */
  value: string | number | boolean | FieldRef | null;
  /** Compare the year of a date field (e.g. "in 2023"). */
  yearOf?: boolean;
  /**
   * Compare the quarter (1-4) or month (1-12) number of a date field, whatever the year ("in Q4", "in
   * March"); "weekend": the date falls on a Saturday or Sunday (value true) or on a weekday (false).
   */
  partOf?: "quarter" | "month" | "weekend";
  /** Compare an aggregate of the field ("total sales > 5000") rather than each row's value. */
  agg?: Agg;
  /** For `in`: the field equals any of these. */
  values?: string[];
  /** `value` is a calendar date written YYYY-MM-DD. */
  dateValue?: boolean;
  unit?: Period;
}

/** Arithmetic on measures or row values: the parts of ratios, margins and simple expressions. */
export type Expr =
  | { kind: "measure"; measure: Measure; filters?: Condition[] }
  | { kind: "num"; value: number }
  | { kind: "bin"; op: "+" | "-" | "*"; left: Expr; right: Expr };

/**
 * Where arithmetic happens: on each row ("row"), on aggregated values in the view ("aggregate",
 * the default for BI tools), or on the grand totals of the whole column ("total").
 */
export type Level = "row" | "aggregate" | "total";

export type Period = "day" | "week" | "month" | "quarter" | "year";
export type DateUnit = "second" | "minute" | "hour" | Period;
export type DatePart = "year" | "quarter" | "month" | "week" | "isoWeek" | "day" | "weekday" | "monthName" | "dayName" | "monthShort" | "dayShort" | "hour" | "weekend" | "yearMonth" | "yearQuarter" | "quarterLabel";

export interface BucketRule {
  /** Condition on the bucketed value; the last rule may be `otherwise`; `in` matches any of `values`. */
  op: "<" | "<=" | ">" | ">=" | "=" | "between" | "in" | "otherwise";
  value?: number | string;
  values?: string[];
  /** Upper bound (inclusive) for `between`. */
  to?: number;
  label: string;
}

export type Intent =
  | {
      family: "ratio";
      numerator: Expr;
      denominator: Expr;
      name: string;
      percent: boolean;
      level: Level;
      /** "0 when there are no transactions": the result on a zero divisor instead of null/blank. */
      whenZero?: number | string;
    }
  | { family: "arithmetic"; expr: Expr; name: string; level: Level }
  | {
      family: "aggregate";
      measure: Measure;
      filters: Condition[];
      /** "GMV by month": the total for each period (Excel writes it per row, BI tools split the view). */
      perPeriod?: { unit: Period; date: FieldRef };
      name: string;
    }
  | {
      family: "percentOfTotal";
      measure: Measure;
      within?: FieldRef;
      /** Looker: share of the pivoted row. */
      pivotRow?: boolean;
      /** "across all categories, ignoring the category slicer": only this field's filter is removed (DAX ALL(column)). */
      across?: FieldRef;
      name: string;
    }
  | {
      family: "runningTotal";
      measure: Measure;
      date: FieldRef;
      stat: "sum" | "avg" | "count";
      /** Start again at each new year (or other period). */
      resetEvery?: Period;
      /** Divide by the grand total: a cumulative percent of total. */
      ofTotal?: boolean;
      /**
       * "running count of distinct patients": each value counted once, at its first date (a running
       * sum of each date's distinct count would count a returning patient again).
       */
      distinct?: boolean;
      /** Looker: the table is sorted newest first, so the earlier rows are below. */
      newestFirst?: boolean;
      name: string;
    }
  | { family: "periodAverage"; measure: Measure; period: Period; date: FieldRef; name: string }
  | {
      family: "movingAverage";
      measure: Measure;
      window: number;
      unit: Period | "row";
      date: FieldRef;
      stat: "avg" | "sum";
      /** Looker: the table is sorted newest first, so earlier rows are below (offsets count forward). */
      newestFirst?: boolean;
      name: string;
    }
  | {
      family: "periodChange";
      measure: Measure;
      period: Period | "row";
      /** When each row is a smaller period than the comparison (monthly rows, year-over-year). */
      rowsPerPeriod?: number;
      /** How many periods back ("revenue 2 months ago"); 1 when absent. */
      periods?: number;
      output: "difference" | "percent" | "previous" | "ratio";
      date: FieldRef;
      pivot?: boolean;
      /** DAX: shift with DATEADD even for a year (the user asked for DATEADD). */
      viaDateAdd?: boolean;
      /** Looker: the table is sorted newest first, so the previous period is the row below. */
      newestFirst?: boolean;
      name: string;
    }
  | {
      family: "periodToDate";
      measure: Measure;
      /** "week" only for the current week to date (no comparison). */
      period: "year" | "quarter" | "month" | "week";
      date: FieldRef;
      /** The same period-to-date window one year earlier ("YTD last year"). */
      previousYear?: boolean;
      /** "YTD vs last YTD": this period-to-date against the same window a year earlier. */
      compare?: "difference" | "percent";
      /** "QTD vs last quarter": the comparison window is the previous period's same window, not last year's. */
      againstPreviousPeriod?: boolean;
      /** Year to date of a fiscal year starting in this month (7 = July, for a year ending 30 June). */
      fiscalStart?: number;
      /** "as of each row's Date": the window ends at each row's own date (its period's start to it), not today. */
      asOfRow?: boolean;
      name: string;
    }
  | {
      family: "rank";
      measure: Measure;
      dimension: FieldRef;
      direction: "desc" | "asc";
      dense: boolean;
      /** Rank separately inside each value of this field ("within its category"). */
      within?: FieldRef;
      /** A calculated column ranking each row of the measure's table by its own value (DAX). */
      perRow?: boolean;
      name: string;
    }
  | {
      family: "topN";
      measure: Measure;
      dimension: FieldRef;
      n: number;
      direction: "desc" | "asc";
      /** The top N inside each value of this field ("top 3 products within each region"). */
      within?: FieldRef;
      /** Labels for the rows in and out of the top N ("as 'Top 5' and everything else as 'Other'"). */
      labels?: [string, string];
      name: string;
    }
  | {
      family: "buckets";
      /** The value bucketed: a row-level field, or an aggregate such as SUM(Sales). */
      subject: { field: FieldRef; agg?: Agg };
      rules: BucketRule[];
      /** Fixed-width bins instead of rules: each value becomes the bin's lower bound. */
      width?: number;
      name: string;
    }
  | {
      family: "flag";
      conditions: Condition[];
      match: "all" | "any";
      /** What to return when the condition holds and when not: a label, a number or a field. */
      yes: FlagValue;
      no: FlagValue;
      /** Return the condition itself (TRUE/FALSE) instead of two labels. */
      boolean?: boolean;
      name: string;
    }
  | {
      family: "dateDiff";
      start: FieldRef | "today";
      end: FieldRef | "today";
      unit: DateUnit;
      workdays?: boolean;
      /** "average days from application to hire": the mean of the row-level differences. */
      average?: boolean;
      /** "… or today if it is still open": a blank end date counts up to today. */
      endOrToday?: boolean;
      /** "leave it blank if check out is missing": a blank date (the end, or the start) gives a blank result. */
      blankIfMissing?: "start" | "end";
      name: string;
    }
  | { family: "datePart"; date: FieldRef; part: DatePart; name: string }
  | {
      family: "dateTrunc";
      date: FieldRef;
      unit: Period;
      /** The period's last day instead of its first. */
      end?: boolean;
      /** The day a week starts on, when the user said it ("weeks start on Monday"). */
      weekStart?: "monday" | "sunday";
      name: string;
    }
  | { family: "round"; subject: { field: FieldRef; agg?: Agg }; digits: number; mode: "nearest" | "up" | "down"; multiple?: number; name: string }
  | { family: "weightedAverage"; value: FieldRef; weight: FieldRef; name: string }
  | { family: "dateAdd"; date: FieldRef; amount: number; unit: Period; name: string }
  | {
      family: "nullDefault";
      field: FieldRef;
      /** A literal default, or another field to fall back to ("Region, or Country when null"). */
      fallback: number | string | FieldRef;
      aggregated: boolean;
      name: string;
    }
  | {
      family: "concat";
      /** A field part may be only its first letters ("initials from First Name and Last Name"). */
      parts: Array<{ field: FieldRef; first?: number } | { text: string }>;
      /** The whole join in one letter case ("full name in proper case"). */
      to?: "upper" | "lower" | "proper";
      name: string;
    }
  | {
      family: "textCase";
      field: FieldRef;
      to: "upper" | "lower" | "proper";
      /** Also strip leading and trailing spaces ("trim and lowercase the email"). */
      trim?: boolean;
      name: string;
    }
  | {
      family: "textExtract";
      field: FieldRef;
      /**
       * domain: a URL's host name without the scheme, "www." and the path; param: the value of the
       * query parameter named in `delimiter` (the text after "name=" up to the next "&").
       */
      op: "left" | "right" | "mid" | "before" | "after" | "trim" | "length" | "replace" | "domain" | "param";
      count?: number;
      start?: number;
      delimiter?: string;
      /** before/after the delimiter's last occurrence ("the text after the last dash"), not its first. */
      last?: boolean;
      replacement?: string;
      /** The extracted text in upper or lower case ("email domain, lower case"). */
      to?: "upper" | "lower";
      name: string;
    }
  | {
      family: "lookup";
      key: FieldRef;
      result: FieldRef;
      /** Where the lookup table lives: a sheet/table name ("" for the same sheet). */
      source: string;
      /**
       * Excel: the cell holding the value to find (E2). On the same sheet (no `source`) `key` is then the
       * column searched; with another sheet it is the value looked up there.
       */
      lookupCell?: string;
      /** Excel: the lookup sheet's key and result columns when the user gave their letters (default A and B). */
      sourceColumns?: { key: string; result: string };
      /** Excel: what the lookup sheet calls its key column when the user named it ("the lower kWh limit of each tier in column A"). */
      sourceKeyName?: string;
      style: "xlookup" | "vlookup" | "index-match";
      /** The text shown when the key is not found (Excel; "Not found" when the user named none). */
      notFound?: string;
      /** Tiers: the row with the largest key not above the value (commission tiers, tax brackets). */
      approximate?: boolean;
      name: string;
    }
  | {
      family: "lod";
      kind: "fixed" | "include" | "exclude";
      dimensions: FieldRef[];
      measure: Measure;
      /** Aggregation around the LOD, e.g. AVG({FIXED ...}). */
      outer?: Agg;
      /**
       * Only "per region" wording, no FIXED/level keyword: a tool without LOD expressions can
       * answer with the plain aggregate and the dimension in the chart.
       */
      perGroup?: boolean;
      /**
       * "sum of sales by region": "by" splits the view by the dimension, so tools that aggregate per
       * mark (Tableau, DAX) answer with the plain aggregate; "per"/"for each" keep a fixed level.
       */
      byView?: boolean;
      /** "customers with more than 1000 in sales": how many dimension members have a total passing the test. */
      countWhere?: { op: ">" | ">=" | "<" | "<="; value: number };
      name: string;
    };

/** A field's value times a factor: "5% of Sales" is Sales × 0.05. */
export interface ScaledValue {
  scaled: FieldRef;
  factor: number;
}

/** A flag's result: a label, a number, a field's value (maybe scaled), or nothing (null/blank). */
export type FlagValue = string | number | FieldRef | ScaledValue | null;

export const isScaled = (v: FlagValue): v is ScaledValue => typeof v === "object" && v !== null && "scaled" in v;

export type Family = Intent["family"];

/** Why the engine will not answer: a message for the person and what it can do instead. */
export class CannotAnswer extends Error {
  constructor(
    message: string,
    /** Families closest to what was asked, to build suggestions from. */
    readonly near: Family[] = [],
  ) {
    super(message);
  }
}
