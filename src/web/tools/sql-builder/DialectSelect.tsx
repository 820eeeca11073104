import { dialectLabels, dialects, type Dialect } from "../../../engines/sql";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select";

/** Database Type select (Standard SQL, BigQuery, PostgreSQL, MySQL). */
export function DialectSelect({ id, value, onChange }: { id: string; value: Dialect; onChange: (d: Dialect) => void }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as Dialect)}>
      <SelectTrigger id={id} className="min-w-0">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {dialects.map((d) => (
          <SelectItem key={d} value={d}>
            {dialectLabels[d]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
