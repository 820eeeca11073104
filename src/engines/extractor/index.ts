export { extractFromHtml, extractFromText, ExtractionError, isXPath, MAX_CONTENT_CHARS, type Extraction } from "./extract";
export { blocksOf, inlineText } from "./readable-text";
