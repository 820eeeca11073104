import { useRef, useState, type DragEvent } from "react";
import { FileUp } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/button";

/**
 * The file chooser (spec: accepting .csv) and a drop area around it. The input itself is
 * visually hidden but labelled, so keyboards, screen readers and tests reach it.
 */
export function DropZone({
  onFile,
  disabled,
  compact,
  inputRef,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  compact?: boolean;
  inputRef: React.RefObject<HTMLInputElement | null>;
}) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    const file = e.dataTransfer.files?.[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      onDragEnter={(e) => {
        e.preventDefault();
        depth.current++;
        setOver(true);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={onDrop}
      data-testid="csv-drop-zone"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 text-center transition-colors",
        compact ? "py-6" : "py-10 sm:py-14",
        over ? "border-primary bg-primary/5" : "border-border bg-muted/30",
      )}
    >
      <FileUp className={cn("text-muted-foreground", compact ? "size-7" : "size-10")} aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{over ? "Drop to analyse" : "Drop a CSV file here"}</p>
        <p className="text-sm text-muted-foreground">Comma, semicolon, tab or pipe separated · any size, nothing is uploaded</p>
      </div>
      <label htmlFor="csv-file" className="sr-only">
        CSV file
      </label>
      <input
        id="csv-file"
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Button onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby="csv-file-hint">
        Choose CSV file
      </Button>
      <span id="csv-file-hint" className="sr-only">
        Opens the file chooser for a .csv file
      </span>
    </div>
  );
}
