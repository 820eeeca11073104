import { ChevronDown } from "lucide-react";
import { cn } from "../lib/cn";

/**
 * A select over a fixed list of choices, labelled by `label` (the value itself by default).
 * A native <select>, not a custom listbox: it costs no script, hydrates as one element per choice
 * and opens the platform's own picker (the wheel on phones). The id is the one its <label> points at.
 */
export function ChoiceSelect<T extends string>({
  id,
  value,
  choices,
  label = (c) => c,
  onChange,
  placeholder,
  className = "min-w-0",
  "aria-label": ariaLabel,
}: {
  id: string;
  value: T | "";
  choices: readonly T[];
  label?: (choice: T) => string;
  onChange: (choice: T) => void;
  placeholder?: string;
  className?: string;
  "aria-label"?: string;
}) {
  const empty = value === "";
  return (
    <div className={cn("relative", className)}>
      <select
        id={id}
        aria-label={ariaLabel}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className={cn(
          "h-9 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-card py-1 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50",
          empty && "text-muted-foreground",
        )}
      >
        {/* The placeholder shows while nothing is chosen but cannot be chosen back from the list. */}
        {(empty || placeholder !== undefined) && (
          <option value="" disabled hidden>
            {placeholder ?? ""}
          </option>
        )}
        {choices.map((c) => (
          // The list itself keeps the normal text colour when the closed select shows a muted placeholder.
          <option key={c} value={c} className="text-foreground">
            {label(c)}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
    </div>
  );
}
