import type { Dialect } from "../ir";

/** Hold-out batch 36: hand-written everyday requests (construction, public health, media/publishing, transport), 10 per dialect, one family per request, 40% short / 30% medium / 30% chat-with-context. */
export const batch36: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "vaccination rate from Doses Administered and Population"],
  ["tableau", "running total of ridership by month"],
  ["tableau", "count distinct [Subscriber ID]"],
  ["tableau", "year of [Publish Date]"],
  ["tableau", "flag the top 10 routes by total Passengers"],
  ["tableau", "sum of [Case Count] for the \"North\" region only"],
  ["tableau", "average [Delay Minutes] per route that ignores the Month in the view, use EXCLUDE"],
  ["tableau", "I work in public health tracking respiratory illness. my line chart shows SUM([New Cases]) by day of [Report Date]. can you give me a 7 day rolling average of new cases?"],
  ["tableau", "our project portfolio dashboard lists every construction project with its [Contract Value]. i need a field that buckets them into Under 1M, 1M-10M and Over 10M"],
  ["tableau", "We're a book publisher and the table shows each title with [Author First Name] and [Author Last Name]. need a byline field that reads like 'By Jane Smith'"],

  // looker-studio
  ["looker-studio", "on-time % from On Time Trips and Total Trips"],
  ["looker-studio", "month of inspection date"],
  ["looker-studio", "uppercase the Route Name"],
  ["looker-studio", "number of unique patient ids"],
  ["looker-studio", "combine Line Name and Direction so it reads like 'Red Line - Northbound'"],
  ["looker-studio", "days between Permit Submitted Date and Permit Approved Date"],
  ["looker-studio", "count of inspections where Result is \"Fail\""],
  ["looker-studio", "In our fleet report some buses don't have a Depot assigned and the table shows null. can you make it show 'Unassigned' instead?"],
  ["looker-studio", "i run the subscriptions dashboard for a news site. each row has a Signup Date and i want to group signups by quarter, so truncate Signup Date to the start of the quarter"],
  ["looker-studio", "Public health survey data, one row per respondent with a BMI field. i need a category: under 18.5 Underweight, 18.5 to under 25 Normal, 25 to under 30 Overweight, 30 and up Obese"],

  // dax
  ["dax", "YTD passengers from Trips[Passengers] using 'Date'[Date]"],
  ["dax", "distinct count of Sites[Site ID]"],
  ["dax", "incidents per 100 workers from Safety[Incidents] and Safety[Headcount]"],
  ["dax", "ad revenue same period last year"],
  ["dax", "% of total Cases[Case Count] by county, total should be across all counties"],
  ["dax", "rank routes by total Trips[Delay Minutes], highest first"],
  ["dax", "sum of Projects[Contract Value] where Projects[Status] = \"Active\""],
  ["dax", "I'm on the circulation team at a magazine. The matrix shows total Subscriptions[Paid Copies] by month from the 'Date' table. I need a month over month growth % measure"],
  ["dax", "construction tracker: each row of the Projects table has Projects[Start Date] and Projects[Completion Date]. please add a calculated column with the number of days it took to complete"],
  ["dax", "we're charting vaccine rollout for the county health dept. need a cumulative total of Vaccinations[Doses] over time, using 'Date'[Date] on the axis"],

  // looker
  ["looker", "running total of ${trips.count}"],
  ["looker", "percent of column for ${articles.total_pageviews}"],
  ["looker", "rank ${projects.total_cost}"],
  ["looker", "change vs previous row for ${cases.count}"],
  ["looker", "3 month moving average of ${ridership.total_boardings}, rows are sorted by month ascending"],
  ["looker", "year over year % change in ${subscriptions.total_revenue}, years are pivoted across the top oldest to newest"],
  ["looker", "if ${inspections.fail_count} is null show 0 instead"],
  ["looker", "Our freight dispatch explore has ${shipments.pickup_date} and ${shipments.delivery_date} as dimensions. I need a table calc for days in transit"],
  ["looker", "transit ops here. the table has ${trips.delay_minutes} per trip and i want to label each one: 'On time' if under 5, 'Minor delay' for 5 to 15, 'Major delay' if over 15"],
  ["looker", "We're a publisher and ${authors.full_name} has names like 'Toni Morrison'. can you pull out just the last name with a table calc?"],

  // excel
  ["excel", "cost per mile from Fuel Cost and Miles"],
  ["excel", "running total of Doses Given"],
  ["excel", "count distinct Site IDs"],
  ["excel", "weekday name of Publish Date"],
  ["excel", "look up the Contractor Name for each Contractor ID from the Contractors sheet (ID in column A, name in column B)"],
  ["excel", "average Response Time where Region is \"Rural\""],
  ["excel", "rank each route by Annual Ridership, biggest = 1"],
  ["excel", "I have a sheet from our publishing house listing each book Title with its Units Sold. can you give me each title's share of total units as a %?"],
  ["excel", "construction firm here, the sheet has Year and Revenue with one row per year sorted oldest first. i need growth % vs the prior year"],
  ["excel", "This is a clinic testing log. the Test Result column is blank for tests that haven't come back yet. I want a column that shows the result, or 'Pending' when it's blank"],
];
