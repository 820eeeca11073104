import type { Dialect } from "../ir";

/** Hold-out batch 40: a week of requests at a mid-size analytics team (pharma sales, car rental, online education, grocery); ~50% short, 30% medium, 20% chat-style. */
export const batch40: Array<[Dialect, string]> = [
  ["tableau", "gross margin from [Sales] and [COGS]"],
  ["looker-studio", "revenue per rental day from Revenue and Rental Days"],
  ["dax", "ytd Sales[Net Sales]"],
  ["looker", "running total of ${rentals.total_revenue}"],
  ["excel", "gross margin % from revenue and cogs"],

  ["tableau", "running total of rental revenue"],
  ["looker-studio", "total Sales where Department is Produce and Store Type is \"Supercenter\""],
  ["dax", "Sales[Net Sales] same period last year"],
  ["looker", "percent of column for ${orders.total_sales}"],
  ["excel", "lookup unit price for each Product ID from the Prices sheet"],

  ["tableau", "Count Distinct prescriber id"],
  ["looker-studio", "truncate order date to week"],
  ["dax", "YoY growth % of Rentals[Revenue] vs same period last year"],
  ["looker", "change vs previous row of ${enrollments.count}"],
  ["excel", "running total of Revenue"],

  ["tableau", "total enrollments per course, fixed at the Course level so it ignores the other dimensions in the view"],
  ["looker-studio", "count unique Student ID where Lessons Completed is at least 1"],
  ["dax", "% of total revenue across all Rentals[Branch]"],
  ["looker", "7 day moving average of ${sales.net_sales}, current row plus the 6 rows before"],
  ["excel", "sum of Rental Amount where Vehicle Class is SUV"],

  ["tableau", "the territory managers want to see momentum. can you give me month over month % change in NET sales"],
  ["looker-studio", "course title in upper case"],
  ["dax", "count unique Orders[Customer ID]"],
  ["looker", "rank ${scripts.total_trx}"],
  ["excel", "count unique customer ids"],

  ["tableau", "bucket Rental Days into 1-3, 4-7 and 8+ days"],
  ["looker-studio", "finance wants orders split by script size. bucket Quantity into small under 30, medium 30 to 89, large 90 and up"],
  ["dax", "the brand team reviews reps every monday. rank Scripts[Rep] by total Scripts[TRx], 1 = highest"],
  ["looker", "the explore is pivoted by month. i need the difference from the previous pivot column for ${rentals.count}"],
  ["excel", "our course catalog export comes in all caps. can you convert Course Name to proper case"],

  ["tableau", "days between pickup date and return date"],
  ["looker-studio", "days from Enrollment Date to Completion Date"],
  ["dax", "calc for previous month Enrollments[Revenue] using dateadd"],
  ["looker", "margin % from ${sales.revenue} and ${sales.cost}, return 0 when revenue is 0"],
  ["excel", "average Basket Size for the Downtown store in 2024"],

  ["tableau", "replace null Discount with 0"],
  ["looker-studio", "if Coupon Code is null show 'No Coupon' otherwise the code"],
  ["dax", "total Sales[Amount] where Products[Category] is Organic"],
  ["looker", "year of ${enrollments.created_date}"],
  ["excel", "weekday name of pickup date"],

  ["tableau", "rank each Drug by total Scripts, highest first"],
  ["looker-studio", "this is for the fleet utilization dashboard. i need utilization % = Rented Days / Available Days, and it shouldn't break when Available Days is 0"],
  ["dax", "3 month rolling average of Sales[Amount] using the 'Date' table"],
  ["looker", "some stores haven't recorded shrink yet. show ${inventory.shrink_units} but 0 when it's null"],
  ["excel", "reps log calls every day in a sheet. i need a 7 day moving average of Calls"],

  ["tableau", "building a learner roster for the instructors. i need Full Name from First Name and Last Name with a space between"],
  ["looker-studio", "first 2 characters of branch code"],
  ["dax", "for the completion report i need a calculated column with the number of days between Enrollments[Start Date] and Enrollments[End Date]"],
  ["looker", "label ${courses.completion_rate} as High above 0.8, Medium from 0.5 to 0.8, Low below 0.5"],
  ["excel", "rank each Store by Weekly Sales, highest = 1"],
];
