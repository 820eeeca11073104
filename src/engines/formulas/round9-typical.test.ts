import { describe, expect, it } from "vitest";
import type { Dialect } from "./index";
import { type RequestCase, failures as checked, withLayout } from "./test-support/request-cases";

/**
 * Round 9 (hold-out batches 36-37): typical short requests that failed. Each class is checked across
 * names, phrasings and all five dialects.
 */

/** The cases, each checked on its text (an Excel answer followed by its layout). */
function failures(cases: Array<[Dialect, string, (text: string, family: string) => boolean]>): string[] {
  return checked(cases.map(([d, q, ok]): RequestCase => [d, q, withLayout(ok)]));
}

const dialects: Dialect[] = ["tableau", "looker-studio", "dax", "looker", "excel"];


describe("round 9: typical requests", () => {
  it("a lower-case kind before the rows ('for air shipments only', 'for lunch orders') filters them", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of dialects)
      for (const [q, value] of [
        ["freight cost for air shipments only", "Air"],
        ["sales for dine-in orders only", "Dine-In"],
        ["average check total for lunch orders", "Lunch"],
        ["revenue for corporate bookings only", "Corporate"],
      ] as const)
        cases.push([d, q, (t, fam) => fam === "aggregate" && t.includes(`"${value}"`)]);
    expect(failures(cases)).toEqual([]);
  });

  it("field words, then a quoted value, after 'for' ('for branch \"Downtown\"')", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of dialects)
      for (const [q, value, field] of [
        ['total loan amount for branch "Downtown"', "Downtown", /branch/i],
        ["sum of gifts for campaign 'Spring Gala'", "Spring Gala", /campaign/i],
        ['average fare for route "LHR-JFK"', "LHR-JFK", /route/i],
      ] as const)
        cases.push([d, q, (t) => t.includes(`"${value}"`) && field.test(t)]);
    expect(failures(cases)).toEqual([]);
  });

  it("'N or more/higher/older' after a field is an inclusive bound", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of dialects)
      for (const [q, op] of [
        ["count of orders where quantity is 10 or more", ">="],
        ["average session length for players at level 10 or higher", ">="],
        ["total revenue where age is 65 or older", ">="],
        ["number of patients where age is 17 or younger", "<="],
      ] as const)
        cases.push([d, q, (t, fam) => fam === "aggregate" && t.includes(op)]);
    expect(failures(cases)).toEqual([]);
  });

  it("a days-late column tested in a condition is not a date difference", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of dialects)
      for (const q of ["count deliveries where days late > 0", "number of tickets where days open is over 30", "sum of penalties where days overdue >= 7"])
        cases.push([d, q, (t, fam) => fam === "aggregate" && !/TODAY|now\(|CURRENT_DATE/i.test(t)]);
    expect(failures(cases)).toEqual([]);
  });

  it("'average <KPI> from A and B' and '<X> per <Y> from A and B' are A over B, never a span of dates", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of dialects)
      for (const [q, a, b] of [
        ["average check from Revenue and Covers", "Revenue", "Covers"],
        ["average spend per visitor from Revenue and Visitors", "Revenue", "Visitors"],
        ["average fare from Ticket Revenue and Passengers", "Ticket Revenue", "Passengers"],
        ["revenue per rental day from Revenue and Rental Days", "Revenue", "Rental Days"],
        ["cost per hire from Recruiting Spend and Hires", "Recruiting Spend", "Hires"],
      ] as const)
        cases.push([d, q, (t, fam) => fam === "ratio" && (d === "excel" ? t.includes(`${a}=A`) && t.includes(`${b}=B`) : t.toLowerCase().replace(/_/g, " ").indexOf(a.toLowerCase()) < t.toLowerCase().replace(/_/g, " ").lastIndexOf(b.toLowerCase()))]);
    expect(failures(cases)).toEqual([]);
  });

  it("'label A if <test> else B': the verb is not part of the label", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of dialects)
      for (const [verb, a, b] of [["label", "Late", "On Time"], ["mark", "High Risk", "Normal"], ["flag", "Overdue", "OK"]] as const)
        cases.push([d, `${verb} ${a} if [Delay Days] > 2 else ${b}`, (t) => t.includes(`"${a}"`) && t.includes(`"${b}"`)]);
    expect(failures(cases)).toEqual([]);
  });

  it("a KPI named for what it measures, from two fields ('load factor from Passengers and Seats'), is a ratio", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of dialects)
      for (const [q, a, b] of [
        ["load factor from [Passengers] and [Seats]", "Passengers", "Seats"],
        ["fleet utilization from Hours Used and Hours Available", "Hours Used", "Hours Available"],
        ["coverage from Insured Members and Total Members", "Insured Members", "Total Members"],
      ] as const)
        cases.push([d, q, (t, fam) => fam === "ratio" && (d === "excel" ? t.includes(`${a}=A`) && t.includes(`${b}=B`) : t.toLowerCase().replace(/_/g, " ").includes(b.toLowerCase()))]);
    expect(failures(cases)).toEqual([]);
  });

  it("'just the difference, not a %' is an absolute change", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of ["tableau", "dax", "looker", "excel"] as Dialect[])
      for (const q of ["month over month change in [Data Usage GB], just the difference not a %", "yoy change in revenue, absolute difference rather than a percentage", "change vs previous month of [Orders], not as a percent"])
        cases.push([d, q, (t, fam) => fam === "periodChange" && !/\/|DIVIDE/.test(t.split(" A=")[0]!.replace(/\bIF\(B2=0[^)]*\)/, ""))]);
    expect(failures(cases)).toEqual([]);
  });

  it("a lower-case word between a Title Case value and its field word goes with the field ('the Prepaid plan type')", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of dialects)
      for (const [q, value, field] of [
        ["total Revenue for the Prepaid plan type only", "Prepaid", /plan.?type/i],
        ["sales for the Gold customer tier", "Gold", /customer.?tier/i],
      ] as const)
        cases.push([d, q, (t) => t.includes(`"${value}"`) && field.test(t)]);
    expect(failures(cases)).toEqual([]);
  });

  it("camelCase DAX date columns in the context are dates ('Bookings[BookingDate]')", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["dax", "our airline model has Bookings[BookingDate] and Bookings[TravelDate]. please add a calculated column with the lead time in days between when the booking was made and the travel date", (t) => t.includes("DATEDIFF(Bookings[BookingDate], Bookings[TravelDate], DAY)")],
      ["dax", "the Orders table has Orders[OrderDate] and Orders[ShipDate]. i need days to ship", (t) => t.includes("Orders[OrderDate]") && t.includes("Orders[ShipDate]")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});
