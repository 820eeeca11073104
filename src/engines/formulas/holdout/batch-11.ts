import type { Dialect } from "../ir";

/**
 * Hold-out batch 11 (round 6, written before any round-6 fix and before running any of these): 50 fresh
 * requests, 10 per dialect, from finance, SaaS, retail, healthcare, logistics, HR and marketing, in the
 * styles analysts type (chatter, odd casing, quoted/bracketed/plain names, names with numbers and symbols).
 * Checked against corpus.ts and batches 1-10 by word overlap (near-copies reworded before the commit).
 * Verdicts are in batch-11.verdicts.md.
 */
export const batch11: Array<[Dialect, string]> = [
  ["tableau", "hey can you give me Gross Margin % = ([Revenue] - [COGS]) / [Revenue]"],
  ["tableau", "what percent of the total Claims Paid ($) does each payer make up"],
  ["tableau", "running sum of net new ARR over the months"],
  ["tableau", "3 mo moving avg of [Headcount]"],
  ["tableau", "yoy % change in Freight cost"],
  ["tableau", "Can you help me with a calc that keeps only the top 10 SKUs by Units Sold? thanks"],
  ["tableau", "lifetime spend per customer that ignores whatever is in the view"],
  ["tableau", "length of stay in days from [Admit Date] to [Discharge Date]"],
  ["tableau", "Tenure Band from [Years of Service]: under 1, 1-3, 3-5, 5+"],
  ["tableau", "count of unique customers who placed an order in Q4"],

  ["looker-studio", "refund rate % from Refunded Orders and Total Orders"],
  ["looker-studio", "Cart-to-purchase rate = Ecommerce Purchases / Add To Carts"],
  ["looker-studio", "Purchase Revenue from mobile and tablet devices only"],
  ["looker-studio", "count distinct User ID where Event Name = 'purchase'"],
  ["looker-studio", "Basket Size (USD) groups: under 50 'Small', 50 to 200 'Medium', over 200 'Large'"],
  ["looker-studio", "how long in days between First Touch Date and Conversion Date"],
  ["looker-studio", "ISO week of pickup date"],
  ["looker-studio", "show 'No Coupon' when Coupon Code is null"],
  ["looker-studio", "pull the utm_source value out of Landing Page URL"],
  ["looker-studio", "stitch Family Name and Given Name together like 'Smith, Anna'"],

  ["dax", "FYTD Net Revenue, our FY starts July 1"],
  ["dax", "Written Premium SPLY"],
  ["dax", "% of grand total for Claim Amount"],
  ["dax", "rolling 3-month Freight Cost total for my line chart please"],
  ["dax", "distinct patients with Readmitted = TRUE"],
  ["dax", "Average Handle Time = total Handle Seconds / number of calls"],
  ["dax", "rank each product by Profit, ties share a rank with no gaps"],
  ["dax", "Churn Rate = [Churned Customers] / [Starting Customers]"],
  ["dax", "Rebate Amount but show zero instead of blank"],
  ["dax", "last month's Subscription Revenue so I can put it next to this month"],

  ["looker", "${claims.total_paid} as a % of the column"],
  ["looker", "change vs the previous pivot column in ${sales.total_units}"],
  ["looker", "show last row's ${shipments.count} next to it"],
  ["looker", "smooth ${tickets.avg_resolution_hours} with a 3-row trailing mean"],
  ["looker", "which position is each warehouse in by ${warehouses.total_shipments}?"],
  ["looker", "${drivers.last_name}, ${drivers.first_name} as one label"],
  ["looker", "if ${accounts.total_arr} is null show 0"],
  ["looker", "whats the % growth vs 7 rows earlier for ${daily_sales.total_revenue}"],
  ["looker", "how many days did it take from ${leads.created_date} to ${leads.converted_date}"],
  ["looker", "bucket ${patients.age} into 0-17, 18-44, 45-64 and 65+"],

  ["excel", "look up Unit Price from the PriceList sheet for the product code in column A"],
  ["excel", "sum Amount where Region is \"West\" and Month is \"Jan\""],
  ["excel", "avg Salary for the Engineering dept"],
  ["excel", "cumulative Net Cash Flow down the sheet"],
  ["excel", "i need the YTD total of Revenue as of today, the dates are in Invoice Date"],
  ["excel", "rank each rep by Quota Attainment %, highest = 1"],
  ["excel", "Loyalty Level: 'Platinum' when Points >= 10000, 'Gold' when >= 2500, otherwise 'Standard'"],
  ["excel", "how many distinct Patient IDs are there"],
  ["excel", "grab the 3-letter region prefix at the start of Cost Center Code"],
  ["excel", "short weekday name (Mon, Tue...) of Appointment Date"],
];
