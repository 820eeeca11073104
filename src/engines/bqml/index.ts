export { buildBqmlSql, BqmlInputError, type BqmlRequest, type BqmlResult } from "./build-model-sql";
export { BQML_MODEL_TYPES, MODEL_TYPE_INFO, isModelType, type BqmlModelType, type ModelTypeInfo } from "./model-types";
