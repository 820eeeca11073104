import type { Dialect } from "../ir";

/**
 * Hold-out batch 8 (written after the batch-7 fixes and before running any of these): 40 fresh
 * requests, 8 per dialect. Checked by grep against corpus.ts and batches 1-7 for near-copies.
 * Verdicts are in batch-8.verdicts.md.
 */
export const batch8: Array<[Dialect, string]> = [
  ["tableau", "Profit per Unit = profit / quantity"],
  ["tableau", "Running Sum of Returns"],
  ["tableau", "percent of total customers by segment"],
  ["tableau", "Sales vs same month last year (difference)"],
  ["tableau", "EXCLUDE [Sub-Category] avg profit"],
  ["tableau", "how many days since [Last Login]"],
  ["tableau", "concatenate [City], [State] and [Postal Code] separated by commas"],
  ["tableau", "bucket Discount: 0 = 'No discount', up to 0.2 = 'Low', above = 'High'"],

  ["looker-studio", "Cost / Conversion"],
  ["looker-studio", "extract hour from Event Timestamp"],
  ["looker-studio", "Sessions where Country is not 'United States'"],
  ["looker-studio", "unique Users in the last 30 days"],
  ["looker-studio", "Campaign name in upper case, trimmed"],
  ["looker-studio", "Quarter start of Order Date"],
  ["looker-studio", "MTD revenue"],
  ["looker-studio", "when Channel is null, show 'Direct'"],

  ["dax", "Avg Sales per Order"],
  ["dax", "Sales MoM %"],
  ["dax", "% share of Sales[Amount] within each region"],
  ["dax", "count of orders with Amount over 1000"],
  ["dax", "Days to Close = close date - created date"],
  ["dax", "customer tier: Gold if total sales > 10000, Silver if > 5000, else Bronze"],
  ["dax", "YoY growth of Orders count"],
  ["dax", "first name & ' ' & last name"],

  ["looker", "what share of the column is ${inventory.count}"],
  ["looker", "moving 3 month sum of ${orders.total_revenue}"],
  ["looker", "${orders.total_sales} minus previous month"],
  ["looker", "rank ascending by ${orders.average_days_to_ship}"],
  ["looker", "months since ${users.created_date}"],
  ["looker", "${orders.discount_amount} with nulls as 0"],
  ["looker", "bucket ${users.age}: <25, 25-40, 40+"],
  ["looker", "last 4 characters of ${orders.tracking_number}"],

  ["excel", "Conversion % = conversions / visits"],
  ["excel", "sum of Amount if Category is 'Travel' and Status is 'Approved'"],
  ["excel", "number of unique products sold in 2024"],
  ["excel", "weekday name of the invoice date"],
  ["excel", "add 2 months to start date"],
  ["excel", "replace 'N/A' in status with blank"],
  ["excel", "rank each rep's sales within their region"],
  ["excel", "lookup the unit cost from 'Cost Table' sheet by SKU"],
];
