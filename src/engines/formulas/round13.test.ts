import { describe, expect, it } from "vitest";
import { failures, withLayout, type RequestCase } from "./test-support/request-cases";

/**
 * Round 13: the classes behind the misses of hold-out batches 92-99, each checked with other names,
 * phrasings and dialects than the requests that found them.
 */

describe("a name the user gives the result", () => {
  it("'Measure: X = ...', 'X measure = ...', 'Measure X: ...' and 'calculated column x from T[C]' name it", () => {
    const cases: RequestCase[] = [
      ["dax", 'Measure: Refunded Total = SUM of Payments[Amount] filtered to Payments[Refunded] = "Yes"', (f) => f.startsWith("Refunded Total = CALCULATE(SUM(Payments[Amount])")],
      ["dax", "Active Riders measure = count of distinct Trips[RiderID]", (f) => f === "Active Riders = DISTINCTCOUNT(Trips[RiderID])"],
      ["dax", "Measure Fleet Share %: SUM(Vans[Capacity]) as a percentage of all depots. Remove only the filter on Vans[Depot]. Use DIVIDE.", (f) => f.startsWith("Fleet Share % = DIVIDE(") && f.includes("ALL(Vans[Depot])")],
      ["dax", "calculated column basket size from Orders[Items]: under 3 small, 3 to 10 medium, over 10 large", (f) => f.startsWith("Basket Size = SWITCH(") && f.includes('"Medium"')],
      ["dax", "Measure: Miles per Driver = SUM(Trips[Miles]) divided by the distinct count of Trips[DriverID], returning blank instead of an error when there are none.", (f) => f === "Miles per Driver = DIVIDE(SUM(Trips[Miles]), DISTINCTCOUNT(Trips[DriverID]))"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("a join said piece by piece", () => {
  it("'A then a space then B', 'A, then space slash space, then B', 'A, a comma and a space, then B'", () => {
    const cases: RequestCase[] = [
      ["looker-studio", "Route Code then a space then Stop Number", (f) => f === 'CONCAT(Route Code, CONCAT(" ", Stop Number))'],
      ["tableau", "Depot Name, then space slash space, then Van ID", (f) => f === '[Depot Name] + " / " + [Van ID]'],
      ["looker", "${drivers.last_name}, a comma and a space, then ${drivers.first_name}", (f) => f === 'concat(${drivers.last_name}, ", ", ${drivers.first_name})'],
      ["excel", "Region then a dash then Branch", withLayout((f) => f.startsWith('=A2&"-"&B2'))],
      // (Not a label list: "then" in an if/case is no join.)
      ["tableau", "if [Stock] < 10 then Low else OK", (f, fam) => fam === "buckets" || fam === "flag"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a name shown surname first", () => {
    const cases: RequestCase[] = [
      ["tableau", "patient name as Last Name, First Name", (f) => f === '[Last Name] + ", " + [First Name]'],
      ["looker", "driver label as Surname, Firstname from ${drivers.surname} and ${drivers.given_name}", (f) => f === 'concat(${drivers.surname}, ", ", ${drivers.given_name})'],
      ["excel", "show names as last name, first name. first name in C, last name in D", withLayout((f) => f.startsWith('=D2&", "&C2'))],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("the text a part is taken from", () => {
  it("the column an example is given for, or the one column named aside", () => {
    const cases: RequestCase[] = [
      ["looker-studio", "lane is like ORD-LAX, i need the code after the dash", (f) => f.startsWith("REGEXP_EXTRACT(Lane,")],
      ["tableau", "Voucher Code is formatted like VCH-88121. Return the part after the 'VCH-' prefix.", (f) => f.includes("[Voucher Code]")],
      ["looker-studio", "our bin ids look like A-12-C (aisle - shelf - slot). i only need the slot bit after the last dash. field is Bin ID", (f) => f.startsWith("REGEXP_EXTRACT(Bin ID,")],
      ["looker-studio", "REGEXP_EXTRACT the country prefix from Depot Code, i.e. everything before the first hyphen ('UK-0412' -> 'UK')", (f) => f.startsWith("REGEXP_EXTRACT(Depot Code,")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("defaults for empty values", () => {
  it("a text shown in the gap is a text, and ∅ or 'can it say 0' fills gaps", () => {
    const cases: RequestCase[] = [
      ["tableau", "if Carrier is empty show Own Fleet", (f) => f === 'IFNULL([Carrier], "Own Fleet")'],
      ["looker-studio", "if Depot is null show No Depot", (f) => f === 'IFNULL(Depot, "No Depot")'],
      ["looker-studio", 'Replace NULL values in Service Level with the string "Standard".', (f) => f === 'IFNULL(Service Level, "Standard")'],
      ["looker", "the report shows ∅ for ${routes.late_stops} on routes with no late stops - want 0 there instead", (f) => f === "coalesce(${routes.late_stops}, 0)"],
      ["looker", 'slack: "fuel column shows ∅ for vans that never refuelled, can it just say 0?" field is ${vans.fuel_cost}', (f) => f === "coalesce(${vans.fuel_cost}, 0)"],
      // (A fallback column is still a column.)
      ["tableau", "if nickname is null show first name", (f) => f === "IFNULL([Nickname], [First Name])"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("Excel columns said in sentences", () => {
  it("headers listed after the ask sit in that order, and the ask's values test them", () => {
    const cases: RequestCase[] = [
      ["excel", "how many shipments are Delivered in APAC? headers are Region, Status, Weight", withLayout((f) => f.startsWith("=COUNTIFS(") && f.includes('B:B, "Delivered"') && f.includes('A:A, "APAC"'))],
      ["excel", "total freight cost for the Leeds depot, chilled only. my columns are Depot, Category, Freight Cost", withLayout((f) => f.startsWith("=SUMIFS(C:C,") && f.includes('B:B, "Chilled"') && f.includes('A:A, "Leeds"'))],
      ["excel", "average pick time for Nights. the columns are Picker, Shift, Pick Time", withLayout((f) => f.startsWith('=AVERAGEIFS(C:C, B:B, "Nights")'))],
      ["excel", "total Idle Minutes for the Weekend shift, my columns are Shift and Idle Minutes", withLayout((f) => f.startsWith('=SUMIFS(B:B, A:A, "Weekend")'))],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("values in a range said without a name belong to the one measure", () => {
    const cases: RequestCase[] = [
      ["excel", "share of total parcels: values in D2:D60", withLayout((f) => f.startsWith("=D2/SUM($D$2:$D$60)"))],
      ["excel", "rank by on-time rate, E2:E30", withLayout((f) => f.startsWith("=RANK(E2, $E$2:$E$30)"))],
      ["excel", "pallets are in C2:C80, I need each row's share of the total", withLayout((f) => f.startsWith("=C2/SUM($C$2:$C$80)") && f.includes("Pallets=C"))],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a change between two period columns on one row", () => {
    const cases: RequestCase[] = [
      ["excel", "yoy growth % - 2024 parcels in C, 2025 in D", withLayout((f) => f.startsWith('=IF(C2=0, "", (D2-C2)/C2)'))],
      ["excel", "MoM change %: This Month Volume in column F, Last Month Volume in column E", withLayout((f) => f.startsWith('=IF(E2=0, "", (F2-E2)/E2)'))],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("the layout names only the columns the formula reads", () => {
    const cases: RequestCase[] = [
      ["excel", "count of shipments where status is Lost", withLayout((f) => f.startsWith('=COUNTIFS(A:A, "Lost")') && !/ID=/.test(f))],
      ["excel", "running total of parcels in column C", withLayout((f) => f === "=SUM($C$2:C2) Parcels=C")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a test on a duration and a code after its column's word", () => {
    const cases: RequestCase[] = [
      ["excel", "count stops in zone B7 that were longer than 20 minutes. zone is column C, minutes column F", withLayout((f) => f.includes('F:F, ">20"') && f.includes('C:C, "B7"') && f.includes("Minutes=F"))],
      ["tableau", "count calls in queue Q2", (f) => f.includes('[Queue] = "Q2"')],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("DAX rows and time", () => {
  it("a share of a table's rows that pass a written test counts rows", () => {
    const cases: RequestCase[] = [
      ["dax", 'failed delivery rate - failed deliveries / all deliveries, status is Deliveries[Status] = "Failed"', (f) => f === 'Failed Delivery Rate = DIVIDE(CALCULATE(COUNTROWS(Deliveries), Deliveries[Status] = "Failed"), COUNTROWS(Deliveries))'],
      ["dax", 'Measure: Void Rate = count of Payments rows where Payments[Result] = "Void" divided by COUNTROWS(Payments). Use DIVIDE', (f) => f === 'Void Rate = DIVIDE(CALCULATE(COUNTROWS(Payments), Payments[Result] = "Void"), COUNTROWS(Payments))'],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("rows counted keep no trailing noun; a table's name said in words counts its rows", () => {
    const cases: RequestCase[] = [
      ["dax", "the parcels chart is too noisy, 7-day rolling average please. Parcels table has one row per parcel, Parcels[ScanDate] is related to 'Date'[Date]", (f) => f.includes("COUNTROWS(Parcels)") && !/Parcels\[Rows/.test(f)],
      ["dax", "pick ups same period last year. PickUps table has one row per collection, date table is Calendar[Date]", (f) => f.includes("COUNTROWS(PickUps)") && f.includes("SAMEPERIODLASTYEAR")],
      ["dax", "I've got a matrix by week showing the count of returns (one row per return in the Returns table, linked to 'Date'[Date]). Need a measure for the previous week's count to sit next to it.", (f) => f.includes("COUNTROWS(Returns)") && f.includes("'Date'[Date]") && !/Sit/.test(f)],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("the date table said first in 'date table D[Date] is related to T[C]'", () => {
    const cases: RequestCase[] = [
      ["dax", "active drivers month-over-month % change. distinct count of Shifts[DriverID], date table 'Date'[Date] is related to Shifts[ShiftDate]", (f) => f.includes("DATEADD('Date'[Date], -1, MONTH)")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("dates", () => {
  it("a week said to start on Monday or Sunday", () => {
    const cases: RequestCase[] = [
      ["tableau", "scan date truncated to the start of the week, weeks start on monday", (f) => f === "DATETRUNC('week', [Scan Date], 'monday')"],
      ["looker-studio", "week starting monday of pickup date", (f) => f === "DATETIME_TRUNC(Pickup Date, ISOWEEK)"],
      ["excel", "week starting sunday for the date in B2", withLayout((f) => f.startsWith("=B2-WEEKDAY(B2, 1)+1"))],
      ["dax", "week starting monday of Shipments[Ship Date]", (f) => f.includes("Shipments[Ship Date] - WEEKDAY(Shipments[Ship Date], 2) + 1")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a name typed as the data spells it, before the verb", () => {
    const cases: RequestCase[] = [
      ["looker-studio", "pickup_time truncated to month", (f) => f === "DATETIME_TRUNC(pickup_time, MONTH)"],
      ["tableau", "Hour of day (0-23) from Scan Timestamp (Date & Time field)", (f) => f === "DATEPART('hour', [Scan Timestamp])"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("filler that names nothing", () => {
  it("purposes, view descriptions and function names typed as verbs are no fields", () => {
    const cases: RequestCase[] = [
      ["looker-studio", "uppercase the Depot Code so the reports match", (f) => f === "UPPER(Depot Code)"],
      ["tableau", "dispatch says the daily numbers are noisy. can i get a 7 day moving average of Missed Pickups? view is by day", (f) => f === "WINDOW_AVG(SUM([Missed Pickups]), -6, 0)"],
      ["tableau", 'from slack: "can someone make a calc for each depot\'s share of total fuel? measure is Fuel Cost, view is one row per depot"', (f) => f === "SUM([Fuel Cost]) / TOTAL(SUM([Fuel Cost]))"],
      ["looker-studio", "count distinct couriers, field Courier Number", (f) => f === "COUNT_DISTINCT(Courier Number)"],
      ["looker-studio", "hub code = first 3 characters of Parcel Barcode", (f) => f === "LEFT_TEXT(Parcel Barcode, 3)"],
      ["looker-studio", 'ops want a label like "Leeds - North". fields are Depot Name and City', (f) => f === 'CONCAT(Depot Name, CONCAT(" - ", City))'],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("after stage 3", () => {
  it("a range said only as the numbers, a rank order said as what is better, a value after its column's word", () => {
    const cases: RequestCase[] = [
      ["excel", "rank the depots by parcels, numbers are in D2:D45, most parcels = 1", withLayout((f) => f.startsWith("=RANK(D2, $D$2:$D$45)"))],
      ["excel", "league table: cost per parcel is in F2:F30 and lower is better, so the cheapest should be rank 1", withLayout((f) => f.startsWith("=RANK(F2, $F$2:$F$30, 1)"))],
      ["excel", "avg stop minutes for route R7. route is col C and Stop Minutes is col H", withLayout((f) => f.startsWith('=AVERAGEIFS(H:H, C:C, "R7")'))],
      ["dax", "Measure: share of total Ads[Clicks] for the current Ads[Publisher]; remove only the publisher filter in the denominator", (f) => f.includes("ALL(Ads[Publisher])")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("how long each thing took, with the two dates named, is the difference between them", () => {
    const cases: RequestCase[] = [
      ["looker-studio", "could we see how many days each claim took to get paid? The data source has Claim Date and Payment Date.", (f) => f === "DATE_DIFF(Payment Date, Claim Date)"],
      ["tableau", "how long did each parcel take to arrive? Dispatch Date and Arrival Date", (f) => f === "DATEDIFF('day', [Dispatch Date], [Arrival Date])"],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("the data's grain said aside is no division; DAX counts a table's own things with COUNTROWS", () => {
    const cases: RequestCase[] = [
      ["looker-studio", 'how many parcels were lost? Status = "Lost", one row per parcel', (f) => f === 'COUNT_DISTINCT(CASE WHEN Status = "Lost" THEN Parcel ID ELSE NULL END)' || f === 'SUM(CASE WHEN Status = "Lost" THEN 1 ELSE 0 END)'],
      ["tableau", 'how many of our pickups were missed? - one row per pickup, [Pickup Status] is "Missed" for those', (f) => f === 'SUM(IF [Pickup Status] = "Missed" THEN 1 ELSE 0 END)'],
      ["dax", 'count damaged parcels where Parcels[Condition] = "Damaged"', (f) => f.includes('CALCULATE(COUNTROWS(Parcels), Parcels[Condition] = "Damaged")')],
      // (A written ID is counted as written.)
      ["dax", "distinct drivers, Shifts[Driver ID]", (f) => f.includes("DISTINCTCOUNT(Shifts[Driver ID])")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});
