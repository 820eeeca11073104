import type { ChartKind } from "./chart-kinds";
import { mentions } from "./text";

/**
 * Sensible contents for a dashboard whose KPIs, charts or tables were left 'Not specified': what a
 * practitioner in that field would put on it first. Picked by words in the description.
 */
export interface DomainPreset {
  id: string;
  words: string[];
  kpis: string[];
  charts: { title: string; kind: ChartKind }[];
  tables: { title: string; columns: string[] }[];
}

export const domainPresets: DomainPreset[] = [
  {
    id: "saas",
    words: ["saas", "subscription", "subscriptions", "mrr", "arr", "churn", "recurring revenue"],
    kpis: ["MRR", "Active customers", "Churn rate", "Net revenue retention"],
    charts: [
      { title: "MRR over time", kind: "area" },
      { title: "MRR movements", kind: "waterfall" },
      { title: "Retention by signup cohort", kind: "heatmap" },
      { title: "Customers by plan", kind: "donut" },
    ],
    tables: [{ title: "Accounts at risk", columns: ["Account", "Plan", "MRR", "Health", "Renewal"] }],
  },
  {
    id: "ecommerce",
    words: ["ecommerce", "e-commerce", "online store", "shop", "webshop", "cart", "checkout", "orders", "retail"],
    kpis: ["Revenue", "Orders", "Conversion rate", "Average order value"],
    charts: [
      { title: "Revenue over time", kind: "line" },
      { title: "Checkout funnel", kind: "funnel" },
      { title: "Revenue by category", kind: "bar" },
      { title: "Orders by region", kind: "map" },
    ],
    tables: [{ title: "Top products", columns: ["Product", "Category", "Units", "Revenue", "Margin"] }],
  },
  {
    id: "sales",
    words: ["sales", "revenue", "deals", "crm", "pipeline", "quota", "bookings"],
    kpis: ["Revenue", "Deals won", "Win rate", "Average deal size"],
    charts: [
      { title: "Revenue vs target over time", kind: "combo" },
      { title: "Pipeline by stage", kind: "funnel" },
      { title: "Revenue by region", kind: "map" },
      { title: "Top sales reps", kind: "bar" },
    ],
    tables: [{ title: "Open opportunities", columns: ["Opportunity", "Owner", "Stage", "Amount", "Close date"] }],
  },
  {
    id: "marketing",
    words: ["marketing", "campaign", "campaigns", "ads", "advertising", "leads", "seo", "social media", "email marketing"],
    kpis: ["Sessions", "Leads", "Cost per lead", "Return on ad spend"],
    charts: [
      { title: "Leads over time", kind: "line" },
      { title: "Leads by channel", kind: "bar" },
      { title: "Spend by channel", kind: "donut" },
      { title: "Lead-to-customer funnel", kind: "funnel" },
    ],
    tables: [{ title: "Campaign performance", columns: ["Campaign", "Channel", "Spend", "Leads", "CPL", "ROAS"] }],
  },
  {
    id: "web",
    words: ["website", "web analytics", "traffic", "visitors", "sessions", "google analytics", "product analytics", "app usage", "engagement", "users"],
    kpis: ["Active users", "Sessions", "Bounce rate", "Avg. session duration"],
    charts: [
      { title: "Users over time", kind: "line" },
      { title: "Traffic sources", kind: "donut" },
      { title: "Users by country", kind: "map" },
      { title: "Top pages", kind: "bar" },
    ],
    tables: [{ title: "Page performance", columns: ["Page", "Views", "Users", "Avg. time", "Exit rate"] }],
  },
  {
    id: "finance",
    words: ["finance", "financial", "profit", "p&l", "budget", "expenses", "cash flow", "accounting", "cfo"],
    kpis: ["Revenue", "Operating expenses", "Net profit", "Cash balance"],
    charts: [
      { title: "Revenue vs expenses", kind: "combo" },
      { title: "Profit bridge", kind: "waterfall" },
      { title: "Expenses by category", kind: "donut" },
      { title: "Cash balance over time", kind: "area" },
    ],
    tables: [{ title: "Budget vs actual", columns: ["Account", "Budget", "Actual", "Variance", "Variance %"] }],
  },
  {
    id: "hr",
    words: ["hr", "human resources", "people", "headcount", "employees", "workforce", "hiring", "recruiting", "attrition"],
    kpis: ["Headcount", "Attrition rate", "Open roles", "Time to hire"],
    charts: [
      { title: "Headcount over time", kind: "area" },
      { title: "Headcount by department", kind: "bar" },
      { title: "Hiring funnel", kind: "funnel" },
      { title: "Tenure distribution", kind: "histogram" },
    ],
    tables: [{ title: "Open positions", columns: ["Role", "Department", "Location", "Days open", "Candidates"] }],
  },
  {
    id: "support",
    words: ["support", "customer service", "helpdesk", "help desk", "tickets", "ticket", "csat", "call centre", "call center"],
    kpis: ["Open tickets", "First response time", "Resolution time", "CSAT"],
    charts: [
      { title: "Tickets created vs solved", kind: "line" },
      { title: "Tickets by category", kind: "bar" },
      { title: "SLA attainment", kind: "gauge" },
      { title: "Tickets by hour and weekday", kind: "heatmap" },
    ],
    tables: [{ title: "Oldest open tickets", columns: ["Ticket", "Subject", "Priority", "Agent", "Age"] }],
  },
  {
    id: "operations",
    words: ["operations", "logistics", "supply chain", "warehouse", "inventory", "shipping", "delivery", "fulfilment", "fulfillment", "manufacturing", "production"],
    kpis: ["Orders shipped", "On-time delivery", "Average lead time", "Inventory value"],
    charts: [
      { title: "Shipments over time", kind: "line" },
      { title: "On-time rate by carrier", kind: "bar" },
      { title: "Warehouse utilisation", kind: "gauge" },
      { title: "Shipments by region", kind: "map" },
    ],
    tables: [{ title: "Delayed shipments", columns: ["Shipment", "Carrier", "Destination", "Due", "Delay"] }],
  },
  {
    id: "healthcare",
    words: ["hospital", "healthcare", "patients", "patient", "clinic", "clinical", "nhs", "ward", "beds"],
    kpis: ["Admissions", "Bed occupancy", "Average length of stay", "Readmission rate"],
    charts: [
      { title: "Admissions over time", kind: "line" },
      { title: "Occupancy by ward", kind: "bar" },
      { title: "Patients by age group", kind: "histogram" },
      { title: "Arrivals by hour and weekday", kind: "heatmap" },
    ],
    tables: [{ title: "Ward status", columns: ["Ward", "Beds", "Occupied", "Waiting", "Staff on shift"] }],
  },
  {
    id: "education",
    words: ["school", "students", "student", "university", "education", "course", "courses", "learning", "enrolment", "enrollment"],
    kpis: ["Enrolled students", "Attendance rate", "Average grade", "Completion rate"],
    charts: [
      { title: "Attendance over time", kind: "line" },
      { title: "Grades distribution", kind: "histogram" },
      { title: "Enrolment by course", kind: "bar" },
      { title: "Students by year group", kind: "donut" },
    ],
    tables: [{ title: "Students needing support", columns: ["Student", "Course", "Attendance", "Grade", "Tutor"] }],
  },
];

/** A dashboard about anything else still gets a readable starting point. */
export const genericPreset: DomainPreset = {
  id: "generic",
  words: [],
  kpis: ["Total", "Change vs last period", "Average", "Target attainment"],
  charts: [
    { title: "Trend over time", kind: "line" },
    { title: "Breakdown by category", kind: "bar" },
    { title: "Share by segment", kind: "donut" },
  ],
  tables: [{ title: "Details", columns: [] }],
};

/** The preset whose words the description uses most (earlier presets win ties), or the generic one. */
export function presetFor(description: string): DomainPreset {
  let best = genericPreset;
  let bestHits = 0;
  for (const preset of domainPresets) {
    const hits = preset.words.filter((w) => mentions(description, w)).length;
    if (hits > bestHits) {
      best = preset;
      bestHits = hits;
    }
  }
  return best;
}
