export { generateDashboardLayout, type DashboardLayout } from "./generate";
export { planLayout, packCharts, GRID, type LayoutInput, type LayoutPlan } from "./plan";
export { describeLayout } from "./describe";
export { renderLayoutSvg } from "./render-svg";
export { NOT_SPECIFIED } from "./text";
