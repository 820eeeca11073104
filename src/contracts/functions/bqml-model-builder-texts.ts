/* Texts, limits and plain types: imported by the screen, so no zod here (see bqml-model-builder.ts). */
/** The ten model types of spec section 9, in the spec's order. */
export const bqmlModelTypes = [
  "linear_reg",
  "logistic_reg",
  "boosted_tree_classifier",
  "boosted_tree_regressor",
  "dnn_classifier",
  "dnn_regressor",
  "automl_classifier",
  "automl_regressor",
  "kmeans",
  "arima_plus",
] as const;
export type BqmlModelTypeName = (typeof bqmlModelTypes)[number];

export interface BqmlModelTypeInfo {
  label: string;
  family: "supervised" | "clustering" | "time-series";
  task: "regression" | "classification" | "clustering" | "forecasting";
  /** What the target field means for this type (the screen's hint). */
  targetHint: string;
  predictorsHint: string;
}

const SUPERVISED_PREDICTORS = "Columns that explain it, separated by commas (or * for every other column).";

/** Labels and field meanings per model type; shared by the screen and the engine. */
export const bqmlModelTypeInfo: Record<BqmlModelTypeName, BqmlModelTypeInfo> = {
  linear_reg: { label: "Linear regression", family: "supervised", task: "regression", targetHint: "The number to predict, e.g. revenue.", predictorsHint: SUPERVISED_PREDICTORS },
  logistic_reg: { label: "Logistic regression", family: "supervised", task: "classification", targetHint: "The class to predict, e.g. churned.", predictorsHint: SUPERVISED_PREDICTORS },
  boosted_tree_classifier: { label: "Boosted tree classifier (XGBoost)", family: "supervised", task: "classification", targetHint: "The class to predict.", predictorsHint: SUPERVISED_PREDICTORS },
  boosted_tree_regressor: { label: "Boosted tree regressor (XGBoost)", family: "supervised", task: "regression", targetHint: "The number to predict.", predictorsHint: SUPERVISED_PREDICTORS },
  dnn_classifier: { label: "Deep neural network classifier", family: "supervised", task: "classification", targetHint: "The class to predict.", predictorsHint: SUPERVISED_PREDICTORS },
  dnn_regressor: { label: "Deep neural network regressor", family: "supervised", task: "regression", targetHint: "The number to predict.", predictorsHint: SUPERVISED_PREDICTORS },
  automl_classifier: { label: "AutoML classifier", family: "supervised", task: "classification", targetHint: "The class to predict.", predictorsHint: SUPERVISED_PREDICTORS },
  automl_regressor: { label: "AutoML regressor", family: "supervised", task: "regression", targetHint: "The number to predict.", predictorsHint: SUPERVISED_PREDICTORS },
  kmeans: {
    label: "K-means clustering",
    family: "clustering",
    task: "clustering",
    targetHint: "K-means has no label: enter the number of clusters (e.g. 4), or an id column to keep out of training and show next to each row's cluster.",
    predictorsHint: "Columns to cluster on, separated by commas.",
  },
  arima_plus: {
    label: "ARIMA_PLUS time series forecast",
    family: "time-series",
    task: "forecasting",
    targetHint: "The value to forecast, e.g. daily_sales.",
    predictorsHint: "The date or timestamp column first; further columns split the data into separate series (e.g. order_date, store_id).",
  },
};

/** Texts of the BQML Model Builder (spec sections 5 and 8), copied exactly. */
export const bqmlMessages = {
  missingTitle: "Missing Information",
  missing: "Please fill in all required fields",
  failed: "Failed to generate BQML model SQL",
} as const;

/** The server's 400 text when a field is blank: the spec's title and message together. */
export const bqmlMissingError = `${bqmlMessages.missingTitle}: ${bqmlMessages.missing}`;
