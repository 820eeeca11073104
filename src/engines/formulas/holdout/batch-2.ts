import type { Dialect } from "../ir";

/**
 * Hold-out batch 2 (written 2026-11-21 08:45 UTC, after the batch-1 fixes and before running
 * these): 50 fresh requests, 10 per dialect. Verdicts are in batch-2.verdicts.md.
 */
export const batch2: Array<[Dialect, string]> = [
  ["tableau", "Profit Ratio: SUM of profit divided by SUM of sales"],
  ["tableau", "number of unique orders per customer"],
  ["tableau", "days to ship from order date to ship date"],
  ["tableau", "is the order late? ship date after due date"],
  ["tableau", "Sales last 7 days"],
  ["tableau", "quarter of [Order Date]"],
  ["tableau", "first 5 characters of [SKU]"],
  ["tableau", "running avg of profit"],
  ["tableau", "rank products by quantity sold, ascending"],
  ["tableau", "lowercase [Email] and remove spaces at both ends"],

  ["looker-studio", "average order value: revenue divided by number of orders"],
  ["looker-studio", "Year of Order Date"],
  ["looker-studio", "label sessions over 100 as 'High' else 'Low'"],
  ["looker-studio", "bounce rate = bounces / sessions as %"],
  ["looker-studio", "count distinct users where country = 'France'"],
  ["looker-studio", "replace empty city with 'Unknown'"],
  ["looker-studio", "extract text after the '-' in Campaign"],
  ["looker-studio", "days between Signup Date and First Purchase Date"],
  ["looker-studio", "revenue between 2024-01-01 and 2024-03-31"],
  ["looker-studio", "round up Price to whole number"],

  ["dax", "total revenue excluding the Online channel"],
  ["dax", "average sales per customer"],
  ["dax", "previous month sales"],
  ["dax", "sales MTD"],
  ["dax", "% of category total for sales"],
  ["dax", "count of orders with status = Returned"],
  ["dax", "Top 5 products by revenue"],
  ["dax", "full name = first name & last name"],
  ["dax", "year over year growth % of Sales[Amount]"],
  ["dax", "number of days since Sales[LastOrderDate]"],

  ["looker", "percent of total for ${sales.total_revenue}"],
  ["looker", "running total of ${orders.count} by month"],
  ["looker", "difference vs previous row for ${orders.average_sale_price}"],
  ["looker", "if ${users.age} < 18 then 'Minor' else 'Adult'"],
  ["looker", "concat ${users.first_name} and ${users.last_name} with a space"],
  ["looker", "3 period moving average of ${orders.total_revenue}"],
  ["looker", "ratio of ${orders.total_profit} to ${orders.total_revenue}"],
  ["looker", "months between ${users.created_date} and ${orders.created_date}"],
  ["looker", "round ${orders.average_price} to 1 decimal"],
  ["looker", "lowercase ${products.brand}"],

  ["excel", "count of rows where status is \"Open\""],
  ["excel", "total amount for the North region in 2024"],
  ["excel", "average of score excluding zeros"],
  ["excel", "percent of total for sales in each row"],
  ["excel", "cumulative sales"],
  ["excel", "month name from date"],
  ["excel", "text before the @ in email"],
  ["excel", "if score >= 90 then A, >= 80 then B, else C"],
  ["excel", "add 30 days to invoice date"],
  ["excel", "max sales per region"],
];
