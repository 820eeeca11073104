import type { Dialect } from "../ir";

/** Hold-out batch 101: retail lending and payments fintech requests (loans, arrears, interest, approvals, card transactions, chargebacks, merchants, fees, fraud); half quick lower-case asks, a quarter precise BI developers, a quarter with context or pasted from Slack/email. */
export const batch101: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "approval rate = approved applications / total applications, dont want divide by zero errors"],
  ["tableau", "Running total of disbursed amount by month"],
  ["tableau", "7-day moving average of SUM([Transaction Amount]), table calc along Transaction Date at day level: current day plus the previous 6 days"],
  ["tableau", "from slack: \"can someone make a field that puts each merchant's total chargeback amount on every row, no matter what dims are on the sheet? fields are [Merchant ID] and [Chargeback Amount]\""],
  ["tableau", "% of total [Fee Amount] by merchant category"],
  ["tableau", "days late = number of days between due date and payment date"],
  ["tableau", "Calculated field Arrears Bucket from [Days Past Due] (integer, never negative): 0 = \"Current\", 1-30 = \"1-30\", 31-60 = \"31-60\", 61-90 = \"61-90\", over 90 = \"90+\""],
  ["tableau", "risk team wants month over month % change in card spend. my sheet has Transaction Date as a continuous month on columns and SUM([Transaction Amount]) as the measure"],
  ["tableau", "how many unique customers took out a loan? customer id field"],
  ["tableau", "Avg total spend per customer for each [Merchant Category] in the view: sum [Transaction Amount] per [Customer ID] first, then average those customer totals. Use an LOD expression."],

  // looker-studio
  ["looker-studio", "chargeback ratio = Chargeback Count / Transaction Count, return 0 if there are no transactions"],
  ["looker-studio", "sum of fee amount only where card type is Credit"],
  ["looker-studio", "can you give me the count of unique merchants, field is Merchant ID"],
  ["looker-studio", "Loan Size Band (CASE on Loan Amount): < 5000 -> \"Small\", 5000 up to but not including 25000 -> \"Medium\", >= 25000 -> \"Large\""],
  ["looker-studio", "pasted from an email from our credit ops lead: \"Could we see how many days each application took to get approved? The data source has Application Date and Approval Date.\""],
  ["looker-studio", "transaction month - truncate transaction date to the 1st of the month"],
  ["looker-studio", "if merchant category is null show 'Uncategorised'"],
  ["looker-studio", "Loan Reference = Branch Code + \"-\" + Loan ID (both are text fields), e.g. LDN-10452"],
  ["looker-studio", "slack msg: card numbers come through masked like 411111******1234 in a field called Masked PAN. i just need the last 4 digits as a new field"],
  ["looker-studio", "Calculated field: normalised Customer Email - TRIM the whitespace, then convert to lower case"],

  // dax
  ["dax", "interest income ytd, Interest[Amount], date table is 'Date'[Date]"],
  ["dax", "card spend same period last year - Transactions[Amount], calendar 'Date'[Date]"],
  ["dax", "Measure: Approval Rate = approved applications / all applications. Applications table has one row per application and Applications[Status] = \"Approved\" for approved ones. Use DIVIDE."],
  ["dax", "% of total chargeback amount per merchant. Chargebacks[Amount], merchant name is Merchants[Merchant Name]"],
  ["dax", "from slack: \"finance want MoM growth % on fee revenue in the pbi report. fees are Fees[Fee Amount], 'Date'[Date] is marked as the date table. can you do the measure?\""],
  ["dax", "distinct count of customers who had a chargeback, chargebacks[CustomerID]"],
  ["dax", "Calculated column Loans[Arrears Bucket] from Loans[DaysPastDue] (whole number, >= 0): 0 -> \"Current\", 1-29 -> \"1-29 DPD\", 30-89 -> \"30-89 DPD\", 90 and over -> \"NPL\""],
  ["dax", "context: building the lending dashboard and want a line of cumulative disbursements over time. Loans[Disbursed Amount], and Loans[Disbursement Date] is related to 'Date'[Date]"],
  ["dax", "Measure: rank merchants (Merchants[Merchant Name]) by total Transactions[Amount], highest = 1, dense ranking for ties"],
  ["dax", "calc column months since the loan was opened, Loans[Open Date] to today"],

  // looker
  ["looker", "default rate ${loans.defaulted_count} / ${loans.count}, null if count is 0"],
  ["looker", "percent of total for ${transactions.total_amount}"],
  ["looker", "running total of ${loans.total_disbursed}"],
  ["looker", "Table calc: 3-period moving average of ${chargebacks.count}. Rows are weeks sorted ascending; window = current row plus the 2 previous rows."],
  ["looker", "slack: \"explore is sorted by ${fees.created_month} DESCENDING (newest month at the top). can I get % change in ${fees.total_fee} vs the previous month?\""],
  ["looker", "rank merchants by ${transactions.total_amount}, biggest = 1"],
  ["looker", "replace Nulls in ${loans.total_arrears} with 0"],
  ["looker", "email from the collections manager: \"we have ${loans.disbursement_date} in the explore, can you add a column showing the first day of that month?\""],
  ["looker", "from the merchant ops channel: \"can we have one column showing merchant name and country together, like 'Acme Ltd - GB'? fields are ${merchants.name} and ${merchants.country_code}\""],
  ["looker", "Pivoted by ${loans.origination_quarter} (ascending). Table calc: difference in ${loans.total_originated} vs the previous pivot column."],

  // excel
  ["excel", "look up the merchant name for the merchant id in B2. Merchants sheet has ids in column A and names in column B"],
  ["excel", "pasted from email: \"On the Rates sheet, Credit Band is in column A and Interest Rate is in column C. On the Loans sheet each loan's band is in column D - I need the interest rate pulled across for each loan.\""],
  ["excel", "sum of the Amount column where Fraud Flag is TRUE"],
  ["excel", "rank the monthly volumes in C2:C300, largest = 1"],
  ["excel", "AVERAGEIFS: average Loan Amount (col D) where Product (col B) = \"Mortgage\" and Status (col F) = \"Approved\""],
  ["excel", "slack: \"sheet called Fees, col A = date, col B = fee amount. need one cell with the YTD fee total for this year up to today\""],
  ["excel", "i need the months between Open Date and Close Date"],
  ["excel", "from slack: \"need a running balance column on the transactions sheet. amounts are in column C (debits are negative), data starts in row 2\""],
  ["excel", "Customer Name: First Name (col A) + a space + Last Name (col B), converted to proper case"],
  ["excel", "each merchant's share of total fees, fees are in column D"],
];
