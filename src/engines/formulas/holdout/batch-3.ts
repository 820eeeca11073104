import type { Dialect } from "../ir";

/**
 * Hold-out batch 3 (written 2026-11-21 08:52 UTC, after the batch-2 fixes and before running
 * these): 40 fresh requests, 8 per dialect. Verdicts are in batch-3.verdicts.md.
 */
export const batch3: Array<[Dialect, string]> = [
  ["tableau", "avg discount by product category"],
  ["tableau", "customer count where segment is Consumer or Corporate"],
  ["tableau", "% difference from previous month in profit"],
  ["tableau", "replace 'N/A' with '' in [Status]"],
  ["tableau", "age in years from [Birth Date]"],
  ["tableau", "last 4 characters of the phone number"],
  ["tableau", "quantity-weighted average price"],
  ["tableau", "top 3 sub-categories by profit"],

  ["looker-studio", "CTR = clicks / impressions"],
  ["looker-studio", "sessions from mobile devices only"],
  ["looker-studio", "month of Date as a number"],
  ["looker-studio", "concatenate City and Country separated by comma"],
  ["looker-studio", "if revenue is null then 0"],
  ["looker-studio", "Weekday name of Order Date"],
  ["looker-studio", "total cost for campaigns containing 'brand'"],
  ["looker-studio", "round Conversion Rate to 1 decimal place"],

  ["dax", "Profit margin % = (Revenue - COGS) / Revenue"],
  ["dax", "count rows in Orders table"],
  ["dax", "running total of sales by date"],
  ["dax", "7 day rolling average of Sales[Amount]"],
  ["dax", "sales for 2023"],
  ["dax", "distinct products sold"],
  ["dax", "rank of product by profit within each category"],
  ["dax", "bucket order value into small (<50), medium (50-200), large (>200)"],

  ["looker", "percent change vs prior row for ${orders.total_sales}"],
  ["looker", "${orders.total_sales} as a percent of ${orders.total_target}"],
  ["looker", "running total of ${orders.revenue} as % of total"],
  ["looker", "extract year from ${orders.created_date}"],
  ["looker", "flag if ${orders.status} is 'cancelled'"],
  ["looker", "difference between ${orders.total_revenue} and ${orders.total_cost}"],
  ["looker", "first 3 letters of ${products.sku}"],
  ["looker", "days since ${users.last_login_date}"],

  ["excel", "number of unique customers"],
  ["excel", "sum of revenue where product contains \"Pro\""],
  ["excel", "days between start date and end date"],
  ["excel", "vlookup customer name from Customers sheet using customer id"],
  ["excel", "percentage change from old value to new value"],
  ["excel", "end of month for invoice date"],
  ["excel", "count of orders above 500"],
  ["excel", "concatenate first and last name"],
];
