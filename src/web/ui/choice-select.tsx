import type { ReactNode } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

/**
 * A select over a fixed list of choices: the trigger (with the id its <label> points at) and one
 * item per choice, labelled by `label` (the value itself by default).
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
  label?: (choice: T) => ReactNode;
  onChange: (choice: T) => void;
  placeholder?: string;
  className?: string;
  "aria-label"?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T)}>
      <SelectTrigger id={id} className={className} aria-label={ariaLabel}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((c) => (
          <SelectItem key={c} value={c}>
            {label(c)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
