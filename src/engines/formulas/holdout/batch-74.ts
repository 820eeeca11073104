import type { Dialect } from "../ir";

/** Hold-out batch 74: written by hand, without reading the generator, as school-district and university data staff (students, enrolments, attendance, grades, courses, staff, budgets, applications) would type them. */
export const batch74: Array<[Dialect, string]> = [
  // tableau
  ["tableau", "pass rate from [Passed] and [Enrolled], dont want a divide by zero error"],
  ["tableau", "percent of total Enrollments for each school"],
  ["tableau", "3 month moving average of Absences"],
  ["tableau", "each student's average Grade no matter what is in the view, fixed on Student ID"],
  ["tableau", "number of days between Application Date and Decision date"],
  ["tableau", "GPA band: under 2.0 = 'At Risk', 2.0 up to 3.5 = 'Good Standing', 3.5 and above = 'Honors'"],
  ["tableau", "how many unique students attended? count distinct of student id"],
  ["tableau", "show only the top 10 schools by total Enrollment"],
  ["tableau", "year over year % growth in Applications"],
  ["tableau", "Scholarship amount with nulls shown as 0"],

  // looker-studio
  ["looker-studio", "ratio of total Students to total Teachers, safe when teachers is 0"],
  ["looker-studio", "Spend for the Science department only (Department field)"],
  ["looker-studio", "count of applications where Status = Accepted"],
  ["looker-studio", "attendance status: Attendance Rate below 0.9 is 'Chronic', 0.9 to under 0.95 is 'At Risk', everything else 'On Track'"],
  ["looker-studio", "distinct count of course id"],
  ["looker-studio", "days between Start date and End Date"],
  ["looker-studio", "Enrollment Date truncated to the month"],
  ["looker-studio", "replace null Final Score with 0"],
  ["looker-studio", "combine Course Code and Course Title like 'MATH101 - Algebra I'"],
  ["looker-studio", "dept prefix = first 4 characters of Course Code"],

  // dax
  ["dax", "graduation rate measure: Cohorts[Graduates] divided by Cohorts[Cohort Size]"],
  ["dax", "ytd spend from Budget[Spent], date table is 'Date'[Date]"],
  ["dax", "headcount same period last year, Enrolments[Headcount] with the Date table ('Date'[Date])"],
  ["dax", "% of total headcount across all schools. fields are Enrolments[Headcount] and Enrolments[School]"],
  ["dax", "number of admitted applications, i.e. rows in Applications where Applications[Status] = \"Admitted\""],
  ["dax", "running total of Enrolments[New Students] over 'Date'[Date]"],
  ["dax", "change in absences vs previous month, Attendance[Absences] and 'Date'[Date]"],
  ["dax", "rank Schools[School Name] by total Enrolments[Headcount], highest first"],
  ["dax", "calculated column on Grades: \"Pass\" if Grades[Score] >= 50 else \"Fail\""],
  ["dax", "column with the days from Applications[Submitted Date] to Applications[Decision Date]"],

  // looker
  ["looker", "running total of ${enrollments.count}"],
  ["looker", "percent of total for ${students.count}"],
  ["looker", "difference from the row above in ${attendance.total_absences}"],
  ["looker", "% growth vs prior month for ${applications.count}, rows are sorted by month oldest first"],
  ["looker", "rank ${courses.total_enrollment}, biggest = 1"],
  ["looker", "difference from the previous pivot column for ${budget.total_spend}"],
  ["looker", "5 row moving average of ${attendance.average_rate}"],
  ["looker", "show 0 instead of null for ${grades.average_score}"],
  ["looker", "average salary = ${staff.total_salary} / ${staff.count}, dont divide by zero"],
  ["looker", "full name from ${students.first_name} and ${students.last_name} with a space"],

  // excel
  ["excel", "roster has Student ID in column A and Student Name in column B. look up the name for the ID typed in E2"],
  ["excel", "total fees paid where grade level is 10. grade level is in column B, fees paid in column D"],
  ["excel", "how many students have attendance under 90%? attendance rate is in column C as decimals"],
  ["excel", "pass rate: Passed is in C, Enrolled in B, show blank when Enrolled is 0"],
  ["excel", "age in whole years from Date of Birth in column B as of today"],
  ["excel", "make a school email: first name in A, last name in B, format first.last@district.org all lower case"],
  ["excel", "letter grade from Score in column C: 90 and up A, 80 to 89 B, 70 to 79 C, below 70 F"],
  ["excel", "running total of Amount Spent in column C, data starts in row 2"],
  ["excel", "rank schools by Enrollment, highest = 1. enrollment is in B2:B41"],
  ["excel", "YTD spend for this year: dates in column A, amounts in column C"],
];
