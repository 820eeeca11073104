import { downloadText } from "../../lib/download";
import { toastSuccess } from "../../lib/toasts";

/** Saves the CSV text and confirms how many rows went into which file. */
export function exportCsv(filename: string, csv: string, rows: number, noun: { one: string; many: string }): void {
  downloadText(filename, csv, "text/csv;charset=utf-8");
  toastSuccess("Success", `Exported ${rows} ${rows === 1 ? noun.one : noun.many} to ${filename}`);
}
