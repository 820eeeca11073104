import { z } from "zod";

/** Texts of the Python Script Generator (spec sections 5 and 8). The spec does not show the blank-description message. */
export const pythonMessages = {
  descriptionRequired: "Please describe the script you need",
  failed: "Failed to generate Python script. Please try again.",
} as const;

export const pythonScript = { queryMaxLength: 2000 } as const;

export interface PythonScriptKind {
  id: string;
  title: string;
  /** One line for the screen's list of what the generator can write. */
  summary: string;
  /** A request that produces this kind of script. */
  example: string;
}

/** What the built-in generator can write: the screen lists these, the engine has one template per entry. */
export const pythonScriptKinds: readonly PythonScriptKind[] = [
  {
    id: "clean-data",
    title: "Clean a data file with pandas",
    summary: "Load a CSV/Excel/JSON file and clean it: tidy column names, trim text, drop blanks and duplicates, fix numbers and dates, handle missing values.",
    example: "Clean customers.csv: remove duplicates, trim whitespace, parse signup_date and fill missing values with 0",
  },
  {
    id: "aggregate-data",
    title: "Group and aggregate with pandas",
    summary: "Group a table by one or more columns and sum, average, count or take the min/max of a measure, sorted, then export it.",
    example: "Load sales.csv, total revenue by region and product, sorted highest first, and save it to revenue_by_region.csv",
  },
  {
    id: "merge-data",
    title: "Merge (join) two files with pandas",
    summary: "Join two CSV/Excel files on key columns (inner, left, right or outer), report unmatched rows and save the result.",
    example: "Merge orders.csv and customers.csv on customer_id with a left join and save to orders_with_customers.csv",
  },
  {
    id: "pivot-table",
    title: "Pivot table with pandas",
    summary: "Reshape a table into a pivot (rows × columns × values) with totals, like an Excel pivot table, and export it.",
    example: "Pivot sales.csv with region as rows, month as columns and sum of revenue as values, export to Excel",
  },
  {
    id: "convert-file",
    title: "Read Excel, CSV or JSON and convert between them",
    summary: "Read an Excel workbook (every sheet), CSV or JSON file, show its shape and columns, and save it as CSV, Excel, JSON or Parquet.",
    example: "Read report.xlsx with all its sheets and convert each sheet to CSV",
  },
  {
    id: "profile-data",
    title: "Explore a dataset (profile report)",
    summary: "Load a file and print a quick profile: size, column types, missing values, summary statistics and the most common values; save it as Markdown.",
    example: "Explore customers.csv and give me summary statistics and missing values per column",
  },
  {
    id: "chart",
    title: "Chart with matplotlib",
    summary: "Draw a bar, line, pie, scatter or histogram chart from a CSV/Excel column with matplotlib and save it as a PNG.",
    example: "Make a bar chart of total revenue by region from sales.csv and save it as revenue.png",
  },
  {
    id: "rest-api",
    title: "Call a REST API with pagination and retries",
    summary: "Fetch every page of a JSON REST API with requests (retries with back-off, timeouts, optional bearer token) and save the records as JSON and CSV.",
    example: "Call the API at https://api.example.com/v1/orders, follow pagination and save all results to orders.csv",
  },
  {
    id: "bigquery-client",
    title: "Query BigQuery from Python",
    summary: "Run a BigQuery query with the google-cloud-bigquery client (query parameters, dry-run cost estimate) and save the rows to CSV.",
    example: "Query BigQuery table my-project.analytics.orders for last month's orders and save them to orders.csv",
  },
  {
    id: "sql-database",
    title: "Query a SQL database with SQLAlchemy",
    summary: "Connect to PostgreSQL, MySQL, SQLite, SQL Server or Oracle with SQLAlchemy, run a parameterised query into pandas and export the result.",
    example: "Connect to PostgreSQL with SQLAlchemy, select orders from the last 7 days and export them to orders.xlsx",
  },
  {
    id: "web-scraping",
    title: "Scrape a web page with requests and BeautifulSoup",
    summary: "Download a page politely (robots.txt, timeout, user agent), pick elements with a CSS selector or read its HTML tables, and save the text and links to CSV.",
    example: "Scrape the headlines and links from https://example.com/news and save them to headlines.csv",
  },
  {
    id: "rename-files",
    title: "Batch rename files",
    summary: "Rename every file in a folder (optionally by extension): prefix, suffix, date, numbering, lower case, spaces to underscores, find/replace; dry run first.",
    example: "Rename all .jpg files in the folder ./photos to lowercase, replace spaces with underscores and add a date prefix",
  },
  {
    id: "schedule-job",
    title: "Schedule a recurring job",
    summary: "Run a task on a schedule (every N minutes/hours, daily at a time, weekly on a day) with logging and error handling, standard library only.",
    example: "Schedule a job that runs 'python export_report.py' every day at 7am",
  },
];

export function pythonScriptKind(id: string): PythonScriptKind {
  const kind = pythonScriptKinds.find((k) => k.id === id);
  if (!kind) throw new Error(`Unknown Python script kind: ${id}`);
  return kind;
}

/** Body of `python-script-generator`: {query} (spec section 7). */
export const pythonScriptRequest = z.object({
  query: z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v !== "string" || !v.trim()) {
        ctx.addIssue({ code: "custom", message: pythonMessages.descriptionRequired });
        return z.NEVER;
      }
      if (v.length > pythonScript.queryMaxLength) {
        ctx.addIssue({ code: "custom", message: `The description must be at most ${pythonScript.queryMaxLength} characters` });
        return z.NEVER;
      }
      return v.trim();
    }),
});
export type PythonScriptRequest = z.input<typeof pythonScriptRequest>;

/** What the screen reads: `script` (spec section 7). */
export interface PythonScriptResponse {
  script: string;
  /** Which kind of script was written (an id of pythonScriptKinds). */
  kind: string;
  /** Suggested file name for the .py download. */
  filename: string;
  engine: "built-in" | "ai";
}
