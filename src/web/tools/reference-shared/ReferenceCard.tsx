import type { ReactNode } from "react";
import { CopyButton } from "../../ui/copy-button";

/** One card of a reference grid: picture, name, facts, and per-card URL and Data copy buttons. */
export function ReferenceCard({
  name,
  picture,
  facts,
  url,
  data,
  onCopied,
}: {
  name: string;
  picture: ReactNode;
  facts: ReactNode;
  url: string;
  data: string;
  onCopied: () => void;
}) {
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex min-h-24 items-center justify-center bg-muted/50 px-3 py-4 sm:py-5">{picture}</div>
      <div className="flex flex-1 flex-col gap-2 border-t p-3 sm:p-4">
        <h2 className="leading-snug font-semibold text-balance">{name}</h2>
        <div className="flex-1 text-sm text-muted-foreground">{facts}</div>
        <div className="mt-1 grid grid-cols-2 gap-1.5 sm:gap-2">
          <CopyButton text={url} label="URL" aria-label={`Copy image URL for ${name}`} onCopied={onCopied} />
          <CopyButton text={data} label="Data" aria-label={`Copy CSV data for ${name}`} onCopied={onCopied} />
        </div>
      </div>
    </article>
  );
}
