import { BigQueryNameError, checkColumn, col, parseTable, parseTableIn, qualified, type TableRef } from "../bigquery/names";
import { MODEL_TYPE_INFO, type BqmlModelType } from "./model-types";

export class BqmlInputError extends Error {}

export interface BqmlRequest {
  modelType: BqmlModelType;
  /** Training table: dataset.table or project.dataset.table. */
  dataset: string;
  /** model, dataset.model or project.dataset.model; a bare name goes into the table's dataset. */
  modelName: string;
  targetVariable: string;
  /** Column names separated by commas, spaces or new lines; "*" for every column. */
  predictorInputs: string | string[];
}

export interface BqmlResult {
  sql: string;
  model: string;
  table: string;
}

const ALL = Symbol("all columns");

function splitColumns(input: string | string[]): string[] | typeof ALL {
  const list = (Array.isArray(input) ? input : input.split(/[,\n;]+|\s+/)).map((s) => s.trim()).filter(Boolean);
  if (list.length === 1 && (list[0] === "*" || /^all( columns)?$/i.test(list[0]!))) return ALL;
  return list;
}

function unique(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const k = c.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function optionsBlock(options: [string, string][]): string {
  return `OPTIONS (\n${options.map(([k, v]) => `  ${k} = ${v}`).join(",\n")}\n)`;
}

function selectList(cols: string[], indent = "  "): string {
  return cols.map((c) => `${indent}${col(c)}`).join(",\n");
}

/** Hyperparameters per supervised type: sensible starting points a user would tune later. */
function supervisedOptions(type: BqmlModelType, label: string): [string, string][] {
  const o: [string, string][] = [
    ["model_type", `'${type.toUpperCase()}'`],
    ["input_label_cols", `['${label}']`],
  ];
  switch (type) {
    case "linear_reg":
      o.push(["optimize_strategy", "'AUTO_STRATEGY'"], ["l2_reg", "0.1"]);
      break;
    case "logistic_reg":
      o.push(["auto_class_weights", "TRUE"], ["l2_reg", "0.1"]);
      break;
    case "boosted_tree_classifier":
    case "boosted_tree_regressor":
      o.push(
        ["booster_type", "'GBTREE'"],
        ["tree_method", "'HIST'"],
        ["num_parallel_tree", "1"],
        ["max_iterations", "50"],
        ["max_tree_depth", "6"],
        ["learn_rate", "0.1"],
        ["subsample", "0.85"],
        ["early_stop", "TRUE"],
      );
      if (type === "boosted_tree_classifier") o.push(["auto_class_weights", "TRUE"]);
      break;
    case "dnn_classifier":
    case "dnn_regressor":
      o.push(
        ["hidden_units", "[64, 32]"],
        ["activation_fn", "'RELU'"],
        ["optimizer", "'ADAM'"],
        ["learn_rate", "0.001"],
        ["dropout", "0.1"],
        ["batch_size", "64"],
        ["max_iterations", "50"],
        ["early_stop", "TRUE"],
      );
      if (type === "dnn_classifier") o.push(["auto_class_weights", "TRUE"]);
      break;
    case "automl_classifier":
      o.push(["budget_hours", "1.0"], ["optimization_objective", "'MAXIMIZE_AU_ROC'"]);
      break;
    case "automl_regressor":
      o.push(["budget_hours", "1.0"], ["optimization_objective", "'MINIMIZE_RMSE'"]);
      break;
    default:
      break;
  }
  if (!type.startsWith("automl")) {
    // AutoML picks its own split; the others hold out 20% (AUTO_SPLIT) so ML.EVALUATE has unseen rows.
    o.push(["data_split_method", "'AUTO_SPLIT'"], ["enable_global_explain", "TRUE"]);
  }
  return o;
}

/**
 * Writes the CREATE OR REPLACE MODEL statement for one of the ten model types, then the statements
 * to run next: evaluation, prediction (ML.FORECAST for ARIMA_PLUS) and, where the model supports
 * it, explanation.
 */
export function buildBqmlSql(req: BqmlRequest): BqmlResult {
  let table: TableRef;
  let model: TableRef;
  let target: string;
  let predictors: string[] | typeof ALL;
  try {
    table = parseTable(req.dataset, "table");
    model = parseTableIn(req.modelName, { project: table.project, dataset: table.dataset }, "model");
    if (/-/.test(model.table)) throw new BigQueryNameError(`"${model.table}" is not a valid model name (letters, digits and underscores only).`);
    const rawPredictors = splitColumns(req.predictorInputs);
    predictors = rawPredictors === ALL ? ALL : unique(rawPredictors.map(checkColumn));
    const numericTarget = /^\s*\d+\s*$/.test(req.targetVariable);
    target = numericTarget && req.modelType === "kmeans" ? req.targetVariable.trim() : checkColumn(req.targetVariable);
  } catch (err) {
    if (err instanceof BigQueryNameError) throw new BqmlInputError(err.message);
    throw err;
  }
  if (predictors !== ALL && predictors.length === 0) throw new BqmlInputError("List at least one predictor column.");

  const info = MODEL_TYPE_INFO[req.modelType];
  const modelName = qualified(model);
  const tableName = qualified(table);

  let sql: string;
  if (info.family === "supervised") sql = supervised(req.modelType, modelName, tableName, target, predictors);
  else if (info.family === "clustering") sql = kmeans(modelName, tableName, target, predictors);
  else sql = arima(modelName, tableName, target, predictors);

  return { sql, model: modelName, table: tableName };
}

function withoutTarget(predictors: string[], target: string): string[] {
  return predictors.filter((p) => p.toLowerCase() !== target.toLowerCase());
}

function supervised(type: BqmlModelType, model: string, table: string, target: string, predictors: string[] | typeof ALL): string {
  const info = MODEL_TYPE_INFO[type];
  const features = predictors === ALL ? ALL : withoutTarget(predictors, target);
  if (features !== ALL && features.length === 0) throw new BqmlInputError("The predictors must include at least one column other than the target.");
  const trainSelect =
    features === ALL ? "SELECT\n  *" : `SELECT\n${selectList(features)},\n  ${col(target)}`;
  const scoreSelect = features === ALL ? `SELECT * EXCEPT (${col(target)})` : `SELECT\n${selectList(features, "      ")}`;
  const explain = !type.startsWith("automl");
  const steps = [
    `-- ${info.label}: predicts ${target} from ${features === ALL ? "every other column" : `${features.length} column${features.length === 1 ? "" : "s"}`}.`,
    `-- 1. Train the model${type.startsWith("automl") ? " (AutoML tries many models within budget_hours)" : ""}.\n` +
    `CREATE OR REPLACE MODEL ${model}\n${optionsBlock(supervisedOptions(type, target))} AS\n${trainSelect}\nFROM ${table}\nWHERE ${col(target)} IS NOT NULL;`,
    `-- 2. Evaluate: ${info.task === "classification" ? "precision, recall, accuracy, F1, log loss and ROC AUC" : "mean absolute error, mean squared error and R²"} on the rows held out during training.\n` +
    `SELECT *\nFROM ML.EVALUATE(MODEL ${model});`,
    `-- 3. Predict: replace the query with the new rows you want to score.\n` +
    `SELECT *\nFROM ML.PREDICT(\n  MODEL ${model},\n  (\n    ${scoreSelect}\n    FROM ${table}\n  )\n);`,
  ];
  if (explain) {
    steps.push(`-- 4. Explain: which features matter most overall.\nSELECT *\nFROM ML.GLOBAL_EXPLAIN(MODEL ${model});`);
  }
  return steps.join("\n\n") + "\n";
}

function kmeans(model: string, table: string, target: string, predictors: string[] | typeof ALL): string {
  const clusters = /^\d+$/.test(target) ? Number(target) : 4;
  if (clusters < 2 || clusters > 100) throw new BqmlInputError("K-means needs between 2 and 100 clusters.");
  // A non-numeric "target" is an id column: kept out of training, shown next to each row's cluster.
  const idColumn = /^\d+$/.test(target) ? undefined : target;
  const features = predictors === ALL ? ALL : idColumn ? withoutTarget(predictors, idColumn) : predictors;
  if (features !== ALL && features.length === 0) throw new BqmlInputError("List at least one column to cluster on.");
  const trainSelect =
    features === ALL ? (idColumn ? `SELECT * EXCEPT (${col(idColumn)})` : "SELECT *") : `SELECT\n${selectList(features)}`;
  const scoreCols = features === ALL ? "*" : [idColumn, ...features].filter(Boolean).map((c) => col(c!)).join(", ");
  const options: [string, string][] = [
    ["model_type", "'KMEANS'"],
    ["num_clusters", String(clusters)],
    ["kmeans_init_method", "'KMEANS++'"],
    ["distance_type", "'EUCLIDEAN'"],
    ["standardize_features", "TRUE"],
  ];
  return (
    [
      `-- K-means clustering into ${clusters} groups${idColumn ? `; ${idColumn} is kept out of training and shown with each row's cluster` : ""}.`,
      `-- 1. Train the model (no label column: k-means is unsupervised).\n` +
      `CREATE OR REPLACE MODEL ${model}\n${optionsBlock(options)} AS\n${trainSelect}\nFROM ${table};`,
      `-- 2. Evaluate: Davies-Bouldin index (lower is better) and mean squared distance.\n` +
      `SELECT *\nFROM ML.EVALUATE(MODEL ${model});`,
      `-- 3. Assign each row to its nearest cluster (CENTROID_ID).\n` +
      `SELECT *\nFROM ML.PREDICT(\n  MODEL ${model},\n  (\n    SELECT ${scoreCols}\n    FROM ${table}\n  )\n);`,
      `-- 4. Describe the clusters: the centroid value of each feature.\n` +
      `SELECT *\nFROM ML.CENTROIDS(MODEL ${model})\nORDER BY centroid_id, feature;`,
    ].join("\n\n") + "\n"
  );
}

function arima(model: string, table: string, target: string, predictors: string[] | typeof ALL): string {
  if (predictors === ALL) {
    throw new BqmlInputError("ARIMA_PLUS needs the date or timestamp column as the first predictor, not every column.");
  }
  const cols = withoutTarget(predictors, target);
  const [timestamp, ...ids] = cols;
  if (!timestamp) throw new BqmlInputError("ARIMA_PLUS needs a date or timestamp column as the first predictor.");
  const options: [string, string][] = [
    ["model_type", "'ARIMA_PLUS'"],
    ["time_series_timestamp_col", `'${timestamp}'`],
    ["time_series_data_col", `'${target}'`],
  ];
  if (ids.length === 1) options.push(["time_series_id_col", `'${ids[0]}'`]);
  else if (ids.length > 1) options.push(["time_series_id_col", `[${ids.map((i) => `'${i}'`).join(", ")}]`]);
  options.push(
    ["horizon", "30"],
    ["auto_arima", "TRUE"],
    ["data_frequency", "'AUTO_FREQUENCY'"],
    ["decompose_time_series", "TRUE"],
    ["clean_spikes_and_dips", "TRUE"],
    ["adjust_step_changes", "TRUE"],
  );
  const trainCols = [timestamp, ...ids, target];
  return (
    [
      `-- ARIMA_PLUS forecast of ${target} over ${timestamp}${ids.length ? `, one series per ${ids.join(", ")}` : ""}.`,
      `-- 1. Train the model (auto.ARIMA picks the best order; seasonality and holidays are modelled).\n` +
      `CREATE OR REPLACE MODEL ${model}\n${optionsBlock(options)} AS\nSELECT\n${selectList(trainCols)}\nFROM ${table}\nWHERE ${col(target)} IS NOT NULL;`,
      `-- 2. Evaluate: AIC, variance and seasonal periods of the fitted model${ids.length ? " per series" : ""}.\n` +
      `SELECT *\nFROM ML.ARIMA_EVALUATE(MODEL ${model});`,
      `-- To measure forecast accuracy (MAE, MAPE), train on older rows and pass the newest ones to ML.EVALUATE:\n-- SELECT * FROM ML.EVALUATE(MODEL ${model}, (SELECT ${trainCols.map(col).join(", ")} FROM ${table} WHERE ${col(timestamp)} >= '<cut-off>'), STRUCT(TRUE AS perform_aggregation));`,
      `-- 3. Forecast the next 30 periods with a 90% prediction interval.\n` +
      `SELECT *\nFROM ML.FORECAST(\n  MODEL ${model},\n  STRUCT(30 AS horizon, 0.9 AS confidence_level)\n);`,
    ].join("\n\n") + "\n"
  );
}
