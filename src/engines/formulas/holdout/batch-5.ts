import type { Dialect } from "../ir";

/**
 * Hold-out batch 5 (written 2026-11-21 09:56 UTC, after the round-2 field-extraction fixes and
 * before running these): 40 fresh requests, 8 per dialect. Verdicts are in batch-5.verdicts.md.
 */
export const batch5: Array<[Dialect, string]> = [
  ["tableau", "please calculate the total discount for each region"],
  ["tableau", "MTD profit vs previous month"],
  ["tableau", "number of customers with more than 1000 in sales"],
  ["tableau", "gross margin % from revenue and cogs"],
  ["tableau", "text after the | in product code"],
  ["tableau", "rank states by total profit"],
  ["tableau", "days between ship date and order date"],
  ["tableau", "running sum of quantity"],

  ["looker-studio", "show me the average basket size per order"],
  ["looker-studio", "conversion rate = conversions / sessions"],
  ["looker-studio", "YTD revenue"],
  ["looker-studio", "lowercase the utm source"],
  ["looker-studio", "count of sessions from mobile devices"],
  ["looker-studio", "bucket order value into under 50, 50-100 and over 100"],
  ["looker-studio", "week of the order date"],
  ["looker-studio", "replace null revenue with 0"],

  ["dax", "give me the count of distinct products sold in 2024"],
  ["dax", "(gross sales - returns) / gross sales"],
  ["dax", "sales WTD"],
  ["dax", "profit margin by product category"],
  ["dax", "7 day rolling average of sessions"],
  ["dax", "top 10 customers by revenue"],
  ["dax", "customer's first order date"],
  ["dax", "percentage of total sales for each region"],

  ["looker", "${orders.total_revenue} as a percent of column total"],
  ["looker", "previous row value of ${orders.count}"],
  ["looker", "rank of ${orders.total_sales} descending"],
  ["looker", "days since ${users.created_date}"],
  ["looker", "flag when ${orders.total_amount} is over 500"],
  ["looker", "concatenate ${users.first_name} and ${users.last_name} with a space"],
  ["looker", "round ${orders.average_price} to 2 decimals"],
  ["looker", "year of ${orders.created_date}"],

  ["excel", "sum of amount where status is paid"],
  ["excel", "average score per student"],
  ["excel", "upper case the country code"],
  ["excel", "months between start date and end date"],
  ["excel", "text before the @ in email"],
  ["excel", "if quantity is 0 then 'Out of stock' else 'In stock'"],
  ["excel", "vlookup price from the Products sheet by product id"],
  ["excel", "percent of total for sales"],
];
