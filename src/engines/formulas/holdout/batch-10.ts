import type { Dialect } from "../ir";

/**
 * Hold-out batch 10 (round 5, written after the batch-9 fixes and before running any of these): 40 fresh
 * requests, 8 per dialect. Checked against corpus.ts and batches 1-9 by word overlap (near-copies reworded
 * before the commit). Verdicts are in batch-10.verdicts.md.
 */
export const batch10: Array<[Dialect, string]> = [
  ["tableau", "Utilization % = billable hours / total hours"],
  ["tableau", "% of total tickets by priority"],
  ["tableau", "running count of distinct patients by admission date"],
  ["tableau", "Sales this week compared with week 52 weeks earlier"],
  ["tableau", "average order size using INCLUDE [Order ID]"],
  ["tableau", "if [Days Late] > 0 then 'Late' else 'On Time'"],
  ["tableau", "hours between [Check In] and [Check Out]"],
  ["tableau", "combine [Country] and [City] with ' / '"],

  ["looker-studio", "Item Revenue divided by Items Purchased"],
  ["looker-studio", "Sessions from Organic Search"],
  ["looker-studio", "Add-to-cart rate: Add To Carts over Item Views"],
  ["looker-studio", "first 5 characters of Page Path"],
  ["looker-studio", "quarter of Event Date"],
  ["looker-studio", "Users where Country is United States or Canada"],
  ["looker-studio", "replace empty Campaign with '(not set)'"],
  ["looker-studio", "weeks from Trial Start to Subscription Date"],

  ["dax", "Bookings quarter-to-date measure"],
  ["dax", "Customers MoM growth %"],
  ["dax", "[Total Sales] as a share of its Territory"],
  ["dax", "rank salespeople by Sales[Amount] within their team"],
  ["dax", "number of shipments with Carrier = 'UPS'"],
  ["dax", "Avg Discount for the Online channel"],
  ["dax", "Sales same period 2 years ago"],
  ["dax", "Headcount-weighted profit: total Profit per distinct Employee ID"],

  ["looker", "margin: ${order_items.total_margin} over ${order_items.total_sale_price}"],
  ["looker", "cumulative ${page_views.count} down the table"],
  ["looker", "${products.retail_price} rounded to 2 decimals"],
  ["looker", "moving 5-row sum of ${returns.count}"],
  ["looker", "${users.count} as percent of the row total across pivots"],
  ["looker", "day of month from ${orders.delivered_date}"],
  ["looker", "${users.email} without the domain"],
  ["looker", "${inventory.days_in_stock} over 90 is 'Aged', otherwise 'Fresh'"],

  ["excel", "Commission = 5% of Sales if Sales > 10000 else 0"],
  ["excel", "count of invoices over 5000 for customer 'Acme'"],
  ["excel", "index match the rate from the Rates sheet using currency code"],
  ["excel", "how many days late each invoice is vs Due Date"],
  ["excel", "year and quarter label like 2024-Q1 from Order Date"],
  ["excel", "unique Vendor IDs in 2023"],
  ["excel", "capitalise each word of Street Address"],
  ["excel", "7 row moving average of Close Price"],
];
