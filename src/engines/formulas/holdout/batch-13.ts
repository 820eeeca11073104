import type { Dialect } from "../ir";

/**
 * Hold-out batch 13 (round 7, written after the round-7 class fixes — qualifier pass, Title-Case names,
 * written-formula operands, separators — and before running any of these): 40 fresh requests, 8 per dialect,
 * from support, education, airlines, nonprofits, energy, real estate, gaming, web analytics, retail, insurance,
 * healthcare, manufacturing, mobility, payments, SaaS, publishing, banking and finance, in the styles analysts
 * type. Checked against corpus.ts and batches 1-12 by word overlap (near-copies reworded before the commit).
 * Verdicts are in batch-13.verdicts.md.
 */
export const batch13: Array<[Dialect, string]> = [
  ["tableau", "average ticket resolution time in hours from [Opened At] to [Closed At]"],
  ["tableau", "% of students who passed (Score >= 60)"],
  ["tableau", "Load Factor = Passengers Boarded / Seats Available"],
  ["tableau", "days since each donor's most recent gift, regardless of view filters"],
  ["tableau", "3-month rolling sum of kWh Consumed"],
  ["tableau", "label properties 'Luxury' when List Price is above 1000000, otherwise 'Standard'"],
  ["tableau", "year over year change in Monthly Active Players"],
  ["tableau", "area code (first 3 digits) of [Phone Number]"],

  ["looker-studio", "Engaged Sessions as a fraction of Sessions"],
  ["looker-studio", 'Revenue from returning customers only (Customer Type = "Returning")'],
  ["looker-studio", "ISO year-week like 2025-W07 from Delivery Date"],
  ["looker-studio", "Country Code in upper case with spaces trimmed"],
  ["looker-studio", "Avg Basket Size = Revenue / Transactions, 0 when there are no transactions"],
  ["looker-studio", "Cart Value tiers: below 25 = 'Low', 25-99 = 'Mid', 100 and up = 'High'"],
  ["looker-studio", "share of Total Users that are new (New vs Returning = 'new')"],
  ["looker-studio", "'Brand' if Campaign Name contains 'brand', else 'Non-brand'"],

  ["dax", "Premiums Written fiscal year to date, fiscal year starts April 1"],
  ["dax", "average Length of Stay across admissions"],
  ["dax", "count of customers with Churn Flag = 1"],
  ["dax", "Net Sales of each store as % of its district's Net Sales"],
  ["dax", "Contribution Margin = Revenue - Variable Costs - Shipping Fees"],
  ["dax", "Energy Output for the previous quarter"],
  ["dax", "rank products by Units Returned, most returns = 1"],
  ["dax", "Inventory Turnover = COGS / Average Inventory"],

  ["looker", "${trips.total_distance} divided by ${trips.count}"],
  ["looker", "cumulative share of all users from ${users.count}, row by row"],
  ["looker", "${subscriptions.mrr} percent change from the previous row"],
  ["looker", 'if ${tickets.priority} is "P1" then "Urgent" else "Normal"'],
  ["looker", "hours between ${shipments.picked_up_time} and ${shipments.delivered_time}"],
  ["looker", "difference between ${orders.revenue} and the column average"],
  ["looker", "${articles.title} shortened to 40 characters with '...' at the end"],
  ["looker", "${accounts.balance} rounded to the nearest hundred"],

  ["excel", 'sum of Amount where Category is "Travel" and Month is "March"'],
  ["excel", "tenure in completed months from Start Date to today"],
  ["excel", "Markup % = (Price - Unit Cost) / Unit Cost"],
  ["excel", "flag Invoice IDs that appear more than once"],
  ["excel", "Due Date 30 days after Invoice Date"],
  ["excel", "last name from Full Name (everything after the space)"],
  ["excel", "running balance: previous balance plus Deposits minus Withdrawals"],
  ["excel", "average Order Value in Q1 2025"],
];
