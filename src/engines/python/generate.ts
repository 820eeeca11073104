import { pythonScriptKinds } from "../../contracts/functions/python-script-generator";
import { readSlots } from "./slots";
import type { ScriptTemplate } from "./template";
import { aggregateData } from "./templates/aggregate-data";
import { bigQueryClient } from "./templates/bigquery-client";
import { chart } from "./templates/chart";
import { cleanData } from "./templates/clean-data";
import { convertFile } from "./templates/convert-file";
import { mergeData } from "./templates/merge-data";
import { pivotTable } from "./templates/pivot-table";
import { profileData } from "./templates/profile-data";
import { renameFiles } from "./templates/rename-files";
import { restApi } from "./templates/rest-api";
import { scheduleJob } from "./templates/schedule-job";
import { sqlDatabase } from "./templates/sql-database";
import { webScraping } from "./templates/web-scraping";

/** Most specific first: on equal scores the earlier template wins. */
export const TEMPLATES: readonly ScriptTemplate[] = [
  bigQueryClient,
  sqlDatabase,
  renameFiles,
  scheduleJob,
  restApi,
  webScraping,
  chart,
  pivotTable,
  mergeData,
  aggregateData,
  cleanData,
  convertFile,
  profileData,
];

/** Below this score the request is not clearly one of the scripts the generator can write. */
const MIN_SCORE = 4;

export class UnsupportedScript extends Error {
  readonly kinds = pythonScriptKinds.map((k) => k.title);
}

export interface PythonScript {
  script: string;
  kind: string;
  title: string;
  filename: string;
}

export function generatePythonScript(query: string): PythonScript {
  const slots = readSlots(query);
  const lower = slots.request.toLowerCase();
  let best: ScriptTemplate | undefined;
  let bestScore = 0;
  for (const t of TEMPLATES) {
    const score = t.score(lower, slots);
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  if (!best || bestScore < MIN_SCORE) {
    throw new UnsupportedScript(
      "The built-in generator could not match this to a script it can write. It writes: " +
        pythonScriptKinds.map((k) => k.title.toLowerCase()).join("; ") +
        ". Describe the task with one of these in mind (name the files, columns or URL).",
    );
  }
  return { script: best.render(slots), kind: best.id, title: best.title, filename: best.filename(slots) };
}
