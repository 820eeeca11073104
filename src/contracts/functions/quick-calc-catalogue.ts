import type { QuickCalcDialect } from "./quick-calc";

/**
 * What each quick-calc tool can write, with one example request per calculation. The screens show
 * it as the list of supported calculations (examples are clickable); the engine answers a request
 * it cannot handle with the examples closest to it. A test checks every example is answered.
 */

export interface SupportedCalc {
  /** The engine's family id. */
  family: string;
  title: string;
  example: string;
}

const common = {
  ratio: { family: "ratio", title: "Safe ratios and margins" },
  aggregate: { family: "aggregate", title: "Conditional sums, counts and averages" },
  countd: { family: "aggregate", title: "Count distinct" },
  buckets: { family: "buckets", title: "Conditional buckets" },
  flag: { family: "flag", title: "Yes/no flags" },
  dateDiff: { family: "dateDiff", title: "Date differences" },
  datePart: { family: "datePart", title: "Date parts" },
  dateTrunc: { family: "dateTrunc", title: "Date truncation" },
  nullDefault: { family: "nullDefault", title: "Null handling and defaults" },
  concat: { family: "concat", title: "Joining text" },
  textExtract: { family: "textExtract", title: "Extracting and cleaning text" },
  textCase: { family: "textCase", title: "Changing case" },
  arithmetic: { family: "arithmetic", title: "Arithmetic between fields" },
  percentOfTotal: { family: "percentOfTotal", title: "Percent of total" },
  runningTotal: { family: "runningTotal", title: "Running totals" },
  movingAverage: { family: "movingAverage", title: "Moving averages" },
  periodChange: { family: "periodChange", title: "Period-over-period change" },
  periodToDate: { family: "periodToDate", title: "Year / quarter / month to date" },
  rank: { family: "rank", title: "Ranking" },
  topN: { family: "topN", title: "Top N" },
} as const;

export const quickCalcCatalogue: Record<QuickCalcDialect, SupportedCalc[]> = {
  tableau: [
    { ...common.ratio, example: "Profit margin from Sales and Cost" },
    { ...common.percentOfTotal, example: "Percent of total sales" },
    { ...common.runningTotal, example: "Running total of sales" },
    { ...common.movingAverage, example: "7 day moving average of revenue" },
    { ...common.periodChange, example: "YoY growth % of sales" },
    { ...common.periodToDate, example: "YTD sales" },
    { ...common.rank, example: "Rank customers by total sales" },
    { ...common.topN, example: "Top 10 customers by sales" },
    { family: "lod", title: "Level of detail (FIXED, INCLUDE, EXCLUDE)", example: "First order date for each customer" },
    { ...common.aggregate, example: "Sales for the East region only" },
    { ...common.countd, example: "Count distinct customers in 2024" },
    { ...common.buckets, example: "Bucket age into under 18, 18-64, 65+" },
    { ...common.dateDiff, example: "Days between order date and ship date" },
    { ...common.datePart, example: "Month name of order date" },
    { ...common.dateTrunc, example: "Truncate order date to the month" },
    { ...common.nullDefault, example: "Replace null sales with 0" },
    { ...common.concat, example: "Combine first name and last name with a space" },
    { ...common.textExtract, example: "Domain from the email field" },
  ],
  "looker-studio": [
    { ...common.ratio, example: "Conversion rate from conversions and sessions" },
    { ...common.ratio, title: "Marketing rates (CTR, CPC, ROAS)", example: "CTR from clicks and impressions" },
    { ...common.aggregate, example: "Sessions where channel is 'Organic Search'" },
    { ...common.countd, example: "Count distinct users" },
    { ...common.periodToDate, example: "YTD revenue" },
    { ...common.buckets, example: "Bucket order value into small (<50), medium (50-200), large (>200)" },
    { ...common.flag, example: "If country is 'United States' then 'Domestic' else 'International'" },
    { ...common.dateDiff, example: "Days between order date and delivery date" },
    { ...common.datePart, example: "Month name from date" },
    { ...common.dateTrunc, example: "Truncate date to week" },
    { ...common.nullDefault, example: "Replace null revenue with 0" },
    { ...common.concat, example: "Concatenate city and country with a comma" },
    { ...common.textExtract, example: "Extract domain from email address" },
    { ...common.textCase, example: "Lowercase the campaign name" },
  ],
  dax: [
    { ...common.ratio, example: "Profit margin with DIVIDE" },
    { ...common.periodToDate, title: "Year to date (TOTALYTD)", example: "YTD sales" },
    { ...common.periodChange, title: "Prior-period growth (SAMEPERIODLASTYEAR)", example: "YoY growth % of sales" },
    { ...common.runningTotal, example: "Running total of sales by date" },
    { ...common.movingAverage, example: "3 month moving average of sales" },
    { ...common.percentOfTotal, title: "Percent of total (ALL)", example: "Percent of total sales" },
    { ...common.rank, title: "Ranking with RANKX", example: "Rank products by revenue" },
    { ...common.topN, example: "Top 10 customers by sales" },
    { ...common.aggregate, title: "CALCULATE with filters", example: "Total sales for the East region" },
    { ...common.countd, example: "Count distinct customers" },
    { family: "lod", title: "Totals ignoring filters (ALLEXCEPT)", example: "Total sales per customer ignoring filters" },
    { ...common.buckets, example: "Age group buckets: under 18, 18-64, 65+" },
    { ...common.dateDiff, example: "Days between order date and ship date" },
    { family: "lookup", title: "Lookups (LOOKUPVALUE)", example: "Look up product price from the Products table" },
    { ...common.nullDefault, example: "Show 0 instead of blank for sales" },
  ],
  looker: [
    { ...common.runningTotal, title: "Running totals (running_total)", example: "Running total of ${orders.count}" },
    { ...common.percentOfTotal, title: "Percent of column (sum)", example: "Percent of total for ${orders.count}" },
    { ...common.periodChange, title: "Change from previous row (offset)", example: "Percent change from previous row for revenue" },
    { ...common.periodChange, title: "Change across pivots (pivot_offset)", example: "Year over year growth of revenue with the table pivoted by year" },
    { ...common.movingAverage, title: "Moving averages (offset_list)", example: "Moving average of sales over 7 days" },
    { ...common.rank, title: "Ranking (rank)", example: "Rank by revenue" },
    { ...common.topN, example: "Top 10 customers by revenue" },
    { ...common.ratio, example: "Profit margin" },
    { ...common.aggregate, example: "Sum of ${orders.count} where ${users.state} is 'California'" },
    { ...common.buckets, example: "Bucket age into under 18, 18-64, 65+" },
    { ...common.dateDiff, example: "Days between created date and shipped date" },
    { ...common.datePart, example: "Year from created date" },
    { ...common.nullDefault, example: "If revenue is null then 0" },
    { ...common.concat, example: "Concat first name and last name" },
  ],
  excel: [
    { ...common.ratio, example: "Profit margin from Sales and Cost" },
    { ...common.aggregate, title: "SUMIFS / COUNTIFS / AVERAGEIFS", example: "Sum of sales where region is East" },
    { ...common.countd, example: "Count distinct customers" },
    { family: "lookup", title: "Lookups (XLOOKUP, VLOOKUP, INDEX/MATCH)", example: "XLOOKUP customer email by customer ID from the Customers sheet" },
    { ...common.runningTotal, example: "Running total of sales" },
    { ...common.movingAverage, example: "7 day moving average of revenue" },
    { ...common.periodChange, example: "Month over month growth %" },
    { ...common.percentOfTotal, example: "Percent of total sales" },
    { ...common.rank, example: "Rank sales descending" },
    { ...common.buckets, example: "Bucket age into under 18, 18-64, 65+" },
    { ...common.dateDiff, example: "Days between order date and ship date" },
    { ...common.datePart, example: "Month name of order date" },
    { ...common.nullDefault, example: "Replace blank discount with 0" },
    { ...common.concat, example: "Combine first name and last name with a space" },
    { ...common.textExtract, example: "Extract domain from email" },
  ],
};
