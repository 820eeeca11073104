import { TextCursorInput } from "lucide-react";
import type { JsonSyntaxError } from "../../../engines/json";
import { Button } from "../../ui/button";

/** How much of a long line to show around the error. */
const CONTEXT = 60;

/**
 * Where the JSON breaks: line, column, the reason, and the line itself with a caret under the
 * spot. "Show in input" puts the text cursor there.
 */
export function ErrorDetails({ error, line, onLocate }: { error: JsonSyntaxError; line: string; onLocate?: () => void }) {
  const chars = Array.from(line);
  const at = Math.min(error.column - 1, chars.length);
  const from = Math.max(0, at - CONTEXT);
  const to = Math.min(chars.length, at + CONTEXT);
  const excerpt = (from > 0 ? "…" : "") + chars.slice(from, to).join("").replace(/\t/g, " ") + (to < chars.length ? "…" : "");
  const caretAt = at - from + (from > 0 ? 1 : 0);

  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="json-error">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0">
          <span className="font-semibold text-destructive">
            Line {error.line}, column {error.column}:
          </span>{" "}
          {error.message}
        </p>
        {onLocate && (
          <Button variant="outline" size="sm" onClick={onLocate}>
            <TextCursorInput />
            Show in input
          </Button>
        )}
      </div>
      {line.length > 0 && (
        <pre className="mt-2 overflow-x-auto rounded-md bg-background/80 px-3 py-2 font-mono text-xs leading-5" aria-label="The line with the error">
          <span className="mr-3 text-muted-foreground select-none">{error.line}</span>
          {excerpt}
          {"\n"}
          <span className="mr-3 select-none" aria-hidden="true">
            {" ".repeat(String(error.line).length)}
          </span>
          <span className="font-bold text-destructive" aria-hidden="true">
            {" ".repeat(caretAt)}^
          </span>
        </pre>
      )}
    </div>
  );
}
