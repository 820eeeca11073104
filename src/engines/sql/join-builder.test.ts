import { describe, expect, it } from "vitest";
import { dialects } from "./dialects";
import { buildJoin, joinNotes, joinTypes, type JoinBuilderInput } from "./join-builder";
import { sqlMessages } from "./messages";
import { parseSql, tablesOf } from "./parse-check.testutil";

function build(partial: Partial<JoinBuilderInput>) {
  return buildJoin({
    dialect: "standard",
    joinType: "INNER",
    leftTable: "orders",
    rightTable: "customers",
    leftKey: "customer_id",
    rightKey: "id",
    ...partial,
  });
}

function sqlOf(partial: Partial<JoinBuilderInput>): string {
  const r = build(partial);
  if (!r.ok) throw new Error(`expected SQL, got ${r.problem.title}: ${r.problem.description}`);
  return r.sql;
}

describe("buildJoin: joins", () => {
  it("writes a readable INNER JOIN with aliases from the table names", () => {
    expect(sqlOf({})).toBe("SELECT o.*, c.*\nFROM orders AS o\nINNER JOIN customers AS c\n  ON o.customer_id = c.id;");
  });

  it("uses the spec's join types", () => {
    expect(sqlOf({ joinType: "LEFT" })).toContain("\nLEFT JOIN customers AS c\n");
    expect(sqlOf({ joinType: "RIGHT" })).toContain("\nRIGHT JOIN customers AS c\n");
    expect(sqlOf({ joinType: "FULL OUTER" })).toContain("\nFULL OUTER JOIN customers AS c\n");
  });

  it("adds the header comment for BigQuery, PostgreSQL and MySQL, none for Standard SQL", () => {
    expect(sqlOf({ dialect: "bigquery" }).split("\n")[0]).toBe("-- BigQuery");
    expect(sqlOf({ dialect: "postgresql" }).split("\n")[0]).toBe("-- PostgreSQL");
    expect(sqlOf({ dialect: "mysql" }).split("\n")[0]).toBe("-- MySQL");
    expect(sqlOf({ dialect: "standard" })).not.toContain("--");
  });

  it("quotes per dialect: backticks for BigQuery and MySQL, double quotes for PostgreSQL and Standard SQL", () => {
    const input = { leftTable: "order", rightTable: "order details", leftKey: "id", rightKey: "order id" };
    expect(sqlOf({ ...input, dialect: "mysql" })).toBe(
      "-- MySQL\nSELECT o.*, od.*\nFROM `order` AS o\nINNER JOIN `order details` AS od\n  ON o.id = od.`order id`;",
    );
    expect(sqlOf({ ...input, dialect: "postgresql" })).toBe(
      '-- PostgreSQL\nSELECT o.*, od.*\nFROM "order" AS o\nINNER JOIN "order details" AS od\n  ON o.id = od."order id";',
    );
    expect(sqlOf({ ...input, dialect: "standard" })).toContain('FROM "order" AS o');
    expect(sqlOf({ ...input, dialect: "bigquery" })).toContain("FROM `order` AS o");
  });

  it("writes BigQuery project.dataset.table paths, backticked whole when a part needs it", () => {
    const sql = sqlOf({ dialect: "bigquery", leftTable: "my-project.sales.orders", rightTable: "analytics.crm.customers" });
    expect(sql).toContain("FROM `my-project.sales.orders` AS o\nINNER JOIN analytics.crm.customers AS c");
  });

  it("joins on several keys with AND", () => {
    expect(sqlOf({ leftKey: "region, customer_id", rightKey: "region, id" })).toBe(
      "SELECT o.*, c.*\nFROM orders AS o\nINNER JOIN customers AS c\n  ON o.region = c.region\n  AND o.customer_id = c.id;",
    );
  });

  it("drops a table prefix the user typed on a key", () => {
    expect(sqlOf({ leftTable: "sales.orders", leftKey: "orders.customer_id", rightKey: "customers.id" })).toContain(
      "ON o.customer_id = c.id;",
    );
  });

  it("numbers aliases that collide (self join) and avoids reserved aliases", () => {
    expect(sqlOf({ leftTable: "employees", rightTable: "employees", leftKey: "manager_id" })).toBe(
      "SELECT e1.*, e2.*\nFROM employees AS e1\nINNER JOIN employees AS e2\n  ON e1.manager_id = e2.id;",
    );
    // "on" and "as" would be the initials; they are reserved words.
    expect(sqlOf({ leftTable: "open_notes", rightTable: "audit_sessions" })).toContain("FROM open_notes AS t1\nINNER JOIN audit_sessions AS t2");
  });

  it("writes MySQL's FULL OUTER JOIN as LEFT JOIN … UNION ALL … RIGHT JOIN with the unmatched filter", () => {
    const r = build({ dialect: "mysql", joinType: "FULL OUTER" });
    expect(r).toEqual({
      ok: true,
      sql: [
        "-- MySQL",
        "SELECT o.*, c.*",
        "FROM orders AS o",
        "LEFT JOIN customers AS c",
        "  ON o.customer_id = c.id",
        "UNION ALL",
        "SELECT o.*, c.*",
        "FROM orders AS o",
        "RIGHT JOIN customers AS c",
        "  ON o.customer_id = c.id",
        "WHERE o.customer_id IS NULL;",
      ].join("\n"),
      notes: [joinNotes.mysqlFullOuter],
    });
    expect(sqlOf({ dialect: "mysql", joinType: "FULL OUTER" })).not.toContain("FULL OUTER JOIN");
  });
});

describe("buildJoin: UNION", () => {
  it("selects all rows from both tables with UNION ALL and ignores the join keys", () => {
    const r = build({ joinType: "UNION", leftTable: "orders_2023", rightTable: "orders_2024", leftKey: "", rightKey: "" });
    expect(r).toEqual({
      ok: true,
      sql: "SELECT *\nFROM orders_2023\nUNION ALL\nSELECT *\nFROM orders_2024;",
      notes: [joinNotes.union],
    });
  });

  it("keeps the header and the dialect's quoting", () => {
    expect(sqlOf({ joinType: "UNION", dialect: "postgresql", rightTable: "public.order" })).toBe(
      '-- PostgreSQL\nSELECT *\nFROM orders\nUNION ALL\nSELECT *\nFROM public."order";',
    );
  });
});

describe("buildJoin: validation (spec section 5)", () => {
  it("requires both table names", () => {
    expect(build({ leftTable: " " })).toEqual({ ok: false, problem: sqlMessages.missingTables });
    expect(build({ rightTable: "", joinType: "UNION" })).toEqual({ ok: false, problem: sqlMessages.missingTables });
    expect(sqlMessages.missingTables).toEqual({ title: "Missing tables", description: "Please enter both table names" });
  });

  it("requires both join keys unless UNION", () => {
    expect(build({ rightKey: "  " })).toEqual({ ok: false, problem: sqlMessages.missingJoinKeys });
    expect(build({ leftKey: "" })).toEqual({ ok: false, problem: sqlMessages.missingJoinKeys });
    expect(build({ leftKey: "", rightKey: "", joinType: "UNION" }).ok).toBe(true);
    expect(sqlMessages.missingJoinKeys).toEqual({
      title: "Missing join keys",
      description: "Please enter join keys for both tables",
    });
  });

  it("requires the same number of keys on both sides", () => {
    expect(build({ leftKey: "a, b", rightKey: "a" })).toEqual({ ok: false, problem: sqlMessages.joinKeyCount });
  });

  it("reports table names it cannot read", () => {
    expect(build({ leftTable: "a..b" })).toMatchObject({ ok: false, problem: { title: "Invalid first table name" } });
    expect(build({ rightTable: "x.y.z", dialect: "mysql" })).toMatchObject({
      ok: false,
      problem: { title: "Invalid second table name" },
    });
  });
});

describe("buildJoin: every statement parses in its dialect", () => {
  const tables = [
    { leftTable: "orders", rightTable: "customers", leftKey: "customer_id", rightKey: "id" },
    { leftTable: "sales.order", rightTable: "sales.order items", leftKey: "id, region", rightKey: "order id, region" },
    { leftTable: "employees", rightTable: "employees", leftKey: "manager_id", rightKey: "id" },
  ];
  for (const dialect of dialects) {
    for (const joinType of joinTypes) {
      for (const t of tables) {
        it(`${dialect} ${joinType} ${t.leftTable} / ${t.rightTable}`, () => {
          const sql = sqlOf({ dialect, joinType, ...t });
          expect(() => parseSql(sql, dialect)).not.toThrow();
        });
      }
    }
  }

  it("BigQuery project paths parse and name the right tables", () => {
    const sql = sqlOf({ dialect: "bigquery", joinType: "FULL OUTER", leftTable: "my-project.sales.orders", rightTable: "my-project.crm.customers" });
    expect(() => parseSql(sql, "bigquery")).not.toThrow();
    expect(tablesOf(sql, "bigquery").sort()).toEqual(["select::null::my-project.crm.customers", "select::null::my-project.sales.orders"]);
  });

  it("the parser sees the quoted names the user meant", () => {
    const sql = sqlOf({ dialect: "postgresql", leftTable: "sales.order", rightTable: "sales.order items" });
    expect(tablesOf(sql, "postgresql").sort()).toEqual(["select::sales::order", "select::sales::order items"]);
  });
});
