import type { Dialect } from "../ir";

/** Hold-out batch 35: hand-written everyday requests (retail chains, HR/people analytics, marketing agencies, sports/fitness), 10 per dialect, one family per request, ~50% short / 35% medium / 15% chat. */
export const batch35: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "profit margin from [Gross Profit] and [Net Sales]"],
  ["tableau", "can you give me % of total revenue per store"],
  ["tableau", "7 day moving avg of class bookings"],
  ["tableau", "YoY growth % in [Ad Spend] for each client, compare each year to the year before"],
  ["tableau", "rank employees by Performance score"],
  ["tableau", "bucket member Age into under 25, 25-44, 45-64 and 65+"],
  ["tableau", "i need lifetime spend per customer using a FIXED lod on [Customer ID] so it ignores whatever is in the view"],
  ["tableau", "days between hire date and termination date"],
  ["tableau", "pull the first name out of [Athlete Name], names are written like 'Serena Williams'"],
  ["tableau", "we're building a churn dashboard for our gym chain. some members don't have a [Last Visit Date] yet. i need a field that shows the last visit date but falls back to [Join Date] when it's null"],

  // looker-studio
  ["looker-studio", "click through rate from Clicks and Impressions"],
  ["looker-studio", "how many unique Member IDs"],
  ["looker-studio", "truncate signup date to month"],
  ["looker-studio", "replace null Coach Name with 'Unassigned'"],
  ["looker-studio", "store code in upper case"],
  ["looker-studio", "calc for revenue from online orders only (Channel = \"Online\"), other channels count as 0"],
  ["looker-studio", "employee tenure in days from Hire Date until today"],
  ["looker-studio", "bucket CPC into Low under 1, Mid from 1 to 3 and High above 3"],
  ["looker-studio", "our agency names every campaign like 'clientname_q3_search'. in the report i want a field with just the client name, i.e. the part of Campaign before the first underscore"],
  ["looker-studio", "hr headcount report: I have First Name and Last Name as separate fields and want one display field formatted 'Last, First' for the table"],

  // dax
  ["dax", "conversion rate measure from Funnel[Signups] and Funnel[Leads]"],
  ["dax", "sales ytd for Sales[Amount]"],
  ["dax", "% of total revenue by gym, Memberships[Revenue]"],
  ["dax", "rank Stores[Store Name] by total Sales[Amount]"],
  ["dax", "number of unique clients in Projects[Client ID]"],
  ["dax", "yoy % growth for Sales[Net Sales] vs the same period last year, I have a 'Date' table"],
  ["dax", "month over month change in Spend[Cost] using DATEADD on 'Date'[Date]"],
  ["dax", "running total of Attendance[Visits] over dates, never resetting"],
  ["dax", "7 day moving average of daily Checkins[Count] using the Date table"],
  ["dax", "in our HR model the Employees table has a [Salary] column. I need a calculated column that labels each person 'Under 50k', '50k-100k' or '100k+' so we can slice by pay band"],

  // looker
  ["looker", "cost per lead from ${campaigns.total_cost} and ${campaigns.total_leads}"],
  ["looker", "percent of column for ${orders.total_sales}"],
  ["looker", "running total of ${members.new_signups}"],
  ["looker", "rank reps by ${sales.total_revenue}"],
  ["looker", "fill nulls in ${employees.avg_rating} with 0"],
  ["looker", "% change vs previous row for ${web.sessions}, rows are months sorted oldest first"],
  ["looker", "4 week moving average of ${workouts.total_sessions}, one row per week sorted ascending"],
  ["looker", "i need days between ${employees.hire_date} and ${employees.termination_date} as a table calc"],
  ["looker", "my explore is pivoted by year (2023, 2024, 2025 columns) and rows are store regions. I want YoY growth % of ${sales.total_sales} in each pivot column compared to the previous year column"],
  ["looker", "agency explore with ${clients.monthly_retainer}. the account team wants a tier label: 'Small' below 5000, 'Medium' from 5000 to 20000, 'Large' above that"],

  // excel
  ["excel", "xlookup the Unit Price for each SKU from the Products table"],
  ["excel", "% of total sales"],
  ["excel", "running total of Units Sold"],
  ["excel", "rank athletes by Total Points"],
  ["excel", "count unique Employee IDs"],
  ["excel", "sum of Spend where Client is \"Acme\" and Channel is \"Social\""],
  ["excel", "years of service from Hire Date to today, whole years only"],
  ["excel", "7 day moving average of Daily Revenue, one row per day sorted by date"],
  ["excel", "I track attendance at my fitness studio, columns are Class Name and Attendees. I'd like a column that flags each class 'Full' if Attendees is 20 or more, 'OK' for 10-19, otherwise 'Low'"],
  ["excel", "our retail payroll export has First Name and Last Name in lower case like 'maria' and 'lopez'. need one column that says 'Maria Lopez', properly capitalized"],
];
