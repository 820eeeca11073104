/**
 * Latency of the built-in engines behind the BigQuery, BQML, Python and Web Data Extractor screens.
 * Run: npx tsx bench/generators-latency.ts
 */
import { generateBigQuerySql } from "../src/engines/bigquery";
import { BQML_MODEL_TYPES, buildBqmlSql } from "../src/engines/bqml";
import { extractFromHtml } from "../src/engines/extractor";
import { generatePythonScript } from "../src/engines/python";
import { pythonScriptKinds } from "../src/contracts/functions/python-script-generator";

function measure(label: string, inputs: (() => unknown)[], rounds = 20): void {
  for (const f of inputs) f(); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const f of inputs) {
      const t = performance.now();
      f();
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${label.padEnd(34)} n=${String(times.length).padStart(5)}  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${times.at(-1)!.toFixed(2)} ms`);
}

const bigQueryRequests = [
  "Total revenue by month in 2024 from the orders table",
  "Top 10 customers by revenue from orders in the last 90 days",
  "Number of unique users per day this month from events",
  "Running total of sales by day from the sales table",
  "Latest order for each customer from orders",
  "Top 3 products by sales in each category from order_items",
  "Join orders and customers on customer_id where status = 'shipped'",
  "month over month revenue growth from sales",
  "percentage of total revenue by region from sales",
  "customers whose lifetime value exceeds their acquisition cost from customers", // refused
];
measure(
  "BigQuery SQL (10 requests)",
  bigQueryRequests.map((q) => () => {
    try {
      return generateBigQuerySql(q, "my-project.analytics");
    } catch {
      return null;
    }
  }),
);

measure(
  "BQML SQL (10 model types)",
  BQML_MODEL_TYPES.map((t) => () =>
    buildBqmlSql({ modelType: t, dataset: "p-proj.d.t", modelName: "m", targetVariable: t === "kmeans" ? "4" : "y", predictorInputs: "a_date, b, c" }),
  ),
);

measure("Python script (13 templates)", pythonScriptKinds.map((k) => () => generatePythonScript(k.example)));

const row = (i: number) => `<tr><td>Item ${i}</td><td>${(i * 1.37).toFixed(2)}</td><td><a href="/p/${i}">link</a></td></tr>`;
const page = `<!doctype html><html><head><title>Big page</title></head><body><h1>Catalogue</h1>${Array.from({ length: 200 }, (_, i) => `<h2>Section ${i}</h2><p>${"Lorem ipsum dolor sit amet. ".repeat(20)}</p><ul>${"<li>point</li>".repeat(5)}</ul>`).join("")}<table>${Array.from({ length: 2000 }, (_, i) => row(i)).join("")}</table></body></html>`;
console.log(`(extractor page: ${(page.length / 1024).toFixed(0)} KB of HTML)`);
measure("Extractor: readable text", [() => extractFromHtml(page)], 10);
measure("Extractor: CSS 'table td:nth-child(2)'", [() => extractFromHtml(page, "table td:nth-child(2)")], 10);
measure("Extractor: XPath '//tr/td[2]'", [() => extractFromHtml(page, "//tr/td[2]")], 10);
