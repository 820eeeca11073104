import type { Dialect } from "../ir";

/** Hold-out batch 39: hand-written everyday requests (travel/airlines, telecom, manufacturing, nonprofits), 10 per dialect, one family per request, 25 short / 17 medium / 8 chat-with-context. */
export const batch39: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "load factor from [Passengers] and [Seats]"],
  ["tableau", "percent of total donations by campaign"],
  ["tableau", "running total of units produced"],
  ["tableau", "rank plants by Defect Count"],
  ["tableau", "count distinct subscriber id"],
  ["tableau", "average [Fare] for business class tickets only, where [Cabin Class] is \"Business\""],
  ["tableau", "bucket [Call Duration] (minutes) into under 1, 1-5 and over 5"],
  ["tableau", "month over month change in [Data Usage GB], just the difference not a %"],
  ["tableau", "we track every flight with its [Route] and [Delay Minutes]. i want the average delay per route that stays the same no matter what else is on the viz, so a FIXED lod on [Route] please"],
  ["tableau", "our donor table has [Donor First Name] and [Donor Last Name] as separate fields. for the mailing labels i need one field that reads like 'Smith, Jane' (last name, comma, first name)"],

  // looker-studio
  ["looker-studio", "churn rate from Churned Customers and Total Customers"],
  ["looker-studio", "days between booking date and departure date"],
  ["looker-studio", "year of Donation Date"],
  ["looker-studio", "uppercase the airport code"],
  ["looker-studio", "number of unique Tail Numbers"],
  ["looker-studio", "total Revenue for the Prepaid plan type only"],
  ["looker-studio", "if Machine Status is null show 'Unknown' instead"],
  ["looker-studio", "label Defect Rate above 2% as \"High\" otherwise \"OK\" (defect rate is stored as a decimal like 0.03)"],
  ["looker-studio", "first 2 characters of Flight Number, that's the airline code"],
  ["looker-studio", "hi, our plant managers want weekly trend charts in looker studio instead of daily ones. can you give me a calculated field that truncates Production Date to the start of its week"],

  // dax
  ["dax", "3 month moving average of total donations"],
  ["dax", "YTD donations from Donations[Amount]"],
  ["dax", "last year's revenue for the same period"],
  ["dax", "distinct count of Subscribers[SubscriberID]"],
  ["dax", "% of total Production[Units] across all plants"],
  ["dax", "sum of Bookings[Revenue] where Bookings[Region] is \"Europe\""],
  ["dax", "yoy growth % of Sales[Revenue] compared to the same period last year, using the 'Date' table"],
  ["dax", "rank each Machines[Machine Name] by total Downtime[Hours], highest downtime = 1"],
  ["dax", "I'm building a report for our telecom ops team. the Calls table has Calls[Dropped] which is 1 or 0 and Calls[CallID]. need a measure for dropped call rate that doesn't blow up when a filter leaves no calls"],
  ["dax", "our airline model has Bookings[BookingDate] and Bookings[TravelDate]. please add a calculated column with the lead time in days between when the booking was made and the travel date"],

  // looker
  ["looker", "running total of ${flights.count}"],
  ["looker", "percent of column for ${donations.total_amount}"],
  ["looker", "rank ${plants.total_output}"],
  ["looker", "change from previous row in ${subscribers.count}"],
  ["looker", "load factor from ${flights.passengers} and ${flights.seats}"],
  ["looker", "7 row moving average of ${calls.total_minutes}"],
  ["looker", "difference vs the previous pivot column for ${donations.total_amount} (pivoted by year)"],
  ["looker", "if ${machines.status} is null show 'Unknown'"],
  ["looker", "flag ${production.defect_rate} over 5% as \"Review\" else \"OK\""],
  ["looker", "in our telecom explore we have ${customers.first_name} and ${customers.last_name}. can you build a table calc that puts them together as 'First Last' with a space in between for the export"],

  // excel
  ["excel", "cost per unit from Production Cost and Units Produced"],
  ["excel", "running total of donations"],
  ["excel", "days between Order Date and Ship Date"],
  ["excel", "month name of departure date"],
  ["excel", "rank agents by Calls Handled"],
  ["excel", "look up Plan Name from the Plans sheet using Plan ID"],
  ["excel", "sum of Amount where Campaign is 'Spring Appeal'"],
  ["excel", "count flights where Delay Minutes is over 15"],
  ["excel", "i have a sheet of telecom customers with Monthly Charges in one column. I need a tier column: under 30 is Basic, 30 to 70 is Standard, over 70 is Premium"],
  ["excel", "our volunteers sign up with emails like jane.doe@helpinghands.org. can you get me just the part before the @ from the Email column so I can use it as a username"],
];
