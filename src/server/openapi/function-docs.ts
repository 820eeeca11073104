/**
 * What each backend function returns (spec section 7) and one working example request, for the
 * OpenAPI document. Request schemas come from the zod contracts; this adds what they cannot say.
 */
export const functionDocs: Record<string, { summary: string; example: Record<string, unknown>; returns: Record<string, string> }> = {
  "tableau-calculator": {
    summary: "Tableau calculated field from a description",
    example: { query: "profit margin from Sales and Profit" },
    returns: { calculatedField: "string", explanation: "string", engine: "'built-in' | 'ai'" },
  },
  "looker-studio-calculator": {
    summary: "Looker Studio calculated field from a description",
    example: { query: "profit margin from Revenue and Cost" },
    returns: { calculatedField: "string", explanation: "string", engine: "'built-in' | 'ai'" },
  },
  "power-bi-calculator": {
    summary: "DAX measure from a description",
    example: { query: "YoY growth % of Sales" },
    returns: { calculatedField: "string", explanation: "string", engine: "'built-in' | 'ai'" },
  },
  "looker-google-calculator": {
    summary: "Looker table calculation from a description",
    example: { query: "running total of orders.count" },
    returns: { calculatedField: "string", explanation: "string", engine: "'built-in' | 'ai'" },
  },
  "excel-calculator": {
    summary: "Excel formula from a description",
    example: { query: "sum of Sales where Region is East" },
    returns: { calculatedField: "string", explanation: "string", engine: "'built-in' | 'ai'" },
  },
  "dummy-data-generator": {
    summary: "Realistic test data as CSV",
    example: { schema: "customers: name, email, age 18-65, country, plan (free, pro, team)", rowCount: 10, fieldNames: null },
    returns: { data: "string (CSV)", engine: "'built-in' | 'ai'" },
  },
  "bigquery-sql-generator": {
    summary: "BigQuery Standard SQL from a description",
    example: { description: "total revenue by month from orders in 2024", database: "my-project.shop" },
    returns: { query: "string", engine: "'built-in' | 'ai'" },
  },
  "bqml-model-builder": {
    summary: "BigQuery ML CREATE MODEL, evaluate and predict statements",
    example: { modelType: "linear_reg", dataset: "shop.sales", modelName: "revenue_model", targetVariable: "revenue", predictorInputs: "price, quantity, region" },
    returns: { sql: "string" },
  },
  "python-script-generator": {
    summary: "A complete Python script from a description",
    example: { query: "load sales.csv with pandas and total revenue by region" },
    returns: { script: "string", engine: "'built-in' | 'ai'" },
  },
  "web-data-extractor": {
    summary: "Readable text of a web page, or the parts matching a CSS selector or XPath",
    example: { url: "https://example.com/", selector: "h1" },
    returns: { content: "string", error: "string (when extraction failed)" },
  },
  "colour-generator": {
    summary: "A colour palette from a text prompt, an image (data URL) or a web page URL",
    example: { prompt: "ocean sunset" },
    returns: { colours: "string[] (hex)" },
  },
  "dashboard-layout-generator": {
    summary: "A dashboard wireframe (PNG data URL) and its description",
    example: { description: "Sales overview for regional managers", kpis: "Revenue, Orders, AOV", tableViews: "Top products", chartTypes: "line, bar" },
    returns: { imageUrl: "string (data:image/png;base64,…)", description: "string" },
  },
  "icon-set-generator": {
    summary: "A consistent icon set for a topic",
    example: { topic: "finance", shape: "rounded", size: 256, count: 12, style: "outline" },
    returns: { icons: "{ id: number, name: string, imageData: string (PNG data URL) }[]", error: "string" },
  },
};
