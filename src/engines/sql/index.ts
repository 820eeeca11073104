export * from "./dialects";
export * from "./messages";
export { buildQuery, queryTypes, queryWarnings, type QueryType, type QueryBuilderInput, type QueryBuildResult } from "./query-builder";
export { buildJoin, joinTypes, joinNotes, type JoinType, type JoinBuilderInput, type JoinBuildResult } from "./join-builder";
