import type { Dialect } from "../ir";

/** Hold-out batch 111: public-health department and K-12 school district requests, written by hand (about half quick lower-case asks, a quarter precise specs, a quarter with context or pasted from Slack/email), 10 per dialect. */
export const batch111: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "vaccination rate from doses given and Eligible population, pls make sure it doesnt break when eligible population is 0"],
  ["tableau", "% of total cases for each county"],
  ["tableau", "I need an LOD calc that returns the average [Test Score] for each [School] on every row, no matter what other dimensions are in the view"],
  ["tableau", "we track patients across several clinic visits and want to build cohorts by when they started. can you give me each patient's first vaccination date? fields are Patient ID and Vaccination Date"],
  ["tableau", "4 week moving average of new Cases"],
  ["tableau", "hey - board wants YoY % change in total [Enrollment]. viz has [School Year] across columns, one column per year. can you write the calc?"],
  ["tableau", "ytd absences for this calendar year, using absences and absence date"],
  ["tableau", "flag the top 10 schools by avg test score"],
  ["tableau", "Bucket [Days Absent] (whole days): 0-4 = \"Satisfactory\", 5-9 = \"At Risk\", 10-17 = \"Moderate Chronic\", 18 and over = \"Severe Chronic\""],
  ["tableau", "restaurant inspections dataset. for each record i want how many days passed from the Complaint Date to the Inspection Date"],

  // looker-studio
  ["looker-studio", "absence rate = days absent / days enrolled, return null if days enrolled is 0"],
  ["looker-studio", "AVG of Test Score where Grade Level = 8 and Subject = \"Math\""],
  ["looker-studio", "can you count unique student ids where free meal Eligible is \"Yes\""],
  ["looker-studio", "Grade Level is numeric, kindergarten is stored as 0. need a School Level field: 0-5 Elementary, 6-8 Middle, 9-12 High"],
  ["looker-studio", "if test score is missing just make it 0"],
  ["looker-studio", "teacher full name from first name and last name with a space in between"],
  ["looker-studio", "Forwarded from the clinic ops lead: \"clinic codes come in mixed case, like nw-014 and NW-014, so the chart splits them. can we make them all caps?\" The field is Clinic Code."],
  ["looker-studio", "Calculated field: number of days from [Symptom Onset Date] to [Report Date]"],
  ["looker-studio", "turn visit date into the first day of its month"],
  ["looker-studio", "For the immunization dashboard: total Doses for the flu vaccine only. Vaccine Type has values like Flu, COVID-19, MMR."],

  // dax
  ["dax", "YTD measure for Vaccinations[Doses] using 'Date'[Date]"],
  ["dax", "cases same period last year pls, the cases table has a case count column"],
  ["dax", "Leadership asked for enrollment growth YoY % on the district scorecard. The number is Enrollment[Students] and we have a marked date table 'Date'."],
  ["dax", "i need absences vs last month, just the difference, from attendance[absences]"],
  ["dax", "% of total students for each school - the Students table is one row per student with a School column"],
  ["dax", "RANKX measure ranking Schools[School Name] by the [Avg Test Score] measure, highest score = 1"],
  ["dax", "slack from the epi team: \"positivity rate shows Infinity on days with no tests, can you fix?\" it's Tests[Positive] divided by Tests[Total Tests]"],
  ["dax", "number of students where students[absences] > 10"],
  ["dax", "how many different clinics show up in the visits table? column is clinic id"],
  ["dax", "Health dept dashboard: we want a 7 day rolling average of daily new cases. The measure [New Cases] already exists and the date table is 'Date'."],

  // looker
  ["looker", "running total of ${vaccinations.total_doses}"],
  ["looker", "what share of all students is each grade? ${students.count} by ${students.grade_level}, as percent of the column"],
  ["looker", "Table calc: ${cases.total_cases} minus the previous row. Results are sorted by ${cases.report_week} ascending."],
  ["looker", "Explore is pivoted on ${enrollment.school_year}, oldest year first. I need the % change in ${enrollment.total_students} vs the prior year column."],
  ["looker", "rank schools by ${test_scores.average_score}, highest = 1"],
  ["looker", "7 day moving avg of ${cases.count} pls, dates sorted oldest to newest"],
  ["looker", "pasted from slack: attendance rate is ${attendance.total_days_present} / ${attendance.total_days_enrolled} but a few schools have 0 enrolled days and it breaks"],
  ["looker", "show 0 when ${inspections.violation_count} is null"],
  ["looker", "Table calc: days between ${students.enrollment_date} and ${students.withdrawal_date}"],
  ["looker", "for the board report we need a proficiency label on ${test_scores.average_score}: 80 and up \"Advanced\", 60 up to 80 \"Proficient\", under 60 \"Below\""],

  // excel
  ["excel", "XLOOKUP the teacher name for the class ID in A2 from sheet Teachers (IDs in col A, names in col B); return \"Not found\" if there's no match"],
  ["excel", "find the bus route for the student id in h2. student ids are in column a and bus routes in column d"],
  ["excel", "sum of doses for marion county flu shots. county in b, vaccine in c, doses in d"],
  ["excel", "Email from a principal: \"how many of our 3rd graders have 15 or more absences?\" Grade level is column C (numbers), absences are column F."],
  ["excel", "running total of new cases in column c starting at row 2"],
  ["excel", "Clinic visit dates are in column A and vaccinations given in column B. I need vaccinations year to date (this calendar year through today)."],
  ["excel", "rank each school's avg score in d2 among d2:d40, highest gets 1"],
  ["excel", "Days between [Referral Date] in B2 and [Clinic Visit Date] in C2"],
  ["excel", "pull the last name out of the full name in a2, names look like Maria Lopez"],
  ["excel", "Count of distinct clinic names in B2:B500 (no blanks in the range)"],
];
