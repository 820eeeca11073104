import { useMemo } from "react";
import { cn } from "../lib/cn";
import { highlight, type CodeLanguage } from "./highlight";

/**
 * Read-only code output in a monospace block with light syntax colouring; long output scrolls
 * inside the box. Text is rendered as React text nodes (never as HTML).
 */
export function CodeBlock({
  code,
  language = "plain",
  className,
  label,
}: {
  code: string;
  language?: CodeLanguage;
  className?: string;
  /** Accessible name of the output region. */
  label?: string;
}) {
  const tokens = useMemo(() => highlight(code, language), [code, language]);
  return (
    <pre
      role="region"
      aria-label={label ?? "Output"}
      tabIndex={0}
      className={cn(
        "max-h-[28rem] overflow-auto rounded-lg border bg-muted/50 p-4 font-mono text-[13px] leading-relaxed whitespace-pre outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <code>
        {tokens.map((t, i) =>
          t.kind === "text" ? t.text : (
            <span key={i} className={`tok-${t.kind}`}>
              {t.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
