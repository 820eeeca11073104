/** A reason the content could not be extracted, worded for the person who asked. */
export class ExtractionError extends Error {}
