import type { Dialect } from "../ir";

/**
 * Round-3 phrasing variants (written 2026-11-21 ~09:55 UTC, before running them). For each supported
 * family one simple request that the corpus already answers is rewritten the way analysts type:
 * reordered clauses, synonyms, filler, field names in [brackets]/"quotes"/`backticks`/snake_case/
 * CamelCase, odd casing, trailing punctuation, per/by/for each, relative periods. Verdicts are in
 * variants-round3.verdicts.md. Print: `npx tsx src/engines/formulas/holdout/print.ts v3`.
 */
export const variantsRound3: Array<[string, Dialect, string]> = [
  // ratio / margin — base: "profit margin from Sales and Cost" / "Profit ratio = [Profit] / [Sales]"
  ["ratio", "tableau", "I need a calc that gives profit divided by sales"],
  ["ratio", "tableau", "profit / sales."],
  ["ratio", "looker-studio", "can you give me the ratio of `profit` to `revenue`?"],
  ["ratio", "dax", "Profit Margin %"],
  ["ratio", "dax", "margin = profit_amount / sales_amount"],
  ["ratio", "excel", "please calculate ProfitMargin from Revenue and Cost"],
  // percent of total — base: "percent of total sales"
  ["percentOfTotal", "tableau", "sales as a % of total"],
  ["percentOfTotal", "tableau", "by region, share of total revenue"],
  ["percentOfTotal", "looker-studio", "pct of total sales"],
  ["percentOfTotal", "dax", "each category's share of total [Sales]"],
  ["percentOfTotal", "looker", "percent of total for ${orders.count}"],
  ["percentOfTotal", "excel", "what percentage of the total is each amount"],
  // running total — base: "running total of sales"
  ["runningTotal", "tableau", "cumulative revenue"],
  ["runningTotal", "tableau", "Running Total of [Sales]!"],
  ["runningTotal", "looker-studio", "running sum of \"amount\""],
  ["runningTotal", "dax", "cumulative total of sales over date"],
  ["runningTotal", "looker", "cumulative sum of ${orders.total_revenue}"],
  ["runningTotal", "excel", "running total of the amount column please"],
  // moving average — base: "7 day moving average of revenue"
  ["movingAverage", "tableau", "rolling 7-day avg of sales"],
  ["movingAverage", "tableau", "moving average of revenue over the last 3 months"],
  ["movingAverage", "looker-studio", "7 day moving avg of sessions"],
  ["movingAverage", "dax", "30 day rolling mean of revenue"],
  ["movingAverage", "looker", "3 row moving average of ${orders.count}"],
  ["movingAverage", "excel", "3 period moving average of sales"],
  // period-over-period — base: "month over month change in revenue", "YoY growth %"
  ["periodChange", "tableau", "revenue growth vs last month %"],
  ["periodChange", "tableau", "MoM % change of sales"],
  ["periodChange", "looker-studio", "year over year change in revenue"],
  ["periodChange", "dax", "sales vs same period last year"],
  ["periodChange", "looker", "% change vs previous row for ${orders.total_sales}"],
  ["periodChange", "excel", "percent change from previous month in sales"],
  // YTD — base: "YTD sales"
  ["periodToDate", "tableau", "year to date revenue"],
  ["periodToDate", "tableau", "Sales YTD."],
  ["periodToDate", "looker-studio", "year-to-date sales"],
  ["periodToDate", "dax", "revenue year to date"],
  ["periodToDate", "dax", "MTD sales"],
  ["periodToDate", "excel", "ytd total of sales"],
  // rank / top N — base: "rank customers by total sales", "top 10 customers by sales"
  ["rank", "tableau", "rank of each customer by sales"],
  ["rank", "tableau", "top 5 products by revenue?"],
  ["rank", "looker-studio", "rank regions by revenue"],
  ["rank", "dax", "ranking of products based on total revenue"],
  ["rank", "looker", "top 10 by ${orders.total_revenue}"],
  ["rank", "excel", "rank each sales value from highest to lowest"],
  // buckets / conditions — base: "bucket age into under 18, 18-64, 65+"
  ["buckets", "tableau", "group age into bands: under 18, 18-64 and 65+"],
  ["buckets", "tableau", "if sales > 1000 then 'High' else 'Low'"],
  ["buckets", "looker-studio", "categorize order value as small under 50, medium under 200, otherwise large"],
  ["buckets", "dax", "label profit as Loss when negative otherwise Profit"],
  ["buckets", "looker", "if ${orders.total_revenue} > 1000 then \"Big\" else \"Small\""],
  ["buckets", "excel", "bucket age into under 18, 18-64, 65+"],
  // conditional aggregates — base: "sales for the East region only", "sum of sales where region is East"
  ["conditionalAgg", "tableau", "total sales where region = 'East'"],
  ["conditionalAgg", "tableau", "avg discount for Furniture category"],
  ["conditionalAgg", "looker-studio", "number of orders where status is 'Completed'"],
  ["conditionalAgg", "dax", "revenue in the West region"],
  ["conditionalAgg", "looker", "count of ${orders.id} where ${orders.status} is \"complete\""],
  ["conditionalAgg", "excel", "how many orders have status shipped"],
  // count distinct — base: "count distinct customers"
  ["countDistinct", "tableau", "number of unique customers"],
  ["countDistinct", "tableau", "how many distinct [Customer ID]s"],
  ["countDistinct", "looker-studio", "unique count of user_id"],
  ["countDistinct", "dax", "distinct count of CustomerKey"],
  ["countDistinct", "looker-studio", "count of distinct sessions per day"],
  ["countDistinct", "excel", "how many unique customers are there"],
  // dates — base: "days between order date and ship date", "extract the month from [Order Date]"
  ["dates", "tableau", "number of days from order date to ship date"],
  ["dates", "tableau", "month of order_date"],
  ["dates", "looker-studio", "truncate `Order Date` to week"],
  ["dates", "dax", "year from OrderDate"],
  ["dates", "looker", "months between ${users.created_date} and ${orders.created_date}"],
  ["dates", "excel", "difference in days between start date and end date"],
  // null handling — base: "replace null sales with 0"
  ["nulls", "tableau", "if sales is null then 0"],
  ["nulls", "tableau", "treat missing revenue as zero"],
  ["nulls", "looker-studio", "default null region to 'Unknown'"],
  ["nulls", "dax", "replace blank sales with 0"],
  ["nulls", "looker", "replace null ${orders.discount} with 0"],
  ["nulls", "excel", "show 0 when amount is blank"],
  // strings — base: "combine first name and last name with a space", "uppercase customer name"
  ["strings", "tableau", "concatenate first_name and last_name"],
  ["strings", "tableau", "make [Customer Name] lowercase"],
  ["strings", "looker-studio", "first 5 characters of the product code"],
  ["strings", "dax", "full name from FirstName and LastName"],
  ["strings", "looker", "lower case ${users.email}"],
  ["strings", "excel", "join city and state with a comma"],
  // Excel lookups — base: "vlookup price from the Products sheet by product id"
  ["lookup", "excel", "look up the price for each product id in the Products sheet"],
  ["lookup", "excel", "xlookup product id in Products sheet and return price"],
  ["lookup", "excel", "get the Price from sheet Products matching Product ID"],
  ["lookup", "excel", "index match price from Products by product id"],
  ["lookup", "excel", "VLOOKUP the price from Products using product ID."],
  ["lookup", "excel", "pull category from the Categories sheet by product id"],
  // Tableau LOD — base: "total sales per customer regardless of the view"
  ["lod", "tableau", "FIXED customer total sales"],
  ["lod", "tableau", "sales per customer using a fixed LOD"],
  ["lod", "tableau", "first purchase date per customer"],
  ["lod", "tableau", "average sales per region regardless of filters"],
  ["lod", "tableau", "{fixed [Region]: sum([Profit])}"],
  ["lod", "tableau", "max order date for each customer"],
  // DAX time intelligence — base: "YTD sales", "Sales growth vs prior year %"
  ["daxTime", "dax", "sales last year"],
  ["daxTime", "dax", "previous month revenue"],
  ["daxTime", "dax", "quarter-to-date revenue"],
  ["daxTime", "dax", "sales for the last 7 days"],
  ["daxTime", "dax", "YoY % for revenue"],
  ["daxTime", "dax", "sales same period last year"],
  // Looker table calcs — base: "running total of orders count", "previous value of ${users.count}"
  ["lookerCalc", "looker", "running total for ${orders.count}"],
  ["lookerCalc", "looker", "${orders.count} from the previous row"],
  ["lookerCalc", "looker", "percent of total ${orders.total_revenue}"],
  ["lookerCalc", "looker", "rank ${orders.total_sales}"],
  ["lookerCalc", "looker", "difference from previous row of ${orders.total_revenue}"],
  ["lookerCalc", "looker", "${orders.total_revenue} / ${orders.count}"],
];
