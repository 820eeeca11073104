import { useCallback, useRef, useState } from "react";
import { Download, FlaskConical, X } from "lucide-react";
import { downloadText } from "../../lib/download";
import { toastError, toastSuccess } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { Button } from "../../ui/button";
import { Progress } from "../../ui/progress";
import { Pane, ToolPage, useRecordCalculation } from "../frame";
import { ColumnProfiles } from "./ColumnProfiles";
import { DropZone } from "./DropZone";
import { formatBytes, formatCount, plural } from "./format";
import { csvMessages, isCsvFileName } from "./messages";
import { PreviewTable } from "./PreviewTable";
import { sampleFile, samples } from "./samples";
import { StatsCard } from "./StatsCard";
import { useCsvAnalysis, type CsvRun } from "./use-csv-analysis";

const SLUG = "csv-analyzer";

export default function CsvAnalyzerScreen() {
  const [run, setRun] = useState<CsvRun | null>(null);
  const record = useRecordCalculation(SLUG);
  const inputRef = useRef<HTMLInputElement>(null);

  const onDone = useCallback(
    (done: CsvRun) => {
      setRun(done);
      record();
      toastSuccess(csvMessages.loadedTitle, `${plural(done.result.rows, "row")} and ${plural(done.result.columns, "column")}`);
    },
    [record],
  );
  const onError = useCallback((message: string) => toastError("Could not read the file", message), []);
  const { analyze, cancel, progress } = useCsvAnalysis(onDone, onError);

  const open = (file: File) => {
    if (!isCsvFileName(file.name)) {
      toastError(csvMessages.invalidFileTitle, csvMessages.invalidFileBody);
      return;
    }
    analyze(file);
  };

  // The main action: choose a file.
  useRunShortcut(() => inputRef.current?.click(), !progress);

  const percent = progress && progress.totalBytes > 0 ? (100 * progress.bytesRead) / progress.totalBytes : 0;

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Choose a .csv file or drop it on the page. It is read in your browser and never uploaded; a large file is read in two halves at once when your device has two or more cores.",
        "The delimiter (comma, semicolon, tab or pipe), the encoding and the line endings are detected; quoted fields may hold commas, quotes and line breaks.",
        "Total Rows counts data rows: the header row is not counted, and blank lines are skipped. Duplicate Rows are rows identical, field for field, to an earlier row.",
        "Below the preview, each column gets a profile: its type, empty cells, distinct and most common values, and for numbers the min, max, mean and a histogram.",
        "In a file of more than 100,000 rows the profile is drawn from a sample of about 100,000 rows spread evenly through the file, and says so; rows, duplicates and empty cells always count every row.",
      ]}
      examples={samples.map((s) => ({ label: s.label, detail: s.detail, apply: () => analyze(sampleFile(s)) }))}
      examplesTitle="Sample files"
    >
      <div className="grid gap-6">
        <Pane
          title="Upload CSV"
          actions={
            <>
              <Button variant="ghost" size="sm" onClick={() => analyze(sampleFile(samples[0]))} disabled={!!progress}>
                <FlaskConical />
                Load sample
              </Button>
              <Button variant="ghost" size="sm" onClick={() => downloadText(samples[0].fileName, samples[0].text, "text/csv;charset=utf-8")}>
                <Download />
                Download sample
              </Button>
            </>
          }
        >
          <DropZone onFile={open} disabled={!!progress} compact={!!run} inputRef={inputRef} />
          {progress && (
            <div className="grid gap-2" aria-live="polite">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate">
                  Analysing <span className="font-medium">{progress.fileName}</span>… {formatBytes(progress.bytesRead)} of {formatBytes(progress.totalBytes)}
                  {progress.rows > 0 && ` · ${formatCount(progress.rows)} rows so far`}
                </span>
                <Button variant="outline" size="sm" onClick={cancel}>
                  <X />
                  Cancel
                </Button>
              </div>
              <Progress value={percent} label={`Analysing ${progress.fileName}`} />
            </div>
          )}
        </Pane>

        {run && (
          <>
            <StatsCard fileName={run.fileName} result={run.result} seconds={run.seconds} />
            {run.result.columns > 0 && <PreviewTable result={run.result} />}
            {run.result.profiles.length > 0 && <ColumnProfiles result={run.result} />}
          </>
        )}
      </div>
    </ToolPage>
  );
}
