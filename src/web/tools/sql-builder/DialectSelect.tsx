import { dialectLabels, dialects, type Dialect } from "../../../engines/sql";
import { ChoiceSelect } from "../../ui/choice-select";

/** The database picker both SQL screens share. */
export function DialectSelect({ id, value, onChange }: { id: string; value: Dialect; onChange: (d: Dialect) => void }) {
  return <ChoiceSelect id={id} value={value} choices={dialects} label={(d) => dialectLabels[d]} onChange={onChange} />;
}
