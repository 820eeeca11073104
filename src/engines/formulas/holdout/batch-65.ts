import type { Dialect } from "../ir";

/** Hold-out batch 65: written by hand without reading the generator, nonprofit/fundraising, city services and law-firm ops requests, mixed informal, precise and pasted-message styles. */
export const batch65: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "fundraising cost ratio - fundraising expense divided by total raised, dont want it to error when total raised is 0"],
  ["tableau", "Percent of total: SUM([Gift Amount]) for each campaign as a share of all campaigns in the view"],
  ["tableau", "can you give me a Running Total of billable hours by month"],
  ["tableau", "From the parks dept Teams chat: \"visitor counts bounce around a lot week to week, can we smooth it out?\" -> 4 week moving average of [Visitors]"],
  ["tableau", "{FIXED} lifetime giving per donor: SUM([Gift Amount]) fixed on [Donor ID]"],
  ["tableau", "number of days between inspection requested date and inspection date"],
  ["tableau", "bucket gift amount into under $100, $100-$999 and $1,000+"],
  ["tableau", "Replace nulls in [Late Fee] with 0"],
  ["tableau", "rank attorneys by total billable hours, highest is 1"],
  ["tableau", "Slack from our development director: \"board deck needs year over year growth on donations.\" Year is on columns - YoY growth % of SUM([Donation Amount]) vs the prior year"],

  // looker-studio
  ["looker-studio", "SUM of Amount where Campaign = 'Year-End Appeal', everything else counts as 0"],
  ["looker-studio", "count of unique donor ids"],
  ["looker-studio", "truncate issue date to the month for the permits report"],
  ["looker-studio", "i need full name from first name and last name with a space between"],
  ["looker-studio", "First 3 characters of Matter Number (that's our practice group code)"],
  ["looker-studio", "Email from the finance lead: \"Please add collection rate to the AR dashboard - collected over invoiced.\" Fields are Amount Collected and Amount Invoiced, guard against zero invoiced"],
  ["looker-studio", "group days open into 0-7, 8-30, 31+ for the 311 tickets"],
  ["looker-studio", "if Assigned Inspector is null show 'Unassigned'"],
  ["looker-studio", "Slack from 311 ops: \"how long are tickets taking to close?\" -> number of days from Created Date to Closed Date"],
  ["looker-studio", "count of inspections where Result = 'Fail'"],

  // dax
  ["dax", "ytd donations, sum of Donations[Amount] with the 'Date'[Date] calendar"],
  ["dax", "Teams message from the managing partner: \"are we billing more hours than this time last year?\" -> YoY % change measure for SUM(TimeEntries[Hours]) using SAMEPERIODLASTYEAR"],
  ["dax", "Previous month total of Invoices[Invoice Amount] using DATEADD on 'Date'[Date]"],
  ["dax", "realization rate = billed amount / worked value from TimeEntries[Billed Amount] and TimeEntries[Worked Value]"],
  ["dax", "% of total permits for each permit type (Permits table, Permits[Permit Type])"],
  ["dax", "distinct count of cardholders in checkouts, Checkouts[Cardholder ID]"],
  ["dax", "CALCULATE the total of Pledges[Amount] where Pledges[Campaign] = \"Spring Gala\""],
  ["dax", "RANKX measure: rank each TimeEntries[Attorney] by total TimeEntries[Hours], most hours = 1"],
  ["dax", "From the grants manager's email: \"can we see a cumulative line of grant dollars received over time?\" -> running total of Grants[Amount Received] over 'Date'[Date]"],
  ["dax", "Calculated column: days between Invoices[Invoice Date] and Invoices[Paid Date]"],

  // looker
  ["looker", "running total of ${donations.total_amount}"],
  ["looker", "Change from previous row: ${permits.count} minus the row above it"],
  ["looker", "percent of total for ${matters.total_billed}"],
  ["looker", "Slack from library analytics: \"checkouts are pivoted by month, we want change vs the prior month column\" -> ${checkouts.count} minus the previous pivot column"],
  ["looker", "rank parks by ${park_visits.total_visitors}"],
  ["looker", "calc for a 7 day moving avg of ${service_requests.count}"],
  ["looker", "average gift = ${donations.total_amount} / ${donations.gift_count}, return null when gift count is 0"],
  ["looker", "combine client name and matter number like 'Acme Corp - 2024-0113' using ${matters.client_name} and ${matters.matter_number}"],
  ["looker", "Show 0 instead of null for ${invoices.total_paid}"],
  ["looker", "month number from ${service_requests.created_date}"],

  // excel
  ["excel", "Teams msg from billing: \"rates live on the Rates tab now.\" -> look up the Hourly Rate for each Timekeeper ID from the Rates sheet (ID in column A, rate in column B there)"],
  ["excel", "SUMIFS: Amount where Campaign = \"Spring Appeal\" and Fiscal Year = 2024"],
  ["excel", "ytd donations: total Amount where Gift Date is from Jan 1 this year through today"],
  ["excel", "running total of Billable hours"],
  ["excel", "3 month moving average of total gifts, one row per month"],
  ["excel", "first day of the month for invoice date"],
  ["excel", "PROPER case the Volunteer Name column"],
  ["excel", "each library branch's share of total checkouts"],
  ["excel", "Bucket Matter Age Days into \"0-30\", \"31-90\" and \"Over 90\""],
  ["excel", "rank donors by lifetime giving, biggest = 1"],
];
