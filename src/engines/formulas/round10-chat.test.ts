import { describe, expect, it } from "vitest";
import type { Dialect } from "./index";
import { failures, withLayout, ALL_DIALECTS as ALL } from "./test-support/request-cases";

/**
 * Round 10 (hold-out batch 55): requests pasted from chat or email — a quoted message, often after who
 * sent it and followed by a plain sentence naming the fields, measure, date table or column letter.
 * Each class is checked across names, phrasings and dialects.
 */

type Cases = Parameters<typeof failures>[0];
/** Who a pasted message came from, as people write it before the quote. */
const FROM = ["Pasted from Slack:", "From a Teams chat:", "Marketer asked in chat:", "Email from finance:", "Message from the ops lead:", "Forwarded from a ticket:"];

describe("a naming tail after a quoted message names the ask's columns", () => {
  it("'user field is [X], date is [Y]': each entity's first or last date at that entity's level", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string, string, string]> = [
      ["we're building signup cohorts and need each user's very first session date", "user field is [User ID]", "date is [Session Date]", "User ID", "Session Date"],
      ["for the retention chart we need each customer's first order date", "customer field is [Customer ID]", "date is [Order Date]", "Customer ID", "Order Date"],
      ["could you give me every member's very first visit date?", "member field is [Member ID]", "date field is [Visit Date]", "Member ID", "Visit Date"],
      ["we want each patient's first admission date", "the patient field is [Patient Key]", "date is [Admit Date]", "Patient Key", "Admit Date"],
    ];
    rows.forEach(([msg, who, when, id, date], i) => {
      const q = `${FROM[i % FROM.length]} "${msg}" - ${who}, ${when}`;
      cases.push(["tableau", q, (f, fam) => fam === "lod" && f === `{FIXED [${id}] : MIN([${date}])}`]);
      cases.push(["dax", q, (f) => f.includes(`MIN(Sales[${date}])`) && f.includes(`ALLEXCEPT(Sales, Sales[${id}])`)]);
      cases.push(["excel", q, withLayout((f, fam) => fam === "lod" && /MINIFS/.test(f) && f.includes(`${id}=`) && f.includes(`${date}=`))]);
    });
    cases.push(["tableau", `${FROM[0]} "we need each member's very last visit date" - member field is [Member ID], date is [Visit Date]`, (f) => f === "{FIXED [Member ID] : MAX([Visit Date])}"]);
    expect(failures(cases)).toEqual([]);
  });

  it("'user field is x': a count of unique people counts the named column, with no part of the message's context", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string]> = [
      ["the GA4 export is one row per event, I just need the number of unique users", "user field is", "user_pseudo_id"],
      ["the order lines table has one row per item, we only want how many distinct customers bought", "customer field is", "cust_id"],
      ["I just need the number of distinct pages", "page field is", "page_path"],
      ["our log has a row per login, we need the count of unique members", "the member column is", "member_ref"],
    ];
    const expected: Record<Dialect, (c: string) => string> = {
      tableau: (c) => `COUNTD([${c}])`,
      "looker-studio": (c) => `COUNT_DISTINCT(${c})`,
      dax: () => "DISTINCTCOUNT(",
      looker: (c) => `count_distinct(\${view.${c}})`,
      excel: () => "UNIQUE(",
    };
    rows.forEach(([msg, tail, col], i) => {
      for (const d of ALL) cases.push([d, `${FROM[(i + 2) % FROM.length]} "${msg}" - ${tail} ${col}`, withLayout((f, fam) => fam === "aggregate" && f.includes(expected[d](col)) && f.includes(col) && !/GA4|\bSUM\b|sum\(/.test(f))]);
    });
    expect(failures(cases)).toEqual([]);
  });

  it("'the field is X' after a closing quote names the column a text extraction reads", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string]> = [
      ["our landing page URLs have ?utm_campaign=xyz in them, can I pull the campaign name out into its own field?", "Landing Page", "utm_campaign"],
      ["our landing page URLs have ?utm_source=abc in them, can I pull the source out into its own field?", "Page URL", "utm_source"],
      ["the links we send out have ?utm_medium=email in them, can I pull the medium out into its own field?", "Link URL", "utm_medium"],
    ];
    for (const [msg, field, param] of rows)
      for (const sep of [" ", " - ", ". "]) cases.push(["looker-studio", `${FROM[2]} "${msg}"${sep}the field is ${field}`, (f, fam) => fam === "textExtract" && f.startsWith(`REGEXP_EXTRACT(${field}, `) && f.includes(`${param}=`)]);
    expect(failures(cases)).toEqual([]);
  });

  it("'email is in column A': a question about which part each value comes from reads that column", () => {
    const cases: Cases = [];
    const rows: Array<[string, string]> = [
      [`Chat from marketing: "I've got a list of signup emails and want to see which company domains they come from" - email is in column A`, "A"],
      [`From HR: "we have a sheet of staff emails, can you show which domains they come from?" emails are in column C`, "C"],
      [`Email from sales: "I need to know which domains our leads' emails come from" - emails in col B`, "B"],
      [`see which domains the emails come from - emails in column D`, "D"],
    ];
    for (const [q, col] of rows) cases.push(["excel", q, (f, fam) => fam === "textExtract" && f === `=MID(${col}2, FIND("@", ${col}2)+1, LEN(${col}2))`]);
    expect(failures(cases)).toEqual([]);
  });

  it("'fields are A and B': one column shown as an example of two values joined combines the two fields", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string, string, string]> = [
      ["channel report needs one column like google / cpc", "sessions", "source", "medium", " / "],
      ["the report needs a single column like Boston - MA", "stores", "city", "state", " - "],
      ["need one field like Austin, TX for the map", "stores", "city", "state", ", "],
      ["we want one column like Paris | France", "hotels", "city", "country", " | "],
    ];
    rows.forEach(([msg, view, a, b, sep], i) => {
      cases.push(["looker", `${FROM[(i + 5) % FROM.length]} "${msg}" - fields are \${${view}.${a}} and \${${view}.${b}}`, (f, fam) => fam === "concat" && f === `concat(\${${view}.${a}}, "${sep}", \${${view}.${b}})`]);
      const A = a.charAt(0).toUpperCase() + a.slice(1);
      const B = b.charAt(0).toUpperCase() + b.slice(1);
      cases.push(["tableau", `${FROM[i % FROM.length]} "${msg}" - fields are [${A}] and [${B}]`, (f, fam) => fam === "concat" && f === `[${A}] + "${sep}" + [${B}]`]);
    });
    expect(failures(cases)).toEqual([]);
  });

  it("a name for something the message never speaks of does not stand in for the field it asks about", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string]> = [
      ["sum of sales - region field is [Region]", "Sales", "Region"],
      [`From the team: "we need the total of revenue" - the store field is [Store Name]`, "Revenue", "Store Name"],
      ["average discount - customer field is [Customer ID]", "Discount", "Customer ID"],
    ];
    for (const [q, measure, other] of rows) cases.push(["tableau", q, (f) => f.includes(`[${measure}]`) && !f.includes(`[${other}]`)]);
    expect(failures(cases)).toEqual([]);
  });

  it("a label 'like' an example still reads the fields after 'from'", () => {
    expect(failures([["looker", 'label like "Austin, TX" from ${properties.city} and ${properties.state}', (f) => f === 'concat(${properties.city}, ", ", ${properties.state})']])).toEqual([]);
  });
});

describe("'measure is [X]' in DAX: the named measure is used as a measure, with the date table given", () => {
  it("a period comparison or moving window of the measure", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string, string]> = [
      [`From our weekly sync notes: "add YoY % for sessions to the KPI cards". base measure is [Total Sessions], calendar table 'Calendar'[Date]`, "Total Sessions", "SAMEPERIODLASTYEAR('Calendar'[Date])", "periodChange"],
      [`From our weekly sync notes: "add YoY % for bookings to the KPI cards". base measure is [Total Bookings], calendar table 'Calendar'[Date]`, "Total Bookings", "SAMEPERIODLASTYEAR('Calendar'[Date])", "periodChange"],
      [`Note from the CFO: "can we get month over month change for revenue on the exec page?" measure is [Net Revenue], date table 'Dates'[Date]`, "Net Revenue", "-1, MONTH", "periodChange"],
      [`From the product lead: "add a YoY growth % card for orders" - the measure is [Order Count]`, "Order Count", "SAMEPERIODLASTYEAR(", "periodChange"],
      [`Message from the marketing lead: "daily signups are way too noisy, can we get a 7 day rolling average line?" measure is [Signups], dates in 'Date'[Date]`, "Signups", "DATESINPERIOD('Date'[Date], MAX('Date'[Date]), -7, DAY)", "movingAverage"],
      [`Message from ops: "tickets per day jump around a lot, could we show a 30 day rolling average?" measure is [Tickets Opened], dates in 'Date'[Date]`, "Tickets Opened", "-30, DAY", "movingAverage"],
      [`From Slack: "we need a running total of signups" measure is [New Signups], calendar table 'Date'[Date]`, "New Signups", "ALLSELECTED('Date'[Date])", "runningTotal"],
    ];
    for (const [q, m, date, fam] of rows) cases.push(["dax", q, (f, family) => family === fam && f.includes(`[${m}]`) && !f.includes(`Sales[${m}]`) && !/SUM\(/.test(f) && f.includes(date)]);
    // ("Our date table column is 'Calendar'[Date]": a date table named after the ask, in a sentence of its own.)
    cases.push(["dax", "Can I get a measure for total Usage[kWh] for the same period last year? Our date table column is 'Calendar'[Date].", (f) => f === "kWh Previous Year = CALCULATE(SUM(Usage[kWh]), SAMEPERIODLASTYEAR('Calendar'[Date]))"]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("a request pasted with its chat around it", () => {
  it("'only sums X when ...' is a conditional sum; 'want it next to ...' is where it goes", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string, string]> = [
      ["can someone make a calc that only sums Conversions when Channel is Paid Search? want it next to total conversions in the table", "Conversions", "Channel", "Paid Search"],
      ["can someone make a calc that only sums Revenue when Region is West? want it next to total revenue in the view", "Revenue", "Region", "West"],
      ["could you write a calc that sums Units when Store Type is Outlet? we'd put it beside the total units column", "Units", "Store Type", "Outlet"],
      ["need a calc that only sums Spend when Platform is Meta, want it on the same sheet", "Spend", "Platform", "Meta"],
    ];
    rows.forEach(([msg, m, f, v], i) => cases.push(["tableau", `${FROM[(i + 1) % FROM.length]} "${msg}"`, (x, fam) => fam === "aggregate" && x === `SUM(IF [${f}] = "${v}" THEN [${m}] END)`]));
    expect(failures(cases)).toEqual([]);
  });
});

describe("Looker: a table sorted newest first puts the earlier rows below", () => {
  it("period changes look one row down (offset 1), moving windows take this row and the ones below", () => {
    const cases: Cases = [];
    const changes = [
      `From slack: "weekly sessions explore is sorted newest week first, I need % change vs the prior week" field is \${sessions.count}`,
      `Pasted from chat: "monthly orders explore, newest month first. need the change vs previous month" - field is \${orders.count}`,
      "% change vs previous row of ${orders.total}, sorted newest first",
      "difference from the previous row of ${orders.total}, table sorted by date descending",
      "my explore is sorted by date descending. difference vs previous month of ${orders.revenue}",
    ];
    for (const q of changes) cases.push(["looker", q, (f, fam) => fam === "periodChange" && /offset\(\$\{[a-z_.]+\}, 1\)/.test(f) && !/offset\([^)]*-1\)/.test(f)]);
    cases.push(["looker", "7 row moving average of ${orders.total}, sorted newest first", (f) => f === "mean(offset_list(${orders.total}, 0, 7))"]);
    cases.push(["looker", `Ping from finance: "our explore is sorted by date descending, can I get a 3 month moving average of revenue?" field is \${orders.total_revenue}`, (f) => f === "mean(offset_list(${orders.total_revenue}, 0, 3))"]);
    // A running total sorted newest first adds up each row and the rows below it.
    for (const [q, x] of [
      [`From chat: "our monthly explore is sorted newest month first, we need a running total of revenue" field is \${orders.total_revenue}`, "${orders.total_revenue}"],
      ["running total of ${orders.total}, sorted newest first", "${orders.total}"],
      ["cumulative sum of ${visits.count}, explore sorted by week descending", "${visits.count}"],
    ])
      cases.push(["looker", q!, (f, fam) => fam === "runningTotal" && f === `sum(${x}) - running_total(${x}) + ${x}`]);
    cases.push(["looker", "running total of ${orders.total}", (f) => f === "running_total(${orders.total})"]);
    // Without a sort order said, the earlier rows are above.
    cases.push(["looker", "% change vs previous row of ${orders.total}", (f) => f.includes("offset(${orders.total}, -1)")]);
    cases.push(["looker", "7 row moving average of ${orders.total}", (f) => f === "mean(offset_list(${orders.total}, -6, 7))"]);
    cases.push(["looker", "% change vs previous row of ${orders.total}, sorted oldest first", (f) => f.includes("offset(${orders.total}, -1)")]);
    expect(failures(cases)).toEqual([]);
  });
});
