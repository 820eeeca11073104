import { Input } from "../ui/input";

/** The optional name and email pair both footer dialogs end with (sent as null when blank). */
export function ContactFields({
  idPrefix,
  name,
  email,
  onName,
  onEmail,
  disabled,
}: {
  idPrefix: string;
  name: string;
  email: string;
  onName: (v: string) => void;
  onEmail: (v: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <label htmlFor={`${idPrefix}-name`} className="text-sm font-medium">
          Name (optional)
        </label>
        <Input id={`${idPrefix}-name`} value={name} onChange={(e) => onName(e.target.value)} maxLength={200} disabled={disabled} />
      </div>
      <div className="grid gap-2">
        <label htmlFor={`${idPrefix}-email`} className="text-sm font-medium">
          Email (optional)
        </label>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          value={email}
          onChange={(e) => onEmail(e.target.value)}
          maxLength={255}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
