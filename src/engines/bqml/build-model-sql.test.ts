import { Parser } from "node-sql-parser";
import { describe, expect, it } from "vitest";
import { BQML_MODEL_TYPES, BqmlInputError, buildBqmlSql, type BqmlModelType } from ".";

const parser = new Parser();
const parsesAsBigQuery = (sql: string) => parser.astify(sql, { database: "bigquery" });

const base = {
  dataset: "my-project.analytics.customers",
  modelName: "churn_model",
  targetVariable: "churned",
  predictorInputs: "tenure_months, monthly_charges, contract_type",
};
const build = (modelType: BqmlModelType, extra: Partial<typeof base> = {}) => buildBqmlSql({ modelType, ...base, ...extra }).sql;

/** The SELECT after "AS" of the CREATE MODEL statement. */
function trainingQuery(sql: string): string {
  const m = /\) AS\n([\s\S]*?);/.exec(sql);
  if (!m) throw new Error("no training query");
  return m[1]!;
}

describe("buildBqmlSql", () => {
  const supervised = BQML_MODEL_TYPES.filter((t) => t !== "kmeans" && t !== "arima_plus");

  for (const type of BQML_MODEL_TYPES) {
    it(`${type}: a CREATE OR REPLACE MODEL with model_type '${type.toUpperCase()}' and a training query BigQuery's dialect parses`, () => {
      const sql = build(type, type === "arima_plus" ? { targetVariable: "daily_sales", predictorInputs: "order_date" } : {});
      expect(sql).toContain("CREATE OR REPLACE MODEL `my-project.analytics.churn_model`");
      expect(sql).toContain(`model_type = '${type.toUpperCase()}'`);
      expect(() => parsesAsBigQuery(trainingQuery(sql))).not.toThrow();
      expect(sql).toContain("FROM `my-project.analytics.customers`");
      // Balanced parentheses, and each statement ends with a semicolon.
      const opens = (sql.replace(/--.*$/gm, "").match(/\(/g) ?? []).length;
      const closes = (sql.replace(/--.*$/gm, "").match(/\)/g) ?? []).length;
      expect(opens).toBe(closes);
      expect(sql.trim().endsWith(";")).toBe(true);
    });
  }

  it("supervised models name the label in input_label_cols, train on the features plus the label, and evaluate and predict", () => {
    for (const type of supervised) {
      const sql = build(type);
      expect(sql).toContain("input_label_cols = ['churned']");
      expect(trainingQuery(sql)).toMatch(/tenure_months,\n\s+monthly_charges,\n\s+contract_type,\n\s+churned\nFROM/);
      expect(sql).toContain("ML.EVALUATE(MODEL `my-project.analytics.churn_model`)");
      expect(sql).toMatch(/ML\.PREDICT\(\n\s+MODEL `my-project\.analytics\.churn_model`,/);
      expect(sql).not.toContain("ML.FORECAST");
      // The scoring query leaves the label out.
      const predictQuery = /ML\.PREDICT\([\s\S]*?\(\n([\s\S]*?)\n\s*\)\n\);/.exec(sql)![1]!;
      expect(predictQuery).not.toContain("churned");
      expect(() => parsesAsBigQuery(predictQuery)).not.toThrow();
    }
  });

  it("uses each family's own options", () => {
    expect(build("boosted_tree_classifier")).toMatch(/booster_type = 'GBTREE'[\s\S]*max_iterations = 50/);
    expect(build("dnn_regressor")).toMatch(/hidden_units = \[64, 32\][\s\S]*activation_fn = 'RELU'/);
    const automl = build("automl_classifier");
    expect(automl).toContain("budget_hours = 1.0");
    expect(automl).toContain("optimization_objective = 'MAXIMIZE_AU_ROC'");
    expect(automl).not.toContain("data_split_method");
    expect(automl).not.toContain("ML.GLOBAL_EXPLAIN");
    expect(build("automl_regressor")).toContain("optimization_objective = 'MINIMIZE_RMSE'");
    expect(build("logistic_reg")).toContain("auto_class_weights = TRUE");
    expect(build("linear_reg")).toContain("ML.GLOBAL_EXPLAIN");
  });

  it("kmeans has no label: a number target sets num_clusters, an id column is kept out of training", () => {
    const byCount = build("kmeans", { targetVariable: "6" });
    expect(byCount).toContain("num_clusters = 6");
    expect(byCount).not.toContain("input_label_cols");
    const byId = build("kmeans", { targetVariable: "customer_id", predictorInputs: "customer_id, tenure_months, monthly_charges" });
    expect(byId).toContain("num_clusters = 4");
    expect(trainingQuery(byId)).not.toContain("customer_id");
    expect(byId).toContain("SELECT customer_id, tenure_months, monthly_charges");
    expect(byId).toContain("ML.CENTROIDS");
    expect(() => build("kmeans", { targetVariable: "1" })).toThrow(/between 2 and 100/);
  });

  it("arima_plus uses the timestamp and data columns, series ids, and ML.FORECAST", () => {
    const sql = build("arima_plus", { targetVariable: "daily_sales", predictorInputs: "order_date, store_id" });
    expect(sql).toContain("time_series_timestamp_col = 'order_date'");
    expect(sql).toContain("time_series_data_col = 'daily_sales'");
    expect(sql).toContain("time_series_id_col = 'store_id'");
    expect(sql).not.toContain("input_label_cols");
    expect(sql).toContain("ML.ARIMA_EVALUATE(MODEL `my-project.analytics.churn_model`)");
    expect(sql).toContain("STRUCT(30 AS horizon, 0.9 AS confidence_level)");
    expect(sql).not.toContain("ML.PREDICT");
    expect(build("arima_plus", { targetVariable: "sales", predictorInputs: "day, store, region" })).toContain(
      "time_series_id_col = ['store', 'region']",
    );
    expect(() => build("arima_plus", { predictorInputs: "*" })).toThrow(BqmlInputError);
  });

  it("places a bare model name in the table's dataset, and keeps a qualified one", () => {
    expect(build("linear_reg", { dataset: "sales.orders", modelName: "m1" })).toContain("MODEL `sales.m1`");
    expect(build("linear_reg", { dataset: "`proj-123.sales.orders`", modelName: "models.m1" })).toContain("MODEL `models.m1`");
    expect(build("linear_reg", { modelName: "other-proj.ml.m1" })).toContain("MODEL `other-proj.ml.m1`");
  });

  it("accepts * for every column and drops a target repeated among the predictors", () => {
    const all = build("linear_reg", { predictorInputs: "*" });
    expect(trainingQuery(all)).toMatch(/^SELECT\n\s+\*\nFROM/);
    expect(all).toContain("SELECT * EXCEPT (churned)");
    const dup = build("linear_reg", { predictorInputs: "a, churned, b, a" });
    expect(trainingQuery(dup)).toMatch(/SELECT\n\s+a,\n\s+b,\n\s+churned\nFROM/);
  });

  it("backticks reserved words used as column names", () => {
    const sql = build("linear_reg", { targetVariable: "value", predictorInputs: "order, region" });
    expect(trainingQuery(sql)).toContain("`order`");
    expect(() => parsesAsBigQuery(trainingQuery(sql))).not.toThrow();
  });

  it("refuses names BigQuery would reject or that could break out of quotes", () => {
    const bad: [Partial<typeof base>, RegExp][] = [
      [{ dataset: "customers" }, /dataset\.table/],
      [{ dataset: "a.b.c.d" }, /dataset\.table/],
      [{ dataset: "My_Project.sales.orders" }, /not a valid project id/],
      [{ dataset: "proj-1.sal es.orders" }, /not a valid dataset/],
      [{ modelName: "bad-model" }, /not a valid model name/],
      [{ modelName: "m`; DROP TABLE x; --" }, /backtick|not a valid/],
      [{ targetVariable: "churned'; --" }, /not a valid column name/],
      [{ predictorInputs: "a, b)" }, /not a valid column name/],
      [{ predictorInputs: "churned" }, /other than the target/],
    ];
    for (const [extra, message] of bad) {
      expect(() => build("logistic_reg", extra), JSON.stringify(extra)).toThrow(message);
    }
  });
});
