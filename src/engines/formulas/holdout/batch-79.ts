import type { Dialect } from "../ir";

/** Hold-out batch 79: hand-written by a tester in the voice of non-specialist staff at a small accounting firm, a property manager and a coworking operator (clients, invoices, timesheets, rent roll, leases, occupancy, desks, memberships). */
export const batch79: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "collection rate for each client = Amount Paid / Invoice Amount, but don't let it error when invoice amount is 0"],
  ["tableau", "what percent of total rent does each property bring in? the field is [Monthly Rent]"],
  ["tableau", "Running total of billable hours by week"],
  ["tableau", "3 month moving average of occupied desks (field is called Occupied Desks)"],
  ["tableau", "yoy growth % for Membership Revenue, my view is by year"],
  ["tableau", "i need the total hours per client on every timesheet row no matter what else is in the view. fields: [Client], [Hours]"],
  ["tableau", "view shows Building and Unit. I want each row to also show the building's average [Monthly Rent], so leave Unit out of the calc"],
  ["tableau", "occupancy band from [Occupancy Rate] (its a decimal like 0.85): below 0.7 is Low, 0.7 up to 0.9 is Medium, 0.9 and above is High"],
  ["tableau", "days from Invoice Date to Paid Date"],
  ["tableau", "lease start date rounded down to the month please, field is [Lease Start Date]"],

  // looker-studio
  ["looker-studio", "average hourly rate = Billed Amount / Hours, give null if hours are 0"],
  ["looker-studio", "lease type from Lease Term Months: less than 12 = Short, 12 to 36 = Standard, more than 36 = Long"],
  ["looker-studio", "total of overdue invoices only - sum Invoice Amount where Status is \"Overdue\""],
  ["looker-studio", "how many unique members made a booking? member field is Member ID"],
  ["looker-studio", "what year did each client sign up, from Signup Date"],
  ["looker-studio", "Invoice Month = first day of the month of Invoice Date"],
  ["looker-studio", "if Account Manager is null show 'Unassigned' instead"],
  ["looker-studio", "tenant full name: First Name, a space, then Last Name"],
  ["looker-studio", "just the first 3 characters of Building Code"],
  ["looker-studio", "Client Name in all caps"],

  // dax
  ["dax", "% of total fees for each client. amounts are Invoices[Amount] and the client is Invoices[Client]"],
  ["dax", "running total of new memberships over time. one row per membership in the Memberships table, Memberships[Start Date] is linked to 'Date'[Date]"],
  ["dax", "rent collected year to date, Payments[Amount], date table is 'Date'[Date]"],
  ["dax", "membership fees same period last year - Memberships[Fee], calendar table is Calendar[Date]"],
  ["dax", "% change in billable hours vs previous month. Timesheets[Hours] and 'Date'[Date]"],
  ["dax", "rank clients by total invoiced, biggest = 1. Clients[Client Name] and Invoices[Amount]"],
  ["dax", "count of active leases, where Leases[Status] = \"Active\""],
  ["dax", "number of distinct tenants from Leases[TenantID]"],
  ["dax", "calculated column: days late = number of days from Invoices[DueDate] to Invoices[PaidDate]"],
  ["dax", "calculated column for an address label: Properties[Street] then a comma and space then Properties[City]"],

  // looker
  ["looker", "revenue per occupied desk: ${memberships.total_revenue} divided by ${desks.occupied_count}, leave it blank when no desks are occupied"],
  ["looker", "percent of total rent for each property using ${rent_roll.total_rent}"],
  ["looker", "running total of ${invoices.total_amount}"],
  ["looker", "4 week moving average of ${bookings.count}, rows are weeks oldest first"],
  ["looker", "change in ${occupancy.occupied_desks} vs the previous month. rows are sorted by month, oldest at the top"],
  ["looker", "my table is pivoted by year. growth % vs the previous year column for ${timesheets.total_hours}"],
  ["looker", "flag the Top 5 clients by ${clients.total_fees} (yes/no)"],
  ["looker", "show 0 instead of null for ${invoices.total_late_fees}"],
  ["looker", "lease length in days from ${leases.start_date} to ${leases.end_date}"],
  ["looker", "client label like \"Acme Ltd (C-102)\" using ${clients.name} and ${clients.code}"],

  // excel
  ["excel", "look up the hourly rate for the client in A2. the rates table is on a sheet called Rates, client names in column A and the rate in column B"],
  ["excel", "get the tenant name for the unit in B2 from the Units sheet - unit numbers are in column C there and tenant names are in column A"],
  ["excel", "total rent for building \"Maple Court\" that has been paid. building name is column B, rent is column D, status is column E (\"Paid\")"],
  ["excel", "how many different clients are in A2:A500? there are no blanks"],
  ["excel", "ytd invoiced total: dates are in column A, amounts in column B. i want the year to date total up to the date on this row"],
  ["excel", "rank each member's monthly spend in C2:C200, highest spend gets 1"],
  ["excel", "size category from the desk count in column C: 1-5 Small, 6-20 Medium, more than 20 Large"],
  ["excel", "first day of the month for the invoice date in A2"],
  ["excel", "unit number is everything after the dash in A2, e.g. BLDG-104 -> 104"],
  ["excel", "if the Late Fee in column F is blank show 0, otherwise the fee"],
];
