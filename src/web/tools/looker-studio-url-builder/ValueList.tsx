import { useRef } from "react";
import { Plus, X } from "lucide-react";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";

export interface ValueRow {
  id: number;
  value: string;
}

let nextId = 1;
export function newRow(value = ""): ValueRow {
  return { id: nextId++, value };
}

/**
 * The dynamic list of parameter values: one input per value, remove buttons, Add Value. Pasting
 * several lines into one input spreads them over rows, so a column copied from a sheet just works.
 */
export function ValueList({ rows, onChange }: { rows: ValueRow[]; onChange: (rows: ValueRow[]) => void }) {
  const listRef = useRef<HTMLOListElement>(null);

  const focusRow = (index: number) =>
    requestAnimationFrame(() => listRef.current?.querySelectorAll("input")[index]?.focus());

  const update = (id: number, value: string) => onChange(rows.map((r) => (r.id === id ? { ...r, value } : r)));

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length ? next : [newRow()]);
    focusRow(Math.max(0, index - 1));
  };

  const add = () => {
    onChange([...rows, newRow()]);
    focusRow(rows.length);
  };

  const paste = (index: number, e: React.ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData("text");
    if (!/[\r\n]/.test(text)) return;
    e.preventDefault();
    const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim());
    const here = rows[index];
    const merged = [...rows.slice(0, index), { ...here, value: here.value + (lines[0] ?? "") }, ...lines.slice(1).map((l) => newRow(l)), ...rows.slice(index + 1)];
    onChange(merged);
  };

  return (
    <div className="grid gap-2">
      <ol ref={listRef} className="grid gap-2">
        {rows.map((row, i) => (
          <li key={row.id} className="flex items-center gap-2">
            <span className="w-6 shrink-0 text-right text-xs text-muted-foreground tabular-nums" aria-hidden="true">
              {i + 1}
            </span>
            <Input
              value={row.value}
              aria-label={`Parameter value ${i + 1}`}
              placeholder={i === 0 ? "e.g. United Kingdom" : "Another value"}
              autoComplete="off"
              onChange={(e) => update(row.id, e.target.value)}
              onPaste={(e) => paste(i, e)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.ctrlKey && !e.metaKey) {
                  e.preventDefault();
                  if (i === rows.length - 1) add();
                  else focusRow(i + 1);
                }
              }}
            />
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0 text-muted-foreground hover:text-destructive"
              aria-label={`Remove value ${i + 1}`}
              title="Remove this value"
              disabled={rows.length === 1 && !row.value}
              onClick={() => remove(i)}
            >
              <X />
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus />
          Add Value
        </Button>
      </div>
    </div>
  );
}
