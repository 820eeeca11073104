import type { Dialect } from "../ir";

/**
 * Hold-out batch 6 (written before running any of these, round 4): 50 fresh requests, 10 per
 * dialect, spread over the families. Checked by grep against corpus.ts and batches 1-5 for
 * near-copies. Verdicts are in batch-6.verdicts.md.
 */
export const batch6: Array<[Dialect, string]> = [
  ["tableau", "Discount Rate: total discount divided by total list price"],
  ["tableau", "% of total quantity by ship mode"],
  ["tableau", "cumulative count of orders over time"],
  ["tableau", "12 month moving avg of [Sales]"],
  ["tableau", "difference in sales from the prior year"],
  ["tableau", "LOD: number of orders per customer ignoring the view"],
  ["tableau", "Order Size = 'Large' if Quantity >= 10, 'Medium' if >= 5, else 'Small'"],
  ["tableau", "minutes between [Call Start] and [Call End]"],
  ["tableau", "if [Region] is null show 'N/A'"],
  ["tableau", "show only the top 15 cities (by profit)"],

  ["looker-studio", "Avg. Session Duration = Session Duration / Sessions"],
  ["looker-studio", "distinct count of Client ID"],
  ["looker-studio", "purchases where Device Category = 'desktop'"],
  ["looker-studio", "month start of Order Date"],
  ["looker-studio", "number of days between Created Date and Closed Date"],
  ["looker-studio", "if coupon is null then 'None'"],
  ["looker-studio", "last 2 characters of region code"],
  ["looker-studio", "revenue tier: under 100 Low, 100 to 500 Mid, above 500 High"],
  ["looker-studio", "QTD sessions"],
  ["looker-studio", "join Campaign and Ad Group with a hyphen"],

  ["dax", "gross profit / revenue as a measure"],
  ["dax", "revenue this time last year"],
  ["dax", "fiscal YTD revenue, year ends June 30"],
  ["dax", "revenue 2 months ago"],
  ["dax", "share of each product in its category's sales"],
  ["dax", "how many unique SKUs were sold"],
  ["dax", 'avg unit price where Category = "Accessories"'],
  ["dax", "rank regions by profit, highest first"],
  ["dax", "Shipping Days = ship date minus order date"],
  ["dax", "running total of Orders[Freight]"],

  ["looker", "running sum of ${sales.net_amount}"],
  ["looker", "share of column for ${products.count}"],
  ["looker", "change vs last month in ${orders.total_sales}"],
  ["looker", "% difference from the previous pivot column of ${orders.total_revenue}"],
  ["looker", "rank ${users.count} from highest to lowest"],
  ["looker", "4 week moving avg of ${orders.total_sales}"],
  ["looker", "average order value = ${orders.total_revenue} / ${orders.count}"],
  ["looker", "weeks between ${orders.created_date} and ${orders.delivered_date}"],
  ["looker", "${users.country}, or 'Unknown' when null"],
  ["looker", "${orders.created_date} truncated to the first of the month"],

  ["excel", "Profit % = profit / revenue, blank if revenue is 0"],
  ["excel", "YoY % change in sales vs the same month last year"],
  ["excel", "count orders where status is not Cancelled"],
  ["excel", "average delivery days for Express shipments"],
  ["excel", "unique count of SKUs"],
  ["excel", "find the region for each store id in the Stores tab"],
  ["excel", "quarter start date of invoice date"],
  ["excel", "characters 4 to 6 of the product code"],
  ["excel", "Score band: below 50 Fail, 50 to 74 Pass, 75 and above Distinction"],
  ["excel", "rank revenue smallest first"],
];
