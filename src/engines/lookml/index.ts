export { convertToLookml, converterMessages, type ConvertInput, type ConvertResult, type FieldType } from "./converter";
export type { RefStyle } from "./formula-sql";
export {
  buildImageMeasure,
  imageMeasureDefaults,
  imageMeasureTypes,
  imageMessages,
  valueFormatNames,
  MAX_IMAGE_WIDTH,
  type ImageMeasureInput,
  type ImageMeasureResult,
} from "./image-measure";
export { toLookmlName, isPercentName } from "./names";
