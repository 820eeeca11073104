import { iconSetRequest } from "../../contracts/functions/icon-set-generator";
import type { IconSetResponse } from "../../contracts/functions/icon-set-generator";
import { generateIconSet } from "../../engines/icons";
import { defineFunction } from "./types";

/** `icon-set-generator`: a consistent set of topic icons drawn by the built-in engine (lucide glyphs + resvg). */
export default defineFunction({
  name: "icon-set-generator",
  request: iconSetRequest,
  async handle(body, ctx): Promise<IconSetResponse & Record<string, unknown>> {
    const set = await generateIconSet(body, ctx.signal);
    return { icons: set.icons, engine: "built-in" };
  },
});
