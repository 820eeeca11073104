/** Sample documents for the screen's examples. */
export const apiResponse = `{"order":{"id":12345678901234567890,"total":1.0,"tax":0.10,"currency":"EUR","items":[{"sku":"A-1","qty":2,"price":19.90},{"sku":"B-7","qty":1,"price":4.5e1}],"tags":["priority","gift"],"notes":null,"shippedAt":"2024-05-01T09:30:00Z","id":"duplicate keys are kept"}}`;

export const prettyConfig = `{
  "name": "sales-dashboard",
  "refresh": { "cron": "0 6 * * *", "timezone": "Europe/London" },
  "sources": [
    { "type": "bigquery", "table": "analytics.orders", "limit": 1e6 },
    { "type": "sheet", "url": "https://example.com/sheet", "range": "A1:F200" }
  ],
  "thresholds": { "warn": -0, "alert": 0.95 },
  "title": "Caf\\u00e9 sales \\ud83d\\udcc8"
}`;

export const brokenJson = `{
  "region": "EMEA",
  "targets": [
    { "quarter": "Q1", "value": 120000 },
    { "quarter": "Q2", "value": 135000, },
  ],
  'owner': "Ana"
}`;
