import { describe, expect, it } from "vitest";
import { type Dialect, generateFormula } from "./index";
import { failures, ALL_DIALECTS as ALL, snake, ref, literals } from "./test-support/request-cases";

/**
 * Round 10 (hold-out batches 42-45): the classes their first runs missed, each checked across names,
 * phrasings and dialects.
 */


describe("a DAX calculated column that ranks the rows of a table", () => {
  it("ranks each row by its own value, not a measure over an invented dimension", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string]> = [
      ["Members", "Total Spend", "member"],
      ["Listings", "Sale Price", "listing"],
      ["Products", "Revenue", "product"],
      ["Employees", "Salary", "employee"],
    ];
    for (const [table, col, each] of rows)
      for (const ask of [
        `calculated column that ranks ${table}[${col}], highest = 1`,
        `i need a calculated column ranking ${table}[${col}], largest is rank 1`,
        `calculated column that ranks each ${each} by ${table}[${col}], highest ${col.toLowerCase()} = 1`,
        `calc column: rank ${table}[${col}] highest first`,
      ])
        cases.push(["dax", ask, (f, fam) => fam === "rank" && f.includes(`RANKX(ALL(${table}), ${table}[${col}], , DESC`)]);
    cases.push(["dax", "calculated column that ranks Members[Total Spend], lowest = 1", (f) => f.includes("RANKX(ALL(Members), Members[Total Spend], , ASC")]);
    expect(failures(cases)).toEqual([]);
  });

  it("a measure rank still ranks a dimension by an aggregate", () => {
    expect(failures([["dax", "rank Stores[Store Name] by total Sales[Amount], highest = 1", (f) => f.includes("ALL(Stores[Store Name])") && f.includes("CALCULATE(SUM(Sales[Amount]))")]])).toEqual([]);
  });
});

describe("bucket labels keep the numbers and units as written", () => {
  it("k and M stay in the labels", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string[], number[]]> = [
      ["Contract Value", "Under 1M, 1M-10M and Over 10M", ["Under 1M", "1M-10M", "Over 10M"], [1000000, 10000000]],
      ["Deal Size", "under 10k, 10k-50k, 50k+", ["Under 10k", "10k-50k", "50k+"], [10000, 50000]],
      ["Salary", "under 40K, 40K-80K and 80K+", ["Under 40K", "40K-80K", "80K+"], [40000, 80000]],
      ["Revenue", "under 2.5M, 2.5M-5M, over 5M", ["Under 2.5M", "2.5M-5M", "Over 5M"], [2500000, 5000000]],
    ];
    for (const d of ALL)
      for (const [field, list, labels, bounds] of rows)
        cases.push([d, `bucket ${ref(d, field)} into ${list}`, (f, fam) => fam === "buckets" && JSON.stringify(literals(f)) === JSON.stringify(labels) && bounds.every((b) => f.includes(String(b)))]);
    expect(failures(cases)).toEqual([]);
  });

  it("a unit written after a range is part of its label, never the whole label", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string[]]> = [
      ["Tenure", "0-2 years, 3-5 years, 6+ years", ["0-2 Years", "3-5 Years", "6+ Years"]],
      ["Meter Age", "under 10, 10-24 and 25+ years", ["Under 10", "10-24", "25+ Years"]],
      ["Wait Time", "under 15 minutes, 15-30 minutes, over 30 minutes", ["Under 15 Minutes", "15-30 Minutes", "Over 30 Minutes"]],
    ];
    for (const d of ALL)
      for (const [field, list, labels] of rows)
        cases.push([d, `bucket ${ref(d, field)} into ${list}`, (f, fam) => fam === "buckets" && JSON.stringify(literals(f)) === JSON.stringify(labels)]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("DAX: the rows of a table the request describes are what is counted", () => {
  it("'X table (one row per Y)', in the ask or in the context before it", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string]> = [
      ["Visits", "visit"],
      ["Admissions", "admission"],
      ["Signups", "signup"],
      ["Orders", "order"],
    ];
    for (const [table, noun] of rows) {
      for (const ask of [
        `We have a ${table} table (one row per ${noun}) and a 'Date' table. Show me the number of ${noun}s for the same period last year.`,
        `number of ${noun}s same period last year, the ${table} table has one row per ${noun}`,
        `our ${table} table has one row per ${noun}. I need a running count of ${noun}s`,
      ])
        cases.push(["dax", ask, (f) => f.includes(`COUNTROWS(${table})`) && !/Sales\[|\[Count of Rows\]/.test(f)]);
      cases.push(["dax", `3 month rolling average of ${noun}s count, ${table} table, 'Date'[Date] is the date table`, (f) => f.includes(`COUNTROWS(${table})`)]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("a table described in the context counts rows only when the ask speaks of them", () => {
    expect(failures([["dax", "each row in Patients has Patients[Birth Date]. can you give me a calculated column for age in years", (f) => f.includes("Patients[Birth Date]") && !/rows/i.test(f)]])).toEqual([]);
  });

  it("'count of <described> <entities>' with the test written out counts the entity, not an invented column", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string, string]> = [
      ["Claims", "denied", "Status", "Denied"],
      ["Inspections", "failed", "Result", "Fail"],
      ["Tickets", "escalated", "Priority", "High"],
    ];
    for (const [table, adj, col, value] of rows) {
      const entity = table.slice(0, -1);
      cases.push(["dax", `count of ${adj} ${table.toLowerCase()}, ${table}[${col}] = "${value}"`, (f) => f.includes(`${table}[${col}] = "${value}"`) && !new RegExp(`\\[${adj} `, "i").test(f) && (f.includes(`COUNTROWS(${table})`) || f.includes(`${table}[${entity} ID]`))]);
      cases.push(["tableau", `count of ${adj} ${table.toLowerCase()} where [${col}] = "${value}"`, (f) => f.includes(`[${col}] = "${value}"`) && f.includes(`[${entity} ID]`)]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("each group's share with the group written as a column removes only that column's filter; a row count's total is over its own table", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "each faculty's share of total enrolments, Enrolments table has one row per enrolment and a Enrolments[Faculty] column", (f) => f.includes("COUNTROWS(Enrolments)") && f.includes("ALL(Enrolments[Faculty])")],
      ["dax", "% of total Sales[Amount] for each Sales[Region]", (f) => f.includes("ALL(Sales[Region])")],
      ["dax", "each region's share of total Orders[Revenue]", (f) => f.includes("ALL(Orders)")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a new column on a named table lives in that table", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [table, col] of [["Students", "GPA"], ["Customers", "Age"], ["Products", "Weight"]] as const)
      cases.push(["dax", `new column on ${table} for ${col} band: under 2 Low, 2 to 4 Mid, over 4 High`, (f, fam) => fam === "buckets" && f.includes(`${table}[${col}]`) && !f.includes("Sales[")]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("a year column written out is tested for the year itself", () => {
  it("'enrolled in 2024 - T[Student ID], T[Term Year]'", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const y of ["Term Year", "Fiscal Year", "Academic Year"])
      cases.push(["dax", `number of distinct students enrolled in 2024 - Enrolments[Student ID], Enrolments[${y}]`, (f) => f.includes(`Enrolments[${y}] = 2024`) && !f.includes("YEAR(")]);
    cases.push(["tableau", "total [Sales] in 2023", (f) => f.includes("YEAR([Order Date]) = 2023")]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("date names and date questions", () => {
  it("a date named '<thing> start date' or '<participle> date' keeps its whole name", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of ALL) {
      cases.push([d, "truncate subscription start date to the month", (f) => /Subscription Start Date|subscription_start_date|A2/.test(f)]);
      cases.push([d, "days from List Date to Sold Date", (f) => d === "excel" || /Sold Date|sold_date/.test(f)]);
      cases.push([d, "truncate start date to month", (f) => d === "excel" || /Start Date|start_date/.test(f)]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("'the year the home was listed', 'the hour of arrival from Arrival Time', 'rolled back to the 1st of the month', 'days a subscription lasted'", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker-studio", "year the home was listed, from List Date", (f) => f === "YEAR(List Date)"],
      ["looker-studio", "the month each order was placed (Order Date)", (f) => /MONTH\(Order Date\)/.test(f)],
      ["tableau", "hour of arrival from Arrival Time", (f) => f.includes("DATEPART('hour', [Arrival Time])")],
      ["looker-studio", "Our ED visits table has one row per visit with an Arrival Time datetime field. I need the hour of arrival so I can chart visits by hour of day.", (f) => f === "HOUR(Arrival Time)"],
      ["looker-studio", "Inspection Date rolled back to the 1st of the month", (f) => f === "DATETIME_TRUNC(Inspection Date, MONTH)"],
      ["looker", "days a subscription lasted, between ${subscriptions.start_date} and ${subscriptions.cancel_date}", (f) => f === "diff_days(${subscriptions.start_date}, ${subscriptions.cancel_date})"],
      ["tableau", "days each booking lasted, from [Check In] to [Check Out]", (f) => f.includes("DATEDIFF('day', [Check In], [Check Out])")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("'shipped units' is a quantity column", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "shipped units same period last year from Shipments[Units]", (f) => f.includes("SAMEPERIODLASTYEAR") && f.includes("SUM(Shipments[Units])")],
      ["tableau", "YoY growth of shipped units", (f) => f.includes("SUM([Shipped Units])")],
      ["dax", "total shipped units", (f) => /SUM\(Sales\[(?:Shipped )?Units\]\)/.test(f)],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("Tableau LOD: the level said with 'fixed on' and the measure's column said apart", () => {
  it("'fixed on X' wins over another 'per'/'each' in the request", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "each customer's first Loan Date, fixed on Customer ID", (f) => f === "{FIXED [Customer ID] : MIN([Loan Date])}"],
      ["tableau", "total lifetime giving per donor - fixed on [Donor ID] so it doesnt change with whatever is in the view, amount field is [Donation Amount]", (f) => f === "{FIXED [Donor ID] : SUM([Donation Amount])}"],
      ["tableau", "each patient's latest Visit Date, fixed on Patient ID", (f) => f === "{FIXED [Patient ID] : MAX([Visit Date])}"],
      ["tableau", "district avg score: average of [Test Score] but exclude School so every school row shows the district-wide average", (f) => f === "{EXCLUDE [School] : AVG([Test Score])}"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("ratios and arithmetic said the analyst's way", () => {
  it("a KPI abbreviation from two fields is the first over the second; NPS and ROI are not", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [kpi, a, b] of [["CAC", "Marketing Spend", "New Customers"], ["CPL", "Ad Spend", "Leads"], ["cpa", "Spend", "Acquisitions"], ["ARPA", "Revenue", "Accounts"]] as const)
      for (const d of ALL) {
        const quotient = { tableau: `SUM([${a}]) / SUM([${b}])`, "looker-studio": `SUM(${a}) / SUM(${b})`, dax: `DIVIDE(SUM(Orders[${a}]), SUM(Orders[${b}]))`, looker: `\${orders.${snake(a)}} / \${orders.${snake(b)}}`, excel: "A2/B2" }[d];
        cases.push([d, `${kpi} from ${ref(d, a)} and ${ref(d, b)}`, (f, fam) => fam === "ratio" && f.includes(quotient)]);
      }
    cases.push(["excel", "NPS from promoters and detractors", (f) => f.includes(">=9")]);
    expect(failures(cases)).toEqual([]);
  });

  it("'handle when X is 0' asks for the guard every ratio has", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker-studio", "food cost margin % = (Sales - Food Cost) / Sales, handle when sales is 0", (f) => f.includes("(SUM(Sales) - SUM(Food Cost)) / SUM(Sales)")],
      ["tableau", "revenue per cover, handle when covers is 0", (f) => f.includes("SUM([Revenue]) / SUM([Covers])")],
      ["dax", "Sales[Profit] / Sales[Revenue], please deal with the case where revenue is zero", (f) => f.includes("DIVIDE(SUM(Sales[Profit]), SUM(Sales[Revenue]))")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a column named 'No Shows' is a name", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of ALL) cases.push([d, `no show rate = ${d === "dax" ? "Visits[No Shows] / Visits[Appointments]" : "No Shows / Appointments"}`, (f, fam) => fam === "ratio" && (d === "excel" || /No Shows|no_shows/.test(f))]);
    expect(failures(cases)).toEqual([]);
  });

  it("'treat blanks as 0' in arithmetic wraps the values it names, in each dialect's words", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "net revenue = [Gross Amount] - ZN([Discount Amount])", (f) => /^SUM\(\[Gross Amount\]\) - ZN\(SUM\(\[Discount Amount\]\)\)$/.test(f)],
      ["tableau", "[Gross Amount] minus [Discount Amount], treating null discount as 0", (f) => f.includes("ZN(SUM([Discount Amount]))") && !f.includes("ZN(SUM([Gross")],
      ["looker-studio", "Gross Amount minus Discount Amount, treat blanks in discount amount as 0", (f) => f === "SUM(Gross Amount) - IFNULL(SUM(Discount Amount), 0)"],
      ["looker", "${orders.gross} - ${orders.discount}, treating null discount as zero", (f) => f === "${orders.gross} - coalesce(${orders.discount}, 0)"],
      ["dax", "Sales[Revenue] - Sales[Refunds], with nulls as 0", (f) => f.includes("COALESCE(SUM(Sales[Refunds]), 0)")],
      ["tableau", "Our billing extract leaves [Discount Amount] empty when no discount was applied. Treat blanks as 0 and give me net revenue = [Gross Amount] minus the discount.", (f, fam) => fam === "arithmetic" && f.includes("ZN(SUM([Discount Amount]))") && f.includes("[Gross Amount]")],
      // Alone it is the null default itself.
      ["tableau", "treat blanks as 0 in [Discount]", (f, fam) => fam === "nullDefault" && f === "ZN([Discount])"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("conditions written the way people say them", () => {
  it("a field named '<Thing> Level' is a column, not a level of detail", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const name of ["Triage Level", "Risk Level", "Education Level", "Service Level"]) {
      cases.push(["excel", `count rows where Wait Minutes > 30 and ${name} <= 2`, (f, fam) => fam === "aggregate" && f.startsWith("=COUNTIFS(")]);
      cases.push(["tableau", `number of visits where ${name} is 3 and [Wait Minutes] > 30`, (f, fam) => fam === "aggregate" && f.includes(`[${name}] = 3`)]);
    }
    cases.push(["tableau", "total sales at the customer level", (f, fam) => fam === "lod" && f === "{FIXED [Customer] : SUM([Sales])}"]);
    expect(failures(cases)).toEqual([]);
  });

  it("whole numbers in a run ('1 or 2', '3, 4 or 5') are the range they cover", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "count rows where [Triage Level] is 1 or 2", (f) => f.includes("[Triage Level] >= 1 AND [Triage Level] <= 2")],
      ["excel", "count rows where Triage Level is 1 or 2", (f) => f === '=COUNTIFS(A:A, ">=1", A:A, "<=2")'],
      ["dax", "number of reviews where Reviews[Rating] is 3, 4 or 5", (f) => f.includes("Reviews[Rating] >= 3") && f.includes("Reviews[Rating] <= 5")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a field word then a code in capitals is a value test", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [word, code] of [["course", "BIO 110"], ["department", "HR"], ["store", "NYC01"], ["warehouse", "DAL"]] as const)
      for (const d of ALL) cases.push([d, `average ${ref(d, "Score")} for ${word} ${code}`, (f) => f.includes(`"${code}"`)]);
    expect(failures(cases)).toEqual([]);
  });

  it("a sentence that opens with the calculation, after one describing the data, is the ask", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "Our grades export has Student Name, Course and Grade columns, and Grade is blank for students who withdrew. Average grade for course BIO 110, ignoring the blanks.", (f, fam, cols) => fam === "aggregate" && f.startsWith("=AVERAGEIFS(") && f.includes('"BIO 110"') && !!cols && cols.Grade !== undefined],
      ["tableau", "Our orders extract has Region, Segment and Sales fields, and Segment is null for guest checkouts. Total sales for the West region.", (f) => f.includes('[Region] = "West"') && f.includes("[Sales]")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("DAX: a money measure stays in the fact table when only a dimension table's column is written", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "sales amount for the East region only (Stores[Region])", (f) => f.includes("SUM(Sales[Sales Amount])") && f.includes('Stores[Region] = "East"')],
      ["dax", 'total revenue where Products[Category] = "Bikes"', (f) => f.includes("SUM(Sales[Revenue])")],
      ["dax", 'average Customers[Age] for Customers[Segment] = "Retail"', (f) => f.includes("AVERAGE(Customers[Age])")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("rows described by what they are and what they did", () => {
  it("'level 1 or 2 visits', 'priority 1 tickets' test the field word; 'waited more than 30 minutes' tests the duration", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "I have a sheet of ED visits with Triage Level (1 to 5) in one column and Wait Minutes in another. How many level 1 or 2 visits waited more than 30 minutes?", (f, _fam, cols) => f === '=COUNTIFS(A:A, ">=1", A:A, "<=2", B:B, ">30")' && cols?.["Triage Level"] === "A" && cols?.["Wait Minutes"] === "B"],
      ["tableau", "how many priority 1 tickets took longer than 4 hours", (f) => f.includes("[Priority] = 1") && /\[[A-Za-z ]*Hours\] > 4/.test(f)],
      ["looker-studio", "number of patients that waited more than 60 minutes", (f) => f.includes("Wait Minutes > 60")],
      ["dax", "count of calls lasting over 10 minutes", (f) => /\[[A-Za-z ]*Minutes\] > 10/.test(f)],
      ["tableau", "average sales for tier 2 customers", (f) => f.includes("[Tier] = 2")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("the measure named in the context, and 'how many more or fewer'", () => {
  it("'with ${view.x} as the measure' is the measure of an ask that names it in words", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker", "My explore is pivoted on ${enrollments.term_year} with ${enrollments.count} as the measure. I want the change in enrolment from the previous pivot column.", (f) => f === "${enrollments.count} - pivot_offset(${enrollments.count}, -1)"],
      ["looker", "The table is sorted by ${orders.created_month} with ${orders.total_revenue} as the measure. I need the running total of revenue.", (f) => f === "running_total(${orders.total_revenue})"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("'how many more or fewer X than the previous month' is the change from the month before", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "how many more or fewer 311 requests than the previous month - just count the rows in the Requests table, i have a 'Date' table", (f) => f.includes("COUNTROWS(Requests)") && f.includes("DATEADD('Date'[Date], -1, MONTH)") && f.includes("CurrentValue - PreviousValue")],
      ["tableau", "how much more or less revenue than last year", (f) => f === "SUM([Revenue]) - LOOKUP(SUM([Revenue]), -1)"],
      ["looker", "how many more or fewer ${tickets.count} than the previous week", (f) => f === "${tickets.count} - offset(${tickets.count}, -1)"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("round 10, second stage (batches 46-47)", () => {
  it("filler after a period-adjective name, 'prev', a function named as a hint, 'N up to but not including M'", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "7 day moving avg of daily streams pls", (f) => f === "WINDOW_AVG(SUM([Daily Streams]), -6, 0)"],
      ["looker", "change from prev row in new activations ${subscribers.new_activations}", (f) => f === "${subscribers.new_activations} - offset(${subscribers.new_activations}, -1)"],
      ["tableau", "% change vs prev month of [Sales]", (f) => f.includes("LOOKUP(SUM([Sales]), -1)")],
      ["looker", "With the results pivoted on season, compute the change in ${team_stats.total_wins} versus the previous season's pivot column using pivot_offset.", (f) => f === "${team_stats.total_wins} - pivot_offset(${team_stats.total_wins}, -1)"],
      ["looker", 'Label ${fields.yield_per_acre} as "Low" below 40, "Medium" from 40 up to but not including 60, and "High" for 60 and above.', (f) => f.includes("< 40") && f.includes("< 60") && f.includes('"Medium"')],
      ["tableau", "bucket [Age] into under 18, 18 up to but not including 65, 65+", (f) => f.includes("[Age] < 65")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("divisions and zero cases as written", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker-studio", "arpu calc - revenue / subscribers, dont blow up if subscribers is 0", (f) => f.includes("SUM(Revenue) / SUM(Subscribers)")],
      ["looker-studio", "average order value: revenue divided by number of orders", (f) => f.includes("COUNT_DISTINCT(Order ID)")],
      ["excel", "ctr from Clicks and Impressions, just 0 if impressions is 0 or blank", (f) => f === "=IF(B2=0, 0, A2/B2)"],
      ["excel", "conversion rate from Orders and Sessions, no div/0 errors", (f, fam) => fam === "ratio"],
      ["excel", "Count of distinct values in Player ID.", (f) => f.startsWith("=COUNTA(UNIQUE(")],
      ["tableau", "number of unique values in [Store Code]", (f) => f === "COUNTD([Store Code])"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("DAX tables named in words: 'from the X table', 'in deliveries', 'ignoring the agency filter', a described table's written columns", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "need ytd revenue from the Subscriptions table", (f) => f.includes("SUM(Subscriptions[Revenue])")],
      ["dax", "total revenue from the Subscriptions table", (f) => f.includes("SUM(Subscriptions[Revenue])")],
      ["dax", "distinct count of farm id in deliveries", (f) => f.includes("DISTINCTCOUNT(Deliveries[Farm ID])")],
      ["dax", "Share of total: SUM(Budget[Amount]) for the current Budget[Agency] divided by SUM(Budget[Amount]) across all agencies, ignoring the agency filter.", (f) => f.includes("ALL(Budget[Agency])")],
      ["dax", "rank customers by total sales - the Orders table has one row per order with Orders[CustomerID] and Orders[Amount]", (f) => f.includes("ALL(Orders[CustomerID])") && f.includes("SUM(Orders[Amount])")],
      ["dax", "30 day rolling average of daily bookings, the Bookings table has one row per booking and 'Date'[Date] is the date table", (f) => f.includes("CALCULATE(COUNTROWS(Bookings))")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("Excel: 'Column B has X ... Classify each as ...'", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", 'Column B has soil pH readings for each field sample. Classify each as "Acidic" below 6.5, "Neutral" from 6.5 to 7.5 inclusive, "Alkaline" above 7.5.', (f) => f === '=IFS(B2<6.5, "Acidic", B2<=7.5, "Neutral", TRUE, "Alkaline")'],
      ["excel", 'Column D has the order total. Label each as "Big" over 500, otherwise "Small"', (f) => f.includes("D2>500") || f.includes("D2<=500")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("round 10, third stage (batches 48-51)", () => {
  it("identifiers named as numbers or codes, politeness after a value, 'calc for the ...'", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker-studio", "count distinct policy numbers", (f) => f === "COUNT_DISTINCT(Policy Number)"],
      ["tableau", "count distinct customer numbers", (f) => f === "COUNTD([Customer Number])"],
      ["dax", "unique product codes in Sales", (f) => f.includes("DISTINCTCOUNT(Sales[Product Code])")],
      ["tableau", "number of orders", (f) => f === "COUNTD([Order ID])"],
      ["looker-studio", "sum of donation amount where campaign = Winter Appeal pls", (f) => f.includes('Campaign = "Winter Appeal"') && !/Please/.test(f)],
      ["tableau", "total sales for region East thanks!", (f) => f.includes('[Region] = "East"')],
      ["looker-studio", "calc for the first 3 characters of cost center code", (f) => f === "LEFT_TEXT(Cost Center Code, 3)"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a LOD 'at the [X] level', '(field is X)', 'that uses 0 when X is null', a week to group by", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "FIXED LOD: SUM([Training Hours]) at the [Employee ID] level", (f) => f === "{FIXED [Employee ID] : SUM([Training Hours])}"],
      ["tableau", "sum of [Sales] at the [Customer] level", (f) => f === "{FIXED [Customer] : SUM([Sales])}"],
      ["looker-studio", "revenue for the Express shipping method only (field is Shipping Method)", (f) => f === 'SUM(CASE WHEN Shipping Method = "Express" THEN Revenue ELSE 0 END)'],
      ["tableau", "sales for Gold members only (the column is Loyalty Tier)", (f) => f.includes('[Loyalty Tier] = "Gold"')],
      ["tableau", "a calc that uses 0 when Discount Amount is null", (f) => f === "ZN([Discount Amount])"],
      ["looker-studio", "order week from order_date", (f) => f === "DATETIME_TRUNC(order_date, WEEK)"],
      ["tableau", "ship week of [Ship Date]", (f) => f === "DATETRUNC('week', [Ship Date])"],
      ["looker-studio", "week number from order date", (f) => f === "WEEK(Order Date)"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("written KPI columns, labels that look like filler, a sentence after a list, a concat with a case", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "average order value from Sales[Revenue] and Sales[Order Count]", (f) => f.includes("DIVIDE(SUM(Sales[Revenue]), SUM(Sales[Order Count]))")],
      ["dax", 'Pasted from an email: "Can we add a column to the Couriers table that labels each courier from Couriers[Deliveries Last 30d]: under 50 = Casual, 50 to 200 = Regular, over 200 = Power? Ops wants to filter the courier report by it."', (f) => JSON.stringify([...f.matchAll(/"([^"]*)"/g)].map((m) => m[1])) === JSON.stringify(["Casual", "Regular", "Power"])],
      ["tableau", "label [Deliveries]: under 50 = Casual, 50 to 200 = Regular, over 200 = Power", (f) => f.endsWith('ELSE "Power" END')],
      ["looker", 'from the transit ops channel: can you add a table calc that shows each route as one label like "12 - Downtown Loop" using ${routes.route_number} and ${routes.route_name}? the dashboard tile only has room for one column', (f) => f === 'concat(${routes.route_number}, " - ", ${routes.route_name})'],
      ["tableau", "can you give me guest full name = first name + space + last name, all UPPER case", (f) => f === 'UPPER([First Name] + " " + [Last Name])'],
    ];
    expect(failures(cases)).toEqual([]);
    // A chart setting is still declined.
    expect(generateFormula("tableau", "make the bars red").ok).toBe(false);
  });

  it("Excel: lookups by approximate match, a not-found word, year to date said as dates", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "we have a rate card sorted by min weight. find the shipping rate for each parcel weight (approx match)", (f, fam) => fam === "lookup" && f.endsWith(", -1)")],
      ["excel", 'From an email: "The box orders sheet has Plan Code in column B, and the Plans sheet has Plan Code and Monthly Price. Can you pull the monthly price onto each order row, and show Unknown if the code isn\'t on the Plans sheet?"', (f) => f === '=XLOOKUP(B2, Plans!A:A, Plans!B:B, "Unknown")'],
      ["excel", "look up the region for each store id from the Stores sheet, show Unknown if the id is not found", (f) => f.endsWith('"Unknown")')],
      ["excel", "ytd revenue - sum Revenue where date is from jan 1 this year up to today", (f) => f === '=SUMIFS(B:B, A:A, ">="&DATE(YEAR(TODAY()), 1, 1), A:A, "<="&TODAY())'],
      ["tableau", "total sales from January 1st through today", (_f, fam) => fam === "periodToDate"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("round 10, fourth stage (batches 52-55)", () => {
  it("a word that repeats the test's value is no part of the measure", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker-studio", "churned arr only where Status = Churned", (f) => f === 'SUM(CASE WHEN Status = "Churned" THEN ARR ELSE 0 END)'],
      ["dax", 'online sales only - where Sales[Channel] is "Online"', (f) => f.includes("SUM(Sales[Sales])") && f.includes('Sales[Channel] = "Online"')],
      ["tableau", 'refunded revenue where [Status] = "Refunded"', (f) => f === 'SUM(IF [Status] = "Refunded" THEN [Revenue] END)'],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("names as written: 'pct', 'Day Of Week', 'Items', '(Device Category = mobile)' after a comma", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "discount pct but show 0 when its null", (f) => f === "ZN([Discount Pct])"],
      ["looker-studio", "Day Of Week of signup date", (f) => f === "WEEKDAY(Signup Date)"],
      ["tableau", "Cost Of Goods minus Returns", (f) => f.includes("[Cost Of Goods]")],
      ["looker-studio", "number of orders where Items is more than 5", (f) => f.includes("Items > 5")],
      ["looker-studio", "i need sessions from mobile only, Device Category = mobile", (f) => f.includes('Device Category = "mobile"')],
      ["tableau", "bucket Discount: 0 = 'No discount', up to 0.2 = 'Low', above = 'High'", (f) => f.endsWith('ELSE "High" END')],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a slash-named join, a name field's example value, '% of column for'", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "can you give me a source / medium field from Source and Medium", (f) => f === '[Source] + " / " + [Medium]'],
      ["tableau", "store label like 'Leeds - Store 12' from City and Store Name", (f) => f === '[City] + " - " + [Store Name]'],
      ["looker-studio", "label like 'Show Name - Season 3' from show name and season number", (f) => f.includes('" - Season "')],
      ["looker", "% of column for total spend - ${campaigns.total_spend}", (f) => f === "${campaigns.total_spend} / sum(${campaigns.total_spend})"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("DAX: row counts of a table of things, where the rows come from, a named date with its measure", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "% of total visits across all Visits[Clinic]", (f) => f.includes("COUNTROWS(Visits)") && f.includes("ALL(Visits[Clinic])")],
      ["dax", "unique customers who opened tickets", (f) => f.includes("DISTINCTCOUNT(Tickets[Customer ID])")],
      ["dax", "number of distinct users who placed orders", (f) => f.includes("DISTINCTCOUNT(Orders[User ID])")],
      ["dax", "running total of Opportunities[Amount] by close date", (f) => f.includes("ALLSELECTED(Opportunities[Close Date])")],
      ["dax", "ytd Sales[Amount]", (f) => f.includes("'Date'[Date]")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("Looker counts, spelled-out ratios with their guard, the explained per-group average, Excel row counts", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker", "7 day moving avg of ticket count", (f) => f === "mean(offset_list(${tickets.count}, -6, 7))"],
      ["excel", "net revenue retention = (Starting ARR + Expansion - Contraction - Churn) / Starting ARR, handle accounts with 0 starting arr", (f) => f === '=IF(A2=0, "", (A2+B2-C2-D2)/A2)'],
      ["tableau", "average spend per customer - sum sales for each customer id first, then average that", (f) => f.includes("SUM([Sales]) / COUNTD([Customer ID])")],
      ["excel", 'count visits where Department is "Cardiology" and Visit Date is in 2024', (f) => f.startsWith("=COUNTIFS(")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("joins of first letters", () => {
  it("'initials from A and B' and 'first letter of A plus B', in every dialect", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const firstOf: Record<Dialect, (x: string) => string> = {
      tableau: (x) => `LEFT([${x}], 1)`,
      "looker-studio": (x) => `LEFT_TEXT(${x}, 1)`,
      dax: (x) => `LEFT(Orders[${x}], 1)`,
      looker: (x) => `substring(\${orders.${snake(x)}}, 1, 1)`,
      excel: (x) => (x === "First Name" ? "LEFT(A2, 1)" : "LEFT(B2, 1)"),
    };
    for (const d of ALL) {
      cases.push([d, `initials from ${ref(d, "First Name")} and ${ref(d, "Last Name")}`, (f, fam) => fam === "concat" && f.includes(firstOf[d]("First Name")) && f.includes(firstOf[d]("Last Name"))]);
      cases.push([d, `username: first letter of ${ref(d, "First Name")} plus ${ref(d, "Last Name")}, all lowercase`, (f, fam) => fam === "concat" && f.includes(firstOf[d]("First Name")) && !f.includes(firstOf[d]("Last Name")) && /lower/i.test(f)]);
    }
    expect(failures(cases)).toEqual([]);
  });
});

describe("bucket labels keep their hyphens", () => {
  it("'Mid-Market', 'At-Risk', 'High-Flyer' as written, in every dialect", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of ALL) {
      cases.push([d, `bucket deal size from ${ref(d, "Amount")}: under 10k = Small, 10k-50k = Mid-Market, over 50k = Enterprise`, (f) => JSON.stringify(literals(f)) === JSON.stringify(["Small", "Mid-Market", "Enterprise"])]);
      cases.push([d, `label ${ref(d, "Score")}: under 50 = at-risk, 50 to 80 = on-track, over 80 = high-flyer`, (f) => JSON.stringify(literals(f)) === JSON.stringify(["At-Risk", "On-Track", "High-Flyer"])]);
      cases.push([d, `bucket ${ref(d, "Age")} into under 18 Pediatric, 18-64 Young Adult, 65+ Senior`, (f) => JSON.stringify(literals(f)) === JSON.stringify(["Pediatric", "Young Adult", "Senior"])]);
    }
    expect(failures(cases)).toEqual([]);
  });
});

describe("round 10, fifth stage (batches 56-59)", () => {
  it("LOD cues said in words, an INCLUDE average, a date named by its capitals", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "lifetime sales per Customer ID that doesnt change with the other dimensions in the view", (f) => f === "{FIXED [Customer ID] : SUM([Sales])}"],
      ["tableau", "total sales per region that does not change with the filters", (f) => f === "{FIXED [Region] : SUM([Sales])}"],
      ["tableau", "i need average Calls Handled per agent but shown at the team level", (f) => f === "AVG({INCLUDE [Agent] : SUM([Calls Handled])})"],
      ["tableau", "average sales per customer, shown at the region level", (f) => f === "AVG({INCLUDE [Customer] : SUM([Sales])})"],
      ["tableau", "can you give me average Grade with [Course] excluded from the level of detail", (f) => f === "{EXCLUDE [Course] : AVG([Grade])}"],
      ["tableau", "avg number of trips per driver using an INCLUDE lod on Driver ID, counting Trip ID", (f) => f === "AVG({INCLUDE [Driver ID] : COUNTD([Trip ID])})"],
      ["looker-studio", "work order Created Date rounded down to the month", (f) => f === "DATETIME_TRUNC(Created Date, MONTH)"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("guards, rows named before 'where', title-case names, a calculated column's default, an order said in words", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "load factor from [Passengers Boarded] and [Seats Available], handle zero seats", (f) => f.includes("SUM([Passengers Boarded]) / SUM([Seats Available])")],
      ["excel", 'total Fare for rides where Zone is "Downtown"', (f) => f === '=SUMIFS(B:B, A:A, "Downtown")'],
      ["excel", "Late Fee, but show 0 when blank", (f) => f === '=IF(A2="", 0, A2)'],
      ["dax", "calculated column: Books[Page Count] with blanks as 0", (f) => f.includes("COALESCE(Books[Page Count], 0)")],
      ["looker", "last name comma first name from ${students.last_name} and ${students.first_name}", (f) => f === 'concat(${students.last_name}, ", ", ${students.first_name})'],
      ["tableau", "first name space last name from [First Name] and [Last Name]", (f) => f === '[First Name] + " " + [Last Name]'],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("round 10, sixth stage (batches 60-63)", () => {
  it("top N measures said before 'top N' or after the ranked things; guards and codes; the hour of a datetime", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "The league wants a leaderboard of our academy teams. rank teams by total Goals Scored, top 10 only", (f) => f === "RANK(SUM([Goals Scored])) <= 10"],
      ["looker", "flag the top 5 shows by ${streams.total_minutes}, yes/no", (f) => f === "rank(${streams.total_minutes}, ${streams.total_minutes}) <= 5"],
      ["tableau", "conversion rate [Purchases] / [Installs], handle installs = 0", (f) => f === "IF SUM([Installs]) = 0 THEN NULL ELSE SUM([Purchases]) / SUM([Installs]) END"],
      ["excel", "sum of Cases where Route is R12", (f) => f === '=SUMIFS(B:B, A:A, "R12")'],
      ["excel", "the value in A2 times 2", (f) => f === "=A2*2"],
      ["looker-studio", "hour of day from Session Start", (f) => f === "HOUR(Session Start)"],
      ["tableau", "hour of day from [Order Time]", (f) => f === "DATEPART('hour', [Order Time])"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("values said before their field word, a restated count, a case in the name, a lower-case default text", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker-studio", "average Watch Minutes for subscribers on the Premium plan only", (f) => f.includes('Plan = "Premium"')],
      ["looker-studio", "how many unique members booked a class? count distinct member id", (f) => f === "COUNT_DISTINCT(Member ID)"],
      ["looker-studio", "full name in caps: First Name + space + Last Name", (f) => f === 'UPPER(CONCAT(First Name, CONCAT(" ", Last Name)))'],
      ["tableau", "if utm source is null show organic", (f) => f === 'IFNULL([UTM Source], "organic")'],
      ["tableau", "if discount is null show price", (f) => f === "IFNULL([Discount], [Price])"],
      ["tableau", "if meter reading is null use estimated reading instead", (f) => f === "IFNULL([Meter Reading], [Estimated Reading])"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("round 10, sixth stage: names, written divisions and tags", () => {
  it("'days on hand' is one name; a titled division after a rate's name; 'tags X as' a ranged list", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "bucket days on hand into under 30, 30-90 and over 90", (f) => f.includes("[Days On Hand] < 30")],
      ["tableau", "average time on site", (f) => f === "AVG([Time On Site])"],
      ["looker-studio", "days on market from List Date to Sold Date", (f) => f === "DATE_DIFF(Sold Date, List Date)"],
      ["tableau", "days to resolve a ticket from Opened Date to Resolved Date", (f) => f === "DATEDIFF('day', [Opened Date], [Resolved Date])"],
      ["excel", "churn rate Churned / Starting Subs, blank if starting subs is 0", (f) => f === '=IF(B2=0, "", A2/B2)'],
      ["looker-studio", "Pages / Session", (f) => f.includes("SUM(Pageviews) / SUM(Sessions)")],
      ["dax", "calculated column that tags Products[Shelf Life Days] as Short (<7), Medium (7-30), Long (>30)", (f, fam) => fam === "buckets" && f.includes('"Medium"')],
      ["tableau", "flag [Age] over 65 as Senior", (f, fam) => fam === "flag"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("a value before a field named with 'of'", () => {
  it("'for the Auto line of business only'", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["looker-studio", "claim amount for the Auto line of business only", (f) => f === 'SUM(CASE WHEN Line of Business = "Auto" THEN Claim Amount ELSE 0 END)'],
      ["tableau", "total premium for the Commercial line of business only", (f) => f.includes('[Line of Business] = "Commercial"')],
    ];
    expect(failures(cases)).toEqual([]);
  });
});
