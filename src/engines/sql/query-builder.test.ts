import { describe, expect, it } from "vitest";
import { dialects, type Dialect } from "./dialects";
import { sqlMessages } from "./messages";
import { parseSql, tablesOf } from "./parse-check.testutil";
import { buildQuery, queryWarnings, type QueryBuilderInput } from "./query-builder";

function build(partial: Partial<QueryBuilderInput>) {
  return buildQuery({ queryType: "SELECT", table: "customers", columns: "", where: "", dialect: "standard", ...partial });
}

function sqlOf(partial: Partial<QueryBuilderInput>): string {
  const r = build(partial);
  if (!r.ok) throw new Error(`expected SQL, got ${r.problem.title}: ${r.problem.description}`);
  return r.sql;
}

describe("buildQuery: SELECT", () => {
  it("selects every column when none are given", () => {
    expect(sqlOf({})).toBe("SELECT *\nFROM customers;");
  });

  it("keeps a short column list on one line and adds the WHERE clause", () => {
    expect(sqlOf({ columns: "id, name, email", where: "status = 'active'" })).toBe(
      "SELECT id, name, email\nFROM customers\nWHERE status = 'active';",
    );
  });

  it("puts a long column list one per line", () => {
    const sql = sqlOf({ columns: "customer_id, first_name, last_name, email_address, signup_date, country_code" });
    expect(sql).toBe(
      "SELECT\n  customer_id,\n  first_name,\n  last_name,\n  email_address,\n  signup_date,\n  country_code\nFROM customers;",
    );
  });

  it("accepts one column per line when there are no commas", () => {
    expect(sqlOf({ columns: "id\r\nname\n\nemail\n" })).toBe("SELECT id, name, email\nFROM customers;");
  });

  it("quotes names with spaces and reserved words in each dialect's style", () => {
    const input = { columns: "id, first name, order", table: "sales.order items" };
    expect(sqlOf({ ...input, dialect: "standard" })).toBe('SELECT id, "first name", "order"\nFROM sales."order items";');
    expect(sqlOf({ ...input, dialect: "postgresql" })).toBe('SELECT id, "first name", "order"\nFROM sales."order items";');
    expect(sqlOf({ ...input, dialect: "mysql" })).toBe("SELECT id, `first name`, `order`\nFROM sales.`order items`;");
    expect(sqlOf({ ...input, dialect: "bigquery" })).toBe("SELECT id, `first name`, `order`\nFROM `sales.order items`;");
  });

  it("keeps expressions as written and quotes aliases that need it", () => {
    expect(sqlOf({ columns: "COUNT(*) AS n, price * qty AS total value, UPPER(name)", dialect: "mysql" })).toBe(
      "SELECT COUNT(*) AS n, price * qty AS `total value`, UPPER(name)\nFROM customers;",
    );
  });

  it("does not split on commas inside functions or strings", () => {
    expect(sqlOf({ columns: "COALESCE(nick, name) AS shown, CONCAT(city, ', ', country) AS place" })).toBe(
      "SELECT\n  COALESCE(nick, name) AS shown,\n  CONCAT(city, ', ', country) AS place\nFROM customers;",
    );
  });

  it("understands DISTINCT, star paths and names the user already quoted", () => {
    expect(sqlOf({ columns: "DISTINCT country, city" })).toBe("SELECT DISTINCT country, city\nFROM customers;");
    expect(sqlOf({ columns: "c.*, \"Order\"", dialect: "postgresql" })).toBe('SELECT c.*, "Order"\nFROM customers;');
    expect(sqlOf({ columns: "`select`", dialect: "postgresql" })).toBe('SELECT "select"\nFROM customers;');
  });

  it("strips a typed WHERE keyword and trailing semicolons, keeps semicolons inside strings", () => {
    expect(sqlOf({ where: "WHERE note = 'a;b';; " })).toBe("SELECT *\nFROM customers\nWHERE note = 'a;b';");
  });

  it("writes BigQuery project paths as one backticked path when a part needs it", () => {
    expect(sqlOf({ table: "my-project.sales.orders", dialect: "bigquery" })).toBe("SELECT *\nFROM `my-project.sales.orders`;");
    expect(sqlOf({ table: "project1.sales.orders", dialect: "bigquery" })).toBe("SELECT *\nFROM project1.sales.orders;");
  });
});

describe("buildQuery: INSERT", () => {
  it("writes a VALUES row with one placeholder per column, native to each database", () => {
    const columns = "id, first name, email";
    expect(sqlOf({ queryType: "INSERT", columns, dialect: "standard" })).toBe(
      'INSERT INTO customers (id, "first name", email)\nVALUES (:id, :first_name, :email);',
    );
    expect(sqlOf({ queryType: "INSERT", columns, dialect: "postgresql" })).toBe(
      'INSERT INTO customers (id, "first name", email)\nVALUES ($1, $2, $3);',
    );
    expect(sqlOf({ queryType: "INSERT", columns, dialect: "mysql" })).toBe(
      "INSERT INTO customers (id, `first name`, email)\nVALUES (?, ?, ?);",
    );
    expect(sqlOf({ queryType: "INSERT", columns, dialect: "bigquery" })).toBe(
      "INSERT INTO customers (id, `first name`, email)\nVALUES (@id, @first_name, @email);",
    );
  });

  it("ignores the WHERE clause (INSERT has none)", () => {
    expect(sqlOf({ queryType: "INSERT", columns: "id", where: "id = 1" })).toBe("INSERT INTO customers (id)\nVALUES (:id);");
  });

  it("gives distinct placeholder names to columns that would clash", () => {
    expect(sqlOf({ queryType: "INSERT", columns: "Name, name, 2024 total, é", dialect: "bigquery" })).toBe(
      "INSERT INTO customers (Name, name, `2024 total`, `é`)\nVALUES (@name, @name_2, @p3, @e);",
    );
  });

  it("breaks long column lists over lines", () => {
    const sql = sqlOf({ queryType: "INSERT", columns: "customer_id, first_name, last_name, email_address, signup_date" });
    expect(sql).toBe(
      "INSERT INTO customers (\n  customer_id,\n  first_name,\n  last_name,\n  email_address,\n  signup_date\n)\nVALUES (\n  :customer_id,\n  :first_name,\n  :last_name,\n  :email_address,\n  :signup_date\n);",
    );
  });

  it("requires columns and refuses expressions", () => {
    expect(build({ queryType: "INSERT", columns: " " })).toEqual({ ok: false, problem: sqlMessages.missingInsertColumns });
    const r = build({ queryType: "INSERT", columns: "id, COUNT(*)" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.title).toBe("Invalid columns");
  });
});

describe("buildQuery: UPDATE", () => {
  it("quotes the SET columns and keeps the values", () => {
    expect(sqlOf({ queryType: "UPDATE", columns: "status = 'inactive'", where: "id = 42" })).toBe(
      "UPDATE customers\nSET status = 'inactive'\nWHERE id = 42;",
    );
    expect(
      sqlOf({ queryType: "UPDATE", columns: "status = 'a,b', order = order + 1", where: "id >= 42", dialect: "mysql" }),
    ).toBe("UPDATE customers\nSET\n  status = 'a,b',\n  `order` = order + 1\nWHERE id >= 42;");
  });

  it("gives columns typed without a value a placeholder", () => {
    expect(sqlOf({ queryType: "UPDATE", columns: "status, email = NULL", where: "id = 1", dialect: "postgresql" })).toBe(
      "UPDATE customers\nSET\n  status = $1,\n  email = NULL\nWHERE id = 1;",
    );
  });

  it("does not take a comparison for the assignment", () => {
    expect(sqlOf({ queryType: "UPDATE", columns: "flag = score >= 10", where: "id = 1" })).toBe(
      "UPDATE customers\nSET flag = score >= 10\nWHERE id = 1;",
    );
  });

  it("warns when there is no WHERE clause", () => {
    const r = build({ queryType: "UPDATE", columns: "status = 'x'" });
    expect(r.ok && r.warnings).toEqual([queryWarnings.updateAll]);
  });

  it("requires a SET clause and a value after =", () => {
    expect(build({ queryType: "UPDATE", columns: "" })).toEqual({ ok: false, problem: sqlMessages.missingSetClause });
    const r = build({ queryType: "UPDATE", columns: "status =" });
    expect(r.ok ? "" : r.problem.description).toContain('"status" has no value');
  });
});

describe("buildQuery: DELETE", () => {
  it("deletes with a WHERE clause and no warning", () => {
    const r = build({ queryType: "DELETE", where: "id = 7", columns: "ignored" });
    expect(r).toEqual({ ok: true, sql: "DELETE FROM customers\nWHERE id = 7;", warnings: [] });
  });

  it("warns that a DELETE without WHERE removes every row", () => {
    const r = build({ queryType: "DELETE", where: "  " });
    expect(r).toEqual({ ok: true, sql: "DELETE FROM customers;", warnings: [queryWarnings.deleteAll] });
  });
});

describe("buildQuery: validation", () => {
  it("requires a table name", () => {
    expect(build({ table: "  " })).toEqual({ ok: false, problem: sqlMessages.missingTable });
  });

  it("reports names it cannot read", () => {
    const bad = build({ table: "sales..orders" });
    expect(bad.ok ? "" : bad.problem.title).toBe("Invalid table name");
    const quote = build({ table: '"orders' });
    expect(quote.ok ? "" : quote.problem.description).toContain("quote is not closed");
  });

  it("reports an unclosed quote or parenthesis instead of writing broken SQL", () => {
    expect(build({ where: "(a = 1" })).toMatchObject({ ok: false, problem: { title: "Check the WHERE clause" } });
    expect(build({ where: "name = 'x" })).toMatchObject({ ok: false, problem: { title: "Check the WHERE clause" } });
    expect(build({ columns: "COUNT(id" })).toMatchObject({ ok: false, problem: { title: "Check the columns" } });
  });

  it("refuses more name parts than the database has", () => {
    expect(build({ table: "a.b.c", dialect: "mysql" })).toMatchObject({ ok: false, problem: { title: "Invalid table name" } });
    expect(build({ table: "a.b.c", dialect: "bigquery" }).ok).toBe(true);
    expect(build({ table: "a.b.c.d", dialect: "postgresql" }).ok).toBe(false);
  });

  it("refuses a second statement smuggled into the WHERE clause", () => {
    expect(build({ where: "id = 1; DROP TABLE customers" })).toMatchObject({ ok: false });
  });
});

describe("buildQuery: every statement parses in its dialect", () => {
  const cases: Partial<QueryBuilderInput>[] = [
    { queryType: "SELECT", table: "sales.order items", columns: "id, first name, order, COUNT(*) AS n", where: "status = 'active'" },
    { queryType: "SELECT", table: "sales-eu.orders", columns: "DISTINCT country, city" },
    { queryType: "INSERT", table: "public.user", columns: "id, first name, email, select" },
    { queryType: "UPDATE", table: "customers", columns: "status = 'inactive', order, updated_at = 3", where: "id = 42" },
    { queryType: "DELETE", table: "order", where: "created_at < '2020-01-01'" },
    { queryType: "DELETE", table: "audit log" },
  ];
  for (const dialect of dialects) {
    for (const c of cases) {
      it(`${dialect}: ${c.queryType} ${c.table}`, () => {
        const sql = sqlOf({ ...c, dialect: dialect as Dialect });
        expect(() => parseSql(sql, dialect)).not.toThrow();
      });
    }
  }

  it("the parser sees the table the user meant", () => {
    expect(tablesOf(sqlOf({ table: "sales.order items", dialect: "postgresql" }), "postgresql")).toEqual([
      "select::sales::order items",
    ]);
    expect(tablesOf(sqlOf({ queryType: "DELETE", table: "order", dialect: "mysql" }), "mysql")).toEqual(["delete::null::order"]);
  });
});
