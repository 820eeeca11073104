import { Parser } from "node-sql-parser";
import { describe, expect, it } from "vitest";
import { generateBigQuerySql, UnsupportedRequest } from ".";

const parser = new Parser();
/** Every generated query must parse with node-sql-parser's BigQuery dialect (comments removed). */
function parses(sql: string): void {
  const body = sql.replace(/^--.*\n/gm, "");
  expect(() => parser.astify(body, { database: "bigquery" }), body).not.toThrow();
}
const gen = (description: string, database: string | null = "my-project.analytics") => generateBigQuerySql(description, database).query;

/** [request, fragments the query must contain] */
const corpus: [string, string[]][] = [
  ["Total revenue by month in 2024 from the orders table", ["DATE_TRUNC(order_date, MONTH) AS month", "SUM(revenue) AS total_revenue", "FROM `my-project.analytics.orders`", "order_date >= DATE '2024-01-01'", "order_date < DATE '2025-01-01'", "GROUP BY month", "ORDER BY month"]],
  ["Top 10 customers by revenue from orders in the last 90 days", ["customer_id", "SUM(revenue) AS total_revenue", "DATE_SUB(CURRENT_DATE(), INTERVAL 90 DAY)", "GROUP BY customer_id", "ORDER BY total_revenue DESC", "LIMIT 10"]],
  ["Bottom 5 stores by total sales from sales", ["store_id", "SUM(sales) AS total_sales", "ORDER BY total_sales ASC", "LIMIT 5"]],
  ["Number of unique users per day this month from events", ["event_date AS day", "COUNT(DISTINCT user_id) AS unique_users", "DATE_TRUNC(CURRENT_DATE(), MONTH)", "GROUP BY day"]],
  ["Running total of sales by day from the sales table", ["SUM(SUM(sales)) OVER (ORDER BY sale_date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total_sales"]],
  ["Monthly revenue with a running total from orders in 2024", ["DATE_TRUNC(order_date, MONTH) AS month", "running_total_revenue"]],
  ["7-day moving average of revenue from orders", ["AVG(SUM(revenue)) OVER (ORDER BY order_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW)"]],
  ["Latest order for each customer from orders", ["WHERE TRUE", "QUALIFY ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date DESC) = 1"]],
  ["Most recent status per ticket_id from ticket_events where priority = 'high'", ["WHERE priority = 'high'", "QUALIFY ROW_NUMBER() OVER (PARTITION BY ticket_id ORDER BY"]],
  ["First purchase per user by purchased_at from purchases", ["QUALIFY ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY purchased_at ASC) = 1"]],
  ["Deduplicate customers by email using updated_at from customers", ["PARTITION BY email ORDER BY updated_at DESC"]],
  ["Top 3 products by sales in each category from order_items", ["GROUP BY category, product_id", "QUALIFY ROW_NUMBER() OVER (PARTITION BY category ORDER BY SUM(sales) DESC) <= 3"]],
  ["rank products by total sales within each category from order_items", ["RANK() OVER (PARTITION BY category ORDER BY SUM(sales) DESC) AS total_sales_rank"]],
  ["Rank sales reps by revenue from deals", ["RANK() OVER (ORDER BY SUM(revenue) DESC)"]],
  ["Join orders and customers on customer_id where status = 'shipped'", ["FROM `my-project.analytics.orders`", "INNER JOIN `my-project.analytics.customers` USING (customer_id)", "WHERE status = 'shipped'"]],
  ["Total amount per country from orders joined with customers", ["INNER JOIN `my-project.analytics.customers` USING (customer_id)", "SUM(amount) AS total_amount", "GROUP BY country"]],
  ["All customers left join orders on customers.id = orders.customer_id", ["FROM `my-project.analytics.customers` AS a", "LEFT JOIN `my-project.analytics.orders` AS b ON a.id = b.customer_id"]],
  ["count of orders per country where amount > 100", ["COUNT(*) AS order_count", "WHERE amount > 100", "GROUP BY country"]],
  ["average order value by customer segment for last quarter from orders", ["AVG(order_value) AS avg_order_value", "DATE_SUB(DATE_TRUNC(CURRENT_DATE(), QUARTER), INTERVAL 3 MONTH)", "GROUP BY customer_segment"]],
  ["show name, email and country from customers where country = 'UK' sorted by name", ["SELECT\n  name,\n  email,\n  country", "WHERE country = 'UK'", "ORDER BY name ASC"]],
  ["distinct countries from customers", ["SELECT DISTINCT\n  country", "ORDER BY country"]],
  ["month over month revenue growth from sales", ["LAG(SUM(revenue)) OVER (ORDER BY DATE_TRUNC(sale_date, MONTH))", "SAFE_DIVIDE("]],
  ["yearly revenue growth from orders", ["DATE_TRUNC(order_date, YEAR) AS year", "total_revenue_growth"]],
  ["customers with more than 5 orders from the orders table", ["GROUP BY customer_id", "HAVING COUNT(*) > 5"]],
  ["percentage of total revenue by region from sales", ["SUM(SUM(revenue)) OVER ()", "pct_of_total_revenue"]],
  ["how many active users signed up last month from users", ["COUNT(*) AS user_count", "status = 'active'", "DATE(created_at) >= DATE_SUB(DATE_TRUNC(CURRENT_DATE(), MONTH), INTERVAL 1 MONTH)"]],
  ["median order value by week from orders since 2024-01-01", ["APPROX_QUANTILES(order_value, 2)[OFFSET(1)] AS median_order_value", "DATE_TRUNC(order_date, WEEK(MONDAY)) AS week", "order_date >= DATE '2024-01-01'"]],
  ["top 5 orders by amount from orders", ["SELECT *", "ORDER BY amount DESC", "LIMIT 5"]],
  ["Get all orders from the last 7 days", ["SELECT *", "DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)"]],
  ["Show me daily active users for the past 30 days from the events table", ["COUNT(DISTINCT user_id)", "INTERVAL 30 DAY"]],
  ["Total sales by region and product category for 2023 from sales", ["GROUP BY region, product_category"]],
  ["Find customers who signed up in January 2024 from customers", ["DATE(created_at) >= DATE '2024-01-01'", "DATE(created_at) < DATE '2024-02-01'"]],
  ["Revenue per month for the last 12 months from transactions", ["SUM(revenue) AS total_revenue", "INTERVAL 12 MONTH"]],
  ["Number of orders per customer from orders", ["COUNT(*) AS order_count", "GROUP BY customer_id"]],
  ["Count distinct users by country from events where event_name = 'purchase'", ["COUNT(DISTINCT user_id)", "event_name = 'purchase'"]],
  ["Give me the 10 most recent orders from orders", ["ORDER BY order_date DESC", "LIMIT 10"]],
  ["Select order_id, customer_id and amount from sales.orders where amount >= 500 order by amount desc", ["FROM `my-project.sales.orders`", "WHERE amount >= 500", "ORDER BY amount DESC"]],
  ["weekly signups from users since 2024-03-01", ["DATE_TRUNC(DATE(created_at), WEEK(MONDAY)) AS week"]],
  ["Show the max and min price by category from products", ["MAX(price) AS max_price", "MIN(price) AS min_price"]],
  ["List users without an email from users", ["WHERE email IS NULL"]],
  ["orders where status in ('shipped', 'delivered') and amount > 50 from orders", ["status IN ('shipped', 'delivered')", "amount > 50"]],
  ["orders where status = 'refunded' or amount < 0 in 2024 from orders", ["(status = 'refunded' OR amount < 0)", "order_date >= DATE '2024-01-01'"]],
  ["top 10 pages by views from page_views yesterday", ["GROUP BY page", "= DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)"]],
  ["average rating by product from reviews where rating is not null", ["AVG(rating)", "rating IS NOT NULL", "GROUP BY product_id"]],
  ["products with price between 10 and 20 from products", ["price BETWEEN 10 AND 20"]],
  ["products where name contains 'pro' from products", ["CONTAINS_SUBSTR(name, 'pro')"]],
  ["p90 latency by endpoint from api_logs in the last 24 hours", ["APPROX_QUANTILES(latency, 100)[OFFSET(90)]", "TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 24 HOUR)"]],
  ["find duplicate emails in users", ["GROUP BY email", "HAVING COUNT(*) > 1"]],
  ["total revenue and number of orders by quarter from orders", ["DATE_TRUNC(order_date, QUARTER) AS quarter", "SUM(revenue) AS total_revenue", "COUNT(*) AS order_count"]],
  ["hourly events from events today by created_at", ["TIMESTAMP_TRUNC(created_at, HOUR) AS hour", "DATE(created_at) = CURRENT_DATE()"]],
  ["revenue by order date from orders in Q2 2024", ["order_date AS day", "DATE '2024-04-01'", "DATE '2024-07-01'"]],
  ["total spend by customer from `billing.invoices`", ["FROM `my-project.billing.invoices`", "SUM(spend)"]],
];

describe("generateBigQuerySql: requests it understands", () => {
  for (const [request, fragments] of corpus) {
    it(request, () => {
      const sql = gen(request);
      parses(sql);
      for (const f of fragments) expect(sql).toContain(f);
      expect(sql.trim().endsWith(";")).toBe(true);
    });
  }

  it("covers the issue's kinds of request", () => {
    const all = corpus.map(([r]) => gen(r)).join("\n");
    for (const construct of ["WHERE", "GROUP BY", "DATE_TRUNC", "LIMIT", "COUNT(DISTINCT", "OVER (", "RANK()", "QUALIFY", "JOIN"]) {
      expect(all).toContain(construct);
    }
  });
});

describe("generateBigQuerySql: table names", () => {
  it("fully qualifies and backticks names from the database field", () => {
    expect(gen("count of orders from orders", "analytics")).toContain("FROM `analytics.orders`");
    expect(gen("count of orders from orders", "`my-project.analytics`")).toContain("FROM `my-project.analytics.orders`");
    expect(gen("count of rows from other-proj.raw.orders", "my-project.analytics")).toContain("FROM `other-proj.raw.orders`");
  });

  it("uses a visible placeholder and a note when no database is given", () => {
    const sql = gen("count of orders from orders", null);
    expect(sql).toContain("FROM `your_dataset.orders`");
    expect(sql).toMatch(/-- Note: Fill in the Database/);
    parses(sql);
  });

  it("refuses an invalid database name", () => {
    expect(() => gen("count of orders from orders", "bad name!")).toThrow(/not a valid dataset/);
  });

  it("escapes quotes in values and backticks reserved words", () => {
    const sql = gen("customers where last_name = 'O''Brien' or name = \"it's\" from customers");
    parses(sql);
    expect(sql).toContain("last_name = 'O\\'Brien' OR name = 'it\\'s'");
    const reserved = gen("total amount by group from orders");
    expect(reserved).toContain("`group`");
    parses(reserved);
  });

  it("notes the assumptions it makes", () => {
    expect(gen("total revenue by month from orders")).toContain("-- Note: Uses order_date as the date column");
    expect(gen("count of orders in 2024")).toContain('-- Note: Reads "orders" as the table name.');
  });
});

describe("generateBigQuerySql: requests it cannot answer honestly", () => {
  const refused: [string, RegExp][] = [
    ["delete all rows from orders", /SELECT queries only/],
    ["update customers set status = 'x'", /SELECT queries only/],
    ["predict churn for customers", /BQML Model Builder/],
    ["what is the weather like today", /Name the table/],
    ["pivot sales by month", /Name the table/],
    ["customers whose lifetime value exceeds their acquisition cost from customers", /did not understand/],
    ["write me a poem about orders", /did not understand/],
    ["join orders, customers and products tables", /at most two tables|did not understand/],
  ];
  for (const [request, message] of refused) {
    it(request, () => {
      let err: unknown;
      try {
        gen(request);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(UnsupportedRequest);
      expect((err as Error).message).toMatch(message);
      expect((err as UnsupportedRequest).suggestions.length).toBeGreaterThan(0);
    });
  }
});
