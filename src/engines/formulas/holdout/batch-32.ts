import type { Dialect } from "../ir";

/** Hold-out batch 32: hand-written SaaS/ecommerce/insurance/telecom requests, 10 per dialect, ~40% short, ~30% medium, ~30% pasted from Slack/email. */
export const batch32: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "loss ratio from [Claims Paid] and [Earned Premium]"],
  ["tableau", "rank products by total sales"],
  ["tableau", "replace null Data Usage GB with 0"],
  ["tableau", "get the email domain from [User Email]"],
  ["tableau", "3 month moving average of Data Usage GB, current month plus the 2 months before it"],
  ["tableau", "bucket tenure months into 0-12, 13-24 and 25+"],
  ["tableau", "fixed lod: total Revenue per Customer ID regardless of the other dimensions in the view"],
  ["tableau", "Hey - finance wants churned accounts in the plan breakdown. Can you make a calc that counts only subscriptions where Status = \"Cancelled\", using [Subscription ID]?"],
  ["tableau", "from the weekly trading call: the monthly sales trend needs a month-over-month growth % line next to it. can you add a calc for MoM growth of Sales?"],
  ["tableau", "Claims team asked for this: in the bar chart by Claim Type they want each bar shown as a share of all claims. Please give me percent of total of [Claim Amount]."],

  // looker-studio
  ["looker-studio", "count distinct order id"],
  ["looker-studio", "gross margin % from revenue and cogs"],
  ["looker-studio", "ifnull on Region, show Unknown"],
  ["looker-studio", "month number of Policy Start Date"],
  ["looker-studio", "sum of Order Value only for orders where Channel is 'Mobile App'"],
  ["looker-studio", "how many days from Order Date to Delivered Date for each order"],
  ["looker-studio", "case statement on Seats: under 10 = 'Small', 10 to 99 = 'Mid', 100 or more = 'Enterprise'"],
  ["looker-studio", "Hi! The network team wants the outage report grouped by week instead of by day. Can you create a field that truncates Outage Start to the week?"],
  ["looker-studio", "From the underwriting lead: in the policy table they'd like one column that reads like 'AUTO-100234'. Please concatenate Product Line, a dash, and Policy Number."],
  ["looker-studio", "Support asked for this one - the Plan Code field comes in mixed case ('pro_Monthly', 'PRO_monthly' etc.) and the chart splits them up. Can you make an upper case version of Plan Code so they group together?"],

  // dax
  ["dax", "churn rate from sum of Accounts[Churned Count] divided by sum of Accounts[Opening Count]"],
  ["dax", "distinct count of Orders[CustomerID]"],
  ["dax", "ytd Sales[Amount] using 'Date'[Date]"],
  ["dax", "rank Stores[Store Name] by total Sales[Revenue]"],
  ["dax", "total Claims[Amount] where Claims[Status] is \"Approved\""],
  ["dax", "30 day rolling average of daily Usage[Minutes] using the 'Calendar'[Date] table"],
  ["dax", "% of total Sales[Amount] across all Product[Category] values, for a table by category"],
  ["dax", "Message from our CFO: \"Board deck needs YoY growth on bookings - this period vs the same period last year, as a %.\" Can you write the measure? Bookings is SUM(Bookings[Amount]) and we have a 'Date' table."],
  ["dax", "From the sales ops channel: can we get a cumulative count of policies sold on the line chart? Each row in Policies is one policy and dates are in 'Date'[Date]. Running total from the first date, no reset each year."],
  ["dax", "Hi, the ops director pasted this: 'I want to compare each month's tickets to the month before.' Please make a measure for previous month ticket count - tickets are rows in Tickets, dates in 'Date'[Date]."],

  // looker
  ["looker", "running total of ${subscriptions.new_mrr}"],
  ["looker", "rank ${orders.total_revenue}, highest first"],
  ["looker", "coalesce ${usage.data_gb} to 0 when null"],
  ["looker", "percent of column for ${claims.total_paid}"],
  ["looker", "change vs previous row in ${orders.count}, table is sorted by ${orders.created_month} ascending"],
  ["looker", "7 day moving average of ${calls.total_minutes}, dates sorted oldest first"],
  ["looker", "bucket ${accounts.seat_count} into 1-10, 11-50, 51+"],
  ["looker", "From the merch team: the explore is pivoted by ${orders.created_year} and they want this year vs last year side by side. Can you give me the difference between each year's ${orders.total_sales} and the previous pivot column?"],
  ["looker", "Ops asked for a single name label in the policyholder table that looks like 'Smith, John' - we have ${policyholders.last_name} and ${policyholders.first_name}. please combine them."],
  ["looker", "Hi, from the field service lead: they want to know how long each ticket stayed open. Need the number of days between ${tickets.opened_date} and ${tickets.closed_date}."],

  // excel
  ["excel", "conversion rate from Orders and Sessions, no div/0 errors"],
  ["excel", "lookup Plan Name for each Plan ID from the Plans sheet"],
  ["excel", "count unique Customer IDs"],
  ["excel", "running total of premium"],
  ["excel", "total Revenue where Region is \"West\" and Status is \"Shipped\""],
  ["excel", "whole months between Signup Date and Cancel Date"],
  ["excel", "pull the first 3 characters of Phone Number as the area code"],
  ["excel", "Finance pinged: 'what's our YTD revenue as of today?' Order Date and Revenue are the columns - I just need one cell with revenue from Jan 1 this year through today."],
  ["excel", "From the claims analyst: our pivot needs claims grouped by month. Can you give me a column that turns each Claim Date into the first day of its month?"],
  ["excel", "CS lead wants a clean account label for the renewal tracker, like 'Acme Corp (ENT)'. Combine Account Name with Tier in parentheses please."],
];
