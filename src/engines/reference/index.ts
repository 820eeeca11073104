export * from "./csv";
export * from "./search";
export * from "./widths";
export * from "./countries";
export * from "./universities";
export * from "./crests";
