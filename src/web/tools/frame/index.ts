export { ToolPage, type ToolExample } from "./ToolPage";
export { ToolGrid, Pane, Field } from "./Panes";
export { useRecordCalculation } from "./use-record-calculation";
export { useGenerator } from "./use-generator";
export { Notes } from "./Notes";
export { RunButton } from "./RunButton";
export { useQueryFields } from "./use-query-fields";
export { useReveal } from "./use-reveal";
export { useEngineRun, type EngineAnswer } from "./use-engine-run";
