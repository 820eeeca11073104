export { ToolPage, type ToolExample } from "./ToolPage";
export { ToolGrid, Pane, Field } from "./Panes";
export { useRecordCalculation } from "./use-record-calculation";
export { useGenerator } from "./use-generator";
