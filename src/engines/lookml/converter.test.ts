import { describe, expect, it } from "vitest";
import { convertToLookml, converterMessages, type ConvertInput } from "./converter";
import { assertLookmlShape, assertSqlParses, sqlOf } from "./lookml-check.testutil";

function convert(fieldName: string, fieldType: ConvertInput["fieldType"], formula: string, refStyle: ConvertInput["refStyle"] = "table") {
  const r = convertToLookml({ fieldName, fieldType, formula, refStyle });
  if (!r.ok) throw new Error(`${r.problem.title}: ${r.problem.description}`);
  assertLookmlShape(r.lookml, r.kind);
  const sql = sqlOf(r.lookml);
  if (sql) assertSqlParses(sql);
  return r;
}

describe("convertToLookml: measures", () => {
  it.each([
    ["SUM(Revenue)", "sum"],
    ["AVG(Revenue)", "average"],
    ["MAX(Revenue)", "max"],
    ["MIN(Revenue)", "min"],
    ["COUNT_DISTINCT(Revenue)", "count_distinct"],
    ["MEDIAN(Revenue)", "median"],
  ])("%s becomes type: %s with the field as sql", (formula, type) => {
    const r = convert("Revenue Stat", "measure", formula);
    expect(r.lookml).toBe(`measure: revenue_stat {\n  label: "Revenue Stat"\n  type: ${type}\n  sql: \${TABLE}.Revenue ;;\n}`);
  });

  it("COUNT(field) becomes type: count that skips empty values; COUNT(*) a plain count", () => {
    const r = convert("Orders", "measure", "COUNT(order_id)");
    expect(r.lookml).toBe('measure: orders {\n  label: "Orders"\n  type: count\n  filters: [order_id: "-NULL"]\n}');
    expect(r.notes[0]).toContain("dimension named order_id");
    expect(convert("Rows", "measure", "COUNT(*)").lookml).toBe('measure: rows {\n  label: "Rows"\n  type: count\n}');
  });

  it("APPROX_COUNT_DISTINCT allows Looker's approximate count; PERCENTILE keeps its percentile", () => {
    expect(convert("Users", "measure", "APPROX_COUNT_DISTINCT(user_id)").lookml).toContain(
      "type: count_distinct\n  sql: ${TABLE}.user_id ;;\n  allow_approximate_optimization: yes",
    );
    expect(convert("P90", "measure", "PERCENTILE(latency, 90)").lookml).toContain(
      "type: percentile\n  sql: ${TABLE}.latency ;;\n  percentile: 90",
    );
  });

  it("an aggregation of an expression keeps the expression inside the measure type", () => {
    const r = convert("Net", "measure", "SUM(Revenue - Discount)");
    expect(r.type).toBe("sum");
    expect(sqlOf(r.lookml)).toBe("${TABLE}.Revenue - ${TABLE}.Discount");
  });

  it("a compound formula becomes type: number with the aggregations in SQL and a safe division", () => {
    const r = convert("Average Order Value", "measure", "SUM(Revenue) / COUNT_DISTINCT(Order ID)");
    expect(r.lookml).toBe(
      'measure: average_order_value {\n  label: "Average Order Value"\n  type: number\n  sql: SUM(${TABLE}.Revenue) / NULLIF(COUNT(DISTINCT ${TABLE}.order_id), 0) ;;\n}',
    );
  });

  it("adds percent_2 when the name contains 'percent' or 'percentage'", () => {
    expect(convert("Conversion Percentage", "measure", "SUM(conversions) / SUM(sessions)").lookml).toContain(
      "  value_format_name: percent_2\n}",
    );
    expect(convert("Percent Returned", "measure", "SUM(returns) / SUM(orders)").lookml).toContain("value_format_name: percent_2");
    expect(convert("Return Rate", "measure", "SUM(returns) / SUM(orders)").lookml).not.toContain("value_format_name");
  });

  it("a measure without aggregation is summed, as Looker Studio does", () => {
    const r = convert("Margin", "measure", "Revenue - Cost");
    expect(r.type).toBe("sum");
    expect(r.notes.join(" ")).toContain("type: sum");
  });

  it("refuses an aggregation inside another", () => {
    const r = convertToLookml({ fieldName: "x", fieldType: "measure", formula: "SUM(AVG(x))" });
    expect(r).toMatchObject({ ok: false, problem: { title: "Invalid formula" } });
  });
});

describe("convertToLookml: dimensions", () => {
  it("snake_cases the name, keeps the label and references ${TABLE} columns", () => {
    const r = convert("Profit Margin %", "dimension", "(Revenue - Cost) / Revenue");
    expect(r.lookml).toBe(
      'dimension: profit_margin_pct {\n  label: "Profit Margin %"\n  type: number\n  sql: (${TABLE}.Revenue - ${TABLE}.Cost) / NULLIF(${TABLE}.Revenue, 0) ;;\n  value_format_name: percent_2\n}',
    );
  });

  it("writes ${field} references in LookML-field style", () => {
    const r = convert("Full Name", "dimension", 'CONCAT(First Name, " ", `Last Name`)', "lookml");
    expect(sqlOf(r.lookml)).toBe("CONCAT(${first_name}, ' ', ${last_name})");
    expect(r.type).toBe("string");
  });

  it("lays out CASE WHEN over several lines with string literals in SQL quotes", () => {
    const r = convert("Order Size", "dimension", 'CASE WHEN order_value >= 1000 THEN "Large" WHEN order_value >= 100 THEN "Medium" ELSE "Small" END');
    expect(r.lookml).toBe(
      [
        "dimension: order_size {",
        '  label: "Order Size"',
        "  type: string",
        "  sql:",
        "    CASE",
        "      WHEN ${TABLE}.order_value >= 1000 THEN 'Large'",
        "      WHEN ${TABLE}.order_value >= 100 THEN 'Medium'",
        "      ELSE 'Small'",
        "    END ;;",
        "}",
      ].join("\n"),
    );
  });

  it("turns IF into CASE and a condition into a yesno dimension", () => {
    const r = convert("Is Big UK Order", "dimension", "IF(Revenue > 100 AND Country IN ('UK', 'GB'), TRUE, FALSE)");
    expect(r.type).toBe("yesno");
    expect(sqlOf(r.lookml)).toBe("CASE WHEN ${TABLE}.Revenue > 100 AND ${TABLE}.Country IN ('UK', 'GB') THEN TRUE ELSE FALSE END");
    expect(convert("Has Email", "dimension", "email IS NOT NULL").type).toBe("yesno");
  });

  it("supports simple CASE, NOT, LIKE, negatives and nested groups", () => {
    const r = convert("Region Code", "dimension", "CASE Region WHEN 'North' THEN 1 WHEN 'South' THEN 2 ELSE -1 END");
    expect(r.type).toBe("number");
    expect(r.lookml).toContain("    CASE ${TABLE}.Region\n      WHEN 'North' THEN 1\n      WHEN 'South' THEN 2\n      ELSE -1\n    END ;;");
    expect(sqlOf(convert("Neg", "dimension", "- -x").lookml)).toBe("-(-${TABLE}.x)");
    expect(convert("Not Test", "dimension", "NOT (name LIKE 'test%')").type).toBe("yesno");
  });

  it("maps Looker Studio functions to SQL", () => {
    const sql = (formula: string) => sqlOf(convert("F", "dimension", formula).lookml);
    expect(sql("IFNULL(a, 0)")).toBe("COALESCE(${TABLE}.a, 0)");
    expect(sql("CONTAINS_TEXT(name, 'pro')")).toBe("(STRPOS(${TABLE}.name, 'pro') > 0)");
    expect(sql("REGEXP_MATCH(sku, 'A.*')")).toBe("REGEXP_CONTAINS(${TABLE}.sku, '^(?:A.*)$')");
    expect(sql("YEAR(order_date)")).toBe("EXTRACT(YEAR FROM ${TABLE}.order_date)");
    expect(sql("WEEKDAY(order_date)")).toBe("(EXTRACT(DAYOFWEEK FROM ${TABLE}.order_date) - 1)");
    expect(sql("DATE_DIFF(TODAY(), signup_date)")).toBe("DATE_DIFF(CURRENT_DATE(), ${TABLE}.signup_date, DAY)");
    expect(sql("NARY_MAX(a, b)")).toBe("GREATEST(${TABLE}.a, ${TABLE}.b)");
    expect(sql("LEFT_TEXT(code, 3)")).toBe("LEFT(${TABLE}.code, 3)");
    expect(sql("CAST(code AS NUMBER)")).toBe("CAST(${TABLE}.code AS FLOAT64)");
    expect(sql("ROUND(price * 1.2, 2)")).toBe("ROUND(${TABLE}.price * 1.2, 2)");
    expect(sql("price / 2")).toBe("${TABLE}.price / 2");
  });

  it("infers date types from date functions", () => {
    expect(convert("Today", "dimension", "TODAY()").type).toBe("date");
    expect(convert("Month Start", "dimension", "DATETIME_TRUNC(created, MONTH)").type).toBe("date_time");
  });

  it("keeps unknown functions and says so", () => {
    const r = convert("Custom", "dimension", "MY_UDF(x)");
    expect(sqlOf(r.lookml)).toBe("MY_UDF(${TABLE}.x)");
    expect(r.notes[0]).toContain("MY_UDF");
  });

  it("a dimension whose formula aggregates becomes a measure", () => {
    const r = convert("Total", "dimension", "SUM(amount)");
    expect(r.kind).toBe("measure");
    expect(r.lookml.startsWith("measure: total {")).toBe(true);
  });

  it("doubles single quotes in strings and escapes the label", () => {
    const r = convert('The "Best" Name', "dimension", "CONCAT(name, \"'s\")");
    expect(r.lookml).toContain('label: "The \\"Best\\" Name"');
    expect(sqlOf(r.lookml)).toBe("CONCAT(${TABLE}.name, '''s')");
  });
});

describe("convertToLookml: validation", () => {
  it("requires a field name and a formula (spec text)", () => {
    expect(convertToLookml({ fieldName: " ", fieldType: "dimension", formula: "x" })).toEqual({
      ok: false,
      problem: converterMessages.missingFields,
    });
    expect(convertToLookml({ fieldName: "x", fieldType: "measure", formula: "" })).toEqual({
      ok: false,
      problem: converterMessages.missingFields,
    });
    expect(converterMessages.missingFields).toEqual({ title: "Missing fields", description: "Please provide both field name and formula" });
  });

  it("reports syntax errors with a position", () => {
    const cases: [string, string][] = [
      ["SUM(x", "Expected ) but found the end of the formula"],
      ["a + * b", 'found "*" at position 5'],
      ['"open', "no closing"],
      ["CASE WHEN a THEN 1", "Expected END"],
      ["a # b", 'Unexpected "#" at position 3'],
    ];
    for (const [formula, message] of cases) {
      const r = convertToLookml({ fieldName: "x", fieldType: "dimension", formula });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.problem.title).toBe("Invalid formula");
        expect(r.problem.description).toContain(message);
      }
    }
  });

  it("refuses text that would end the LookML block", () => {
    const r = convertToLookml({ fieldName: "x", fieldType: "dimension", formula: "CONCAT(a, ';;')" });
    expect(r.ok).toBe(false);
  });

  it("names a field with no Latin letters calculated_field and keeps its label", () => {
    const r = convert("利润", "dimension", "a - b");
    expect(r.lookml.startsWith('dimension: calculated_field {\n  label: "利润"')).toBe(true);
  });
});
