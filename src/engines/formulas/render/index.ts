import type { Dialect, Intent } from "../ir";
import { renderDax } from "./dax";
import { renderExcel } from "./excel";
import { renderLooker } from "./looker";
import { renderLookerStudio } from "./looker-studio";
import type { Rendered } from "./shared";
import { renderTableau } from "./tableau";

export type { Rendered, ExcelLayout } from "./shared";

const renderers: Record<Dialect, (intent: Intent) => Rendered> = {
  tableau: renderTableau,
  "looker-studio": renderLookerStudio,
  dax: renderDax,
  looker: renderLooker,
  excel: renderExcel,
};

/** Renders an intent in one dialect; throws CannotAnswer when the dialect cannot express it. */
export function render(intent: Intent, dialect: Dialect): Rendered {
  return renderers[dialect](intent);
}
