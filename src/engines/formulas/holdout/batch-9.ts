import type { Dialect } from "../ir";

/**
 * Hold-out batch 9 (round 5, written after the round-5 robustness pass and before running any of these):
 * 50 fresh requests, 10 per dialect. Checked against corpus.ts and batches 1-8 by word overlap (none
 * above 0.6 Jaccard after rewording the near-copies). Verdicts are in batch-9.verdicts.md.
 */
export const batch9: Array<[Dialect, string]> = [
  ["tableau", "Return Rate = [Returned Qty] / [Quantity]"],
  ["tableau", "what share of total Quantity does each Ship Mode account for"],
  ["tableau", "rolling 6 week sum of orders"],
  ["tableau", "profit growth % vs previous quarter"],
  ["tableau", "avg order value per customer, fixed so view filters dont change it"],
  ["tableau", "flag rows where [Ship Date] is more than 7 days after [Order Date]"],
  ["tableau", "day of week of [Hire Date]"],
  ["tableau", "replace null Segment with 'Unassigned'"],
  ["tableau", "top 3 sub-categories within each region by sales"],
  ["tableau", "earliest [Enrollment Date] per [Student ID]"],

  ["looker-studio", "Cost per Lead = Spend / Leads"],
  ["looker-studio", "Conversions where Default Channel Group is 'Paid Search'"],
  ["looker-studio", "count distinct Session ID where Device Category = mobile"],
  ["looker-studio", "Order Date formatted as YYYY-MM"],
  ["looker-studio", "Landing Page text before the '?'"],
  ["looker-studio", "months since Account Created"],
  ["looker-studio", "ARPU: Total Revenue divided by Active Users"],
  ["looker-studio", "Session Duration buckets: under 30 Short, 30 to 180 Medium, above 180 Long"],
  ["looker-studio", "Campaign Name in lower case without leading/trailing spaces"],
  ["looker-studio", "Refund Amount this year"],

  ["dax", "Total Bookings LY"],
  ["dax", "Gross Bookings YTD compared with prior-year YTD, as %"],
  ["dax", "Discount % = total discount amount over gross sales"],
  ["dax", "% of total Amount across all categories, ignoring the category slicer"],
  ["dax", "trailing 30-day ticket count"],
  ["dax", "distinct customers who bought in the last 12 months"],
  ["dax", "rank stores by average basket size (dense ranking)"],
  ["dax", "average days from Application Date to Hire Date"],
  ["dax", "Sales for the Bikes category only"],
  ["dax", "Net Sales two quarters ago"],

  ["looker", "growth of ${sessions.count} compared with the previous row"],
  ["looker", "running share of total for ${inventory_items.total_cost}"],
  ["looker", "${orders.total_revenue} / ${users.count}, null when no users"],
  ["looker", "extract the quarter number from ${orders.shipped_date}"],
  ["looker", "${products.category} and ${products.brand} joined by ' - '"],
  ["looker", "label ${orders.total_sales} above 10000 as 'Big', otherwise 'Normal'"],
  ["looker", "position of each brand by ${order_items.total_gross_margin}, highest = 1"],
  ["looker", "pct difference between each pivot and the one before for ${order_items.count}"],
  ["looker", "trailing 14 day average of ${events.count}"],
  ["looker", "hours between ${tickets.created_time} and ${tickets.resolved_time}"],

  ["excel", "sum Hours where Employee Type is 'Contractor' and Project is 'Apollo'"],
  ["excel", "pull the manager name from the Staff tab by employee id"],
  ["excel", "month on month % change in Subscribers (one row per month)"],
  ["excel", "cumulative units shipped"],
  ["excel", "how many rows are missing a phone number"],
  ["excel", "get everything after @ in Contact Email"],
  ["excel", "the Monday of the week for Posting Date"],
  ["excel", "Result: 'Pass' when Exam Mark >= 60 else 'Fail'"],
  ["excel", "mean of Rating ignoring 0s"],
  ["excel", "business days it took to approve: Submitted Date to Approved Date"],
];
