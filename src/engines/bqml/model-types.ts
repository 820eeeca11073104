import { bqmlModelTypeInfo, bqmlModelTypes, type BqmlModelTypeInfo, type BqmlModelTypeName } from "../../contracts/functions/bqml-model-builder";

/** The ten BigQuery ML model types of spec section 9 (defined with their labels in the contract). */
export const BQML_MODEL_TYPES = bqmlModelTypes;
export type BqmlModelType = BqmlModelTypeName;
export type ModelTypeInfo = BqmlModelTypeInfo;
export const MODEL_TYPE_INFO: Record<BqmlModelType, ModelTypeInfo> = bqmlModelTypeInfo;

export function isModelType(v: string): v is BqmlModelType {
  return (BQML_MODEL_TYPES as readonly string[]).includes(v);
}
