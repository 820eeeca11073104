import type { Dialect } from "../ir";

/**
 * Hold-out batch 12 (round 6, written after the batch-11 fixes and before running any of these): 40 fresh
 * requests, 8 per dialect, from hospitality, insurance, SaaS, retail, healthcare, logistics, HR, finance and
 * marketing, in the styles analysts type. Checked against corpus.ts and batches 1-11 by word overlap
 * (near-copies reworded before the commit). Verdicts are in batch-12.verdicts.md.
 */
export const batch12: Array<[Dialect, string]> = [
  ["tableau", "RevPAR: Room Revenue divided by Rooms Available"],
  ["tableau", "running total of [Claims Count] that starts over each year"],
  ["tableau", "rank sales reps by Closed Won Amount within each territory"],
  ["tableau", "true/false: did [Actual Delivery] land after [Promised Delivery]"],
  ["tableau", "first purchase date for every customer id, not affected by filters"],
  ["tableau", "NPS = % promoters (NPS Score 9-10) minus % detractors (0-6)"],
  ["tableau", "Hire Date rolled back to the first day of its month"],
  ["tableau", "text in front of the first '/' in [Bin Location]"],

  ["looker-studio", "Cost per click = Cost / Clicks (null safe pls)"],
  ["looker-studio", "Net Sales excluding Canada"],
  ["looker-studio", "unique Session IDs on weekends only"],
  ["looker-studio", "CAMPAIGN NAME in all caps"],
  ["looker-studio", "hours from Ticket Created to Ticket Closed"],
  ["looker-studio", "Patient Age bands 0-17 / 18-39 / 40-64 / 65 and over"],
  ["looker-studio", "first-of-month version of Invoice Date"],
  ["looker-studio", "Ad Spend with the blanks counted as 0"],

  ["dax", "Sales yoy % with SAMEPERIODLASTYEAR"],
  ["dax", "Units Sold in the past 90 days (counting back from today)"],
  ["dax", "Gross Profit for the quarter so far"],
  ["dax", "how many tickets are still Open (Status = \"Open\")"],
  ["dax", "basket value: Revenue divided by the count of distinct Order Number"],
  ["dax", "what fraction of its Product Category's Revenue does each product bring in"],
  ["dax", "Days Sales Outstanding = Accounts Receivable / Revenue * 365"],
  ["dax", "headcount a year ago"],

  ["looker", "${invoices.total_amount} accumulated row by row"],
  ["looker", "what % of the whole table is each row's ${sessions.count}"],
  ["looker", "${orders.total_sales} minus the value 12 rows up"],
  ["looker", "rank ${products.total_units} smallest first"],
  ["looker", "which year did each customer sign up (${customers.signup_date})"],
  ["looker", "${products.sku} cut down to 4 characters"],
  ["looker", "label ${employees.average_salary}: under 50000 'Low', 50000-100000 'Mid', over 100000 'High'"],
  ["looker", "if ${orders.avg_discount} > 0.2 then \"High Discount\" else \"Normal\""],

  ["excel", "vlookup Employee Name from the Staff sheet with the Employee ID in A2"],
  ["excel", "count rows where Status is \"Overdue\" and Days Outstanding > 30"],
  ["excel", "% change vs the row above in Monthly Revenue"],
  ["excel", "pull the year out of Hire Date"],
  ["excel", "join Street, City and Zip with ', ' between them"],
  ["excel", "round Unit Cost up to the nearest 0.05"],
  ["excel", "how many weekdays fall between Start Date and End Date"],
  ["excel", "mean Transit Days where Carrier = 'FedEx'"],
];
