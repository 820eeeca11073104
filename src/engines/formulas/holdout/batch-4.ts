import type { Dialect } from "../ir";

/**
 * Hold-out batch 4 (written 2026-11-21 09:12 UTC, after the batch-3 fixes and before running
 * these): 30 fresh requests, 6 per dialect. Verdicts are in batch-4.verdicts.md.
 */
export const batch4: Array<[Dialect, string]> = [
  ["tableau", "Sales YoY difference"],
  ["tableau", "count of returned orders"],
  ["tableau", "first purchase date per customer"],
  ["tableau", "profit per order"],
  ["tableau", "[Category] in upper case"],
  ["tableau", "If [Profit] < 0 then 'Loss' else 'Gain'"],

  ["looker-studio", "revenue per user"],
  ["looker-studio", "sessions this month"],
  ["looker-studio", "date diff in days between Order Date and today"],
  ["looker-studio", "extract the first word of Campaign Name"],
  ["looker-studio", "flag rows with more than 5 sessions"],
  ["looker-studio", "ROAS = revenue / ad spend"],

  ["dax", "average order value"],
  ["dax", "total sales last 90 days"],
  ["dax", "QTD revenue vs last year QTD"],
  ["dax", "concatenate City, State"],
  ["dax", "sales as % of all products"],
  ["dax", "count of customers in the Consumer segment"],

  ["looker", "cumulative sum of ${orders.total_revenue}"],
  ["looker", "${orders.count} per ${users.count}"],
  ["looker", "sales growth vs previous month for ${orders.total_sales}"],
  ["looker", "case when ${orders.total_amount} >= 1000 then 'Large' when >= 100 then 'Medium' else 'Small'"],
  ["looker", "replace nulls in ${users.city} with 'Unknown'"],
  ["looker", "hours between ${events.start_time} and ${events.end_time}"],

  ["excel", "average order value from revenue and orders"],
  ["excel", "count blank cells in email"],
  ["excel", "days until due date"],
  ["excel", "index match price from the Prices sheet by SKU"],
  ["excel", "round price up to nearest 5"],
  ["excel", "percent change month over month for sales"],
];
