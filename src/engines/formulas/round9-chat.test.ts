import { describe, expect, it } from "vitest";
import type { Dialect } from "./index";
import { type RequestCase, failures as checked, withLayout } from "./test-support/request-cases";

/**
 * Round 9 (hold-out batches 30-35): requests pasted from chat or email. A sentence of context that
 * describes no data (who asks, what the chart shows), a greeting or an attribution ("Message from our
 * CFO:"), a quoted message, a hand-over that points back ("Can you write the measure?"), a third
 * party's wish ("they want ...") before the ask, and a sentence after the ask.
 */

/** The cases, each checked on its text (an Excel answer followed by its layout). */
function failures(cases: Array<[Dialect, string, (text: string, family: string) => boolean]>): string[] {
  return checked(cases.map(([d, q, ok]): RequestCase => [d, q, withLayout(ok)]));
}

// (Percent of total and period changes are chart settings in Looker Studio.)
const dialects: Dialect[] = ["tableau", "looker-studio", "dax", "looker", "excel"];


const PREFIXES = [
  "our clinic dashboard shows visits by month. ",
  "Hey - finance is reviewing the plan breakdown this week. ",
  "From the weekly trading call: the trend chart needs another line next to it. ",
  "Message from our CFO: the board deck is due friday. ",
  "Hi! The network team wants the report grouped differently. ",
];
const HANDOVERS = ["can you give me ", "Can you make a calc for ", "Please give me ", "can we get ", "I'd like "];

describe("round 9: chat context before the ask", () => {
  it("a sentence of context that names no data is not read as the measure", () => {
    const cases: Parameters<typeof failures>[0] = [];
    PREFIXES.forEach((p, i) => {
      const h = HANDOVERS[i]!;
      for (const [ask, ok] of [
        ["month over month growth % of Revenue", (f: string, fam: string) => fam === "periodChange" && /revenue/i.test(f) && !/clinic|finance|trading|cfo|network|board|deck|team/i.test(f)],
        ["percent of total of [Claim Amount]", (f: string, fam: string) => fam === "percentOfTotal" && /claim_amount|claim amount/i.test(f)],
        ["count distinct Customer ID", (f: string, fam: string) => fam === "aggregate" && /customer_id|customer id/i.test(f) && !/clinic|finance|trading|cfo|network/i.test(f)],
      ] as const)
        for (const d of dialects) if (!(d === "looker-studio" && /percent of total|growth/.test(ask))) cases.push([d, `${p}${h}${ask}`, ok]);
    });
    expect(failures(cases)).toEqual([]);
  });

  it("a third party's wish mid-sentence is context; the ask opens a sentence", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of ["tableau", "dax", "looker"] as Dialect[])
      for (const who of ["they want", "the VP wants", "sales would like"])
        cases.push([d, `Claims team asked for this: in the bar chart by Claim Type ${who} each bar shown as a share. Please give me percent of total of [Claim Amount].`, (f, fam) => fam === "percentOfTotal" && /claim/i.test(f)]);
    expect(failures(cases)).toEqual([]);
  });

  it("a quoted message is the request, and a hand-over that points back names nothing", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const from of ["Message from our CFO:", "Note from the finance lead:", "From the exec channel:"])
      for (const handover of ["Can you write the measure?", "Could you build the formula?", "Please make the calc."])
        cases.push(["dax", `${from} "Board deck needs YoY growth on bookings - this period vs the same period last year, as a %." ${handover} Bookings is SUM(Bookings[Amount]) and we have a 'Date' table.`, (f, fam) => fam === "periodChange" && f.includes("SAMEPERIODLASTYEAR") && f.includes("Bookings[Amount]") && !/message|note|from the/i.test(f.split("=")[0]!)]);
    expect(failures(cases)).toEqual([]);
  });

  it("rows of a named table are what is counted ('tickets are rows in Tickets', 'each row in Policies is one policy')", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [noun, table] of [["ticket", "Tickets"], ["policy", "Policies"], ["claim", "Claims"]] as const) {
      const plural = noun.endsWith("y") ? `${noun.slice(0, -1)}ies` : `${noun}s`;
      cases.push(["dax", `previous month ${noun} count - ${plural} are rows in ${table}, dates in 'Date'[Date]`, (f) => f.includes(`COUNTROWS(${table})`) && f.includes("DATEADD")]);
      cases.push(["dax", `running count of ${plural}, each row in ${table} is one ${noun}`, (f, fam) => fam === "runningTotal" && f.includes(`COUNTROWS(${table})`)]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("a sentence after the ask stays apart from the ask's names", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [m, tail] of [["Sales", "year is on columns"], ["Revenue", "months are on rows"], ["Bookings", "the view is by year"]] as const)
      cases.push(["tableau", `hey, store ops want to see how we're tracking vs last year. can you give me a calc for year over year growth % of ${m}? ${tail}`, (f, fam) => fam === "periodChange" && f.includes(`SUM([${m}])`)]);
    expect(failures(cases)).toEqual([]);
  });

  it("what the result is for ('so they group together') is not a field", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of ["tableau", "looker-studio", "dax", "excel"] as Dialect[])
      for (const tail of ["so they group together", "so we stop double counting", "so people can filter on it"])
        cases.push([d, `Support asked for this one - the chart splits mixed case values up. Can you make an upper case version of Plan Code ${tail}?`, (f, fam) => fam === "textCase" && /plan.?code|[A-Z]2/i.test(f) && !/group|double|filter/i.test(f)]);
    expect(failures(cases)).toEqual([]);
  });

  it("a greeting and who is writing are not the request (batch 38)", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const greetings = ["Hi, Sam from the campus housing office.", "Hello — grid operations here.", "hey, Raj (marketplace analytics).", "Morning! ED quality team here.", "Hi all, Ben from marketplace ops.", "Hello from the water utility customer service team."];
    for (const g of greetings) {
      cases.push(["looker", `${g} Our table has \${calls.avg_handle_time} by date, sorted ascending. Can you give me a 7 day moving average?`, (f, fam) => fam === "movingAverage" && f.includes("${calls.avg_handle_time}")]);
      cases.push(["looker-studio", `${g} Customer names come in ALL CAPS. Please give me a field that lowercases Customer Name.`, (f, fam) => fam === "textCase" && f === "LOWER(Customer Name)"]);
      cases.push(["looker-studio", `${g} Each row is a shift with Shift Start and Shift End datetimes. We need the shift length in hours for each row.`, (f, fam) => fam === "dateDiff" && f.includes("Shift End, Shift Start, HOUR")]);
      cases.push(["looker-studio", `${g} We want weekly trends but Order Date is a full date. What's the calculated field to truncate Order Date to the start of the week?`, (f) => f === "DATETIME_TRUNC(Order Date, WEEK)"]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("a condition named in words, then restated exactly ('for triage level 1 only, i.e. ...'), and 'where the year of X is N'", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "Could you write a measure for the average Visits[Wait Minutes] for triage level 1 only, i.e. Visits[Triage Level] = 1?", (f) => f.includes("Visits[Triage Level] = 1") && !f.includes("ALLEXCEPT")],
      ["tableau", "sum of [Sales] for big orders only, i.e. [Quantity] > 100", (f) => f.includes("[Quantity] > 100")],
    ];
    for (const d of dialects) cases.push([d, "count distinct [Seller ID] where the year of [Order Date] is 2025", (f, fam) => fam === "aggregate" && f.includes("2025")]);
    expect(failures(cases)).toEqual([]);
  });

  it("a greeting that opens the ask itself keeps the ask ('hi, can you give me ...', 'Hey team - ... I need ...')", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const g of ["hi, ", "Hey team - ", "hey there - ", "Hi all - quick one: ", "Hello! "])
      for (const d of ["tableau", "looker", "dax"] as Dialect[]) {
        cases.push([d, `${g}can you give me a 3 month moving average of Ticket Revenue? the view is by month`, (f, fam) => fam === "movingAverage" && /ticket.?revenue/i.test(f)]);
        cases.push([d, `${g}for the membership report I need First Name and Last Name joined with a space in between. thanks!`, (f, fam) => fam === "concat" && !/\bso\b/i.test(f)]);
      }
    expect(failures(cases)).toEqual([]);
  });
});
