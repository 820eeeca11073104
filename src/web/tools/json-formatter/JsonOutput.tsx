import { CodeBlock } from "../../ui/code-block";

/**
 * Outputs up to this size are shown whole, with syntax colouring. Larger ones show their start as
 * plain text: laying out megabytes of text would stall the page (a million characters took a third
 * of a second). Copy and Download always give everything.
 */
const DISPLAY_LIMIT = 100_000;

export function JsonOutput({ text }: { text: string }) {
  if (text.length <= DISPLAY_LIMIT) {
    return <CodeBlock code={text} language="json" label="JSON output" className="max-h-[36rem] min-h-48" />;
  }
  const shown = text.slice(0, DISPLAY_LIMIT);
  return (
    <div className="grid gap-2">
      <pre
        role="region"
        aria-label="JSON output"
        tabIndex={0}
        className="max-h-[36rem] min-h-48 overflow-auto rounded-lg border bg-muted/50 p-4 font-mono text-[13px] leading-relaxed whitespace-pre outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {shown}
      </pre>
      <p className="text-xs text-muted-foreground">
        Showing the first {shown.length.toLocaleString("en-US")} of {text.length.toLocaleString("en-US")} characters. Copy to Clipboard and
        Download include everything.
      </p>
    </div>
  );
}
