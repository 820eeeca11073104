import type { Dialect } from "../ir";

/**
 * Hold-out batch 7 (written after the batch-6 fixes and before running any of these): 40 fresh
 * requests, 8 per dialect. Checked by grep against corpus.ts and batches 1-6 for near-copies.
 * Verdicts are in batch-7.verdicts.md.
 */
export const batch7: Array<[Dialect, string]> = [
  ["tableau", "AOV = SUM([Sales]) / COUNTD([Order ID])"],
  ["tableau", "running % of total sales"],
  ["tableau", "QoQ % change in Profit"],
  ["tableau", "highest Sales per Customer regardless of filters"],
  ["tableau", "average number of orders per customer, shown by region"],
  ["tableau", "weekday name of [Ship Date]"],
  ["tableau", "flag orders where Profit is negative and Discount > 0.3"],
  ["tableau", "text after the first space in Customer Name"],

  ["looker-studio", "Pages / Session"],
  ["looker-studio", "count of orders where Payment Method is 'PayPal'"],
  ["looker-studio", "first day of the week for Date"],
  ["looker-studio", "Landing Page in lower case"],
  ["looker-studio", "days from Signup Date to today"],
  ["looker-studio", "fill empty Country with 'Unknown'"],
  ["looker-studio", "Traffic type: if Medium = 'cpc' then 'Paid' else 'Organic'"],
  ["looker-studio", "total conversions in the last 14 days"],

  ["dax", "Sales LYTD"],
  ["dax", "margin % from Sales[Profit] and Sales[Revenue]"],
  ["dax", "count of customers who bought in 2023"],
  ["dax", "% of total revenue ignoring all filters"],
  ["dax", "rolling 6 month revenue"],
  ["dax", "bottom 3 stores by units sold"],
  ["dax", "Month number of Invoice Date"],
  ["dax", "previous quarter revenue"],

  ["looker", "cumulative ${orders.total_profit}"],
  ["looker", "${orders.total_revenue} as % of the total"],
  ["looker", "wow change for ${events.count}"],
  ["looker", "top 5 products by ${orders.total_revenue}"],
  ["looker", "get the domain from ${users.email}"],
  ["looker", "if ${orders.status} = 'complete' then 1 else 0"],
  ["looker", "days until ${subscriptions.renewal_date}"],
  ["looker", "${users.first_name} in uppercase"],

  ["excel", "total sales for Q1 2024"],
  ["excel", "average order value = revenue / orders"],
  ["excel", "count of products where stock < 10"],
  ["excel", "cumulative % of total sales"],
  ["excel", "moving avg of the last 4 weeks of sales"],
  ["excel", "days overdue from due date"],
  ["excel", "pull the email from the Customers sheet for the customer name in A2"],
  ["excel", "if Region is blank then 'Unassigned' else Region"],
];
