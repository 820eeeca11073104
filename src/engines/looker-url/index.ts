export * from "./url-builder";
