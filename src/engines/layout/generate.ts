import { describeLayout } from "./describe";
import { planLayout, type LayoutInput, type LayoutPlan } from "./plan";
import { svgToPng } from "./raster";
import { renderLayoutSvg } from "./render-svg";

export interface DashboardLayout {
  /** The wireframe as a PNG data URL. */
  imageUrl: string;
  /** A plain-text walk through the layout. */
  description: string;
  plan: LayoutPlan;
  svg: string;
}

/** Plans a dashboard from the form's four fields and draws it as a wireframe PNG with a description. */
export async function generateDashboardLayout(input: LayoutInput): Promise<DashboardLayout> {
  const plan = planLayout(input);
  const svg = renderLayoutSvg(plan);
  const png = await svgToPng(svg);
  return { imageUrl: `data:image/png;base64,${png.toString("base64")}`, description: describeLayout(plan), plan, svg };
}
