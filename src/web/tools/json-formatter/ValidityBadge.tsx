import { CircleCheck, CircleDashed, CircleX, LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

export type Validity = "unknown" | "valid" | "invalid";

const looks: Record<Validity, { text: string; className: string }> = {
  unknown: { text: "Not checked", className: "text-muted-foreground" },
  valid: { text: "Valid JSON", className: "text-emerald-700 dark:text-emerald-400" },
  invalid: { text: "Invalid JSON", className: "text-destructive" },
};

/** The spec's validity icon (unknown, green valid, red invalid), with its state in words too. */
export function ValidityBadge({ validity, checking }: { validity: Validity; checking?: boolean }) {
  const look = looks[validity];
  const Icon = checking ? LoaderCircle : validity === "valid" ? CircleCheck : validity === "invalid" ? CircleX : CircleDashed;
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={`JSON validity: ${checking ? "checking" : validity}`}
      data-validity={validity}
      className={cn("inline-flex items-center gap-1.5 text-sm font-medium", look.className)}
    >
      <Icon className={cn("size-5", checking && "animate-spin")} aria-hidden="true" />
      <span aria-hidden="true">{checking ? "Checking…" : look.text}</span>
    </span>
  );
}
