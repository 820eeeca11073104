import { dashboardLayoutRequest, type DashboardLayoutResponse } from "../../contracts/functions/dashboard-layout-generator";
import { generateDashboardLayout } from "../../engines/layout";
import { defineFunction } from "./types";

/** `dashboard-layout-generator`: plans a 12-column layout and draws it as a wireframe PNG (resvg). */
export default defineFunction({
  name: "dashboard-layout-generator",
  request: dashboardLayoutRequest,
  async handle(body, ctx): Promise<DashboardLayoutResponse & Record<string, unknown>> {
    ctx.signal.throwIfAborted();
    const layout = await generateDashboardLayout(body);
    return { imageUrl: layout.imageUrl, description: layout.description, engine: "built-in" };
  },
});
