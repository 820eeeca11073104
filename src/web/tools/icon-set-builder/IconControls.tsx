import type { FormEvent } from "react";
import { Loader2, Sparkles } from "lucide-react";
import { iconSet } from "../../../contracts/functions/icon-set-generator-texts";
import type { IconShape, IconStyle } from "../../../contracts/functions/icon-set-generator";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { RadioGroup, RadioGroupItem } from "../../ui/radio-group";
import { Slider } from "../../ui/slider";
import { Field } from "../frame";

export interface IconSettings {
  topic: string;
  count: number;
  shape: IconShape;
  style: IconStyle;
  size: number;
}

const SHAPE_LABELS: Record<IconShape, string> = { square: "Square", rounded: "Rounded", circular: "Circular" };
const STYLE_LABELS: Record<IconStyle, string> = { outline: "Outline", filled: "Filled" };

function Choice<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  disabled: boolean;
  onChange: (v: T) => void;
}) {
  return (
    <div className="grid gap-2.5">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <RadioGroup
        aria-labelledby={id}
        value={value}
        onValueChange={(v) => onChange(v as T)}
        disabled={disabled}
        className="flex flex-wrap gap-x-5 gap-y-2"
      >
        {options.map((o) => (
          <div key={o} className="flex items-center gap-2">
            <RadioGroupItem value={o} id={`${id}-${o}`} />
            <Label htmlFor={`${id}-${o}`} className="cursor-pointer font-normal">
              {labels[o]}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}

/** The control panel of spec section 2: topic, count, shape, style, size and the Generate button. */
export function IconControls({
  settings,
  onChange,
  onGenerate,
  generating,
}: {
  settings: IconSettings;
  onChange: (patch: Partial<IconSettings>) => void;
  onGenerate: () => void;
  generating: boolean;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onGenerate();
  };
  return (
    <form onSubmit={submit} className="grid gap-6" aria-label="Icon set settings">
      <Field label="Topic / Theme" htmlFor="isb-topic">
        <Input
          id="isb-topic"
          value={settings.topic}
          placeholder="e.g. security, finance, education"
          autoComplete="off"
          maxLength={iconSet.topicMaxLength}
          disabled={generating}
          onChange={(e) => onChange({ topic: e.target.value })}
        />
      </Field>

      <div className="grid gap-3">
        <div className="flex items-center justify-between">
          <span id="isb-count" className="text-sm font-medium">
            Icon Count
          </span>
          <span className="text-sm text-muted-foreground tabular-nums">{settings.count}</span>
        </div>
        <Slider
          aria-labelledby="isb-count"
          min={iconSet.count.min}
          max={iconSet.count.max}
          step={iconSet.count.step}
          value={[settings.count]}
          disabled={generating}
          onValueChange={([v]) => onChange({ count: v })}
        />
      </div>

      <Choice
        id="isb-shape"
        label="Shape Style"
        value={settings.shape}
        options={iconSet.shapes}
        labels={SHAPE_LABELS}
        disabled={generating}
        onChange={(shape) => onChange({ shape })}
      />
      <Choice
        id="isb-style"
        label="Icon Style"
        value={settings.style}
        options={iconSet.styles}
        labels={STYLE_LABELS}
        disabled={generating}
        onChange={(style) => onChange({ style })}
      />

      <div className="grid gap-3">
        <div className="flex items-center justify-between">
          <span id="isb-size" className="text-sm font-medium">
            Size
          </span>
          <span className="text-sm text-muted-foreground tabular-nums">{settings.size}px</span>
        </div>
        <Slider
          aria-labelledby="isb-size"
          min={iconSet.size.min}
          max={iconSet.size.max}
          step={iconSet.size.step}
          value={[settings.size]}
          disabled={generating}
          onValueChange={([v]) => onChange({ size: v })}
        />
      </div>

      <Button type="submit" size="lg" disabled={generating || !settings.topic.trim()}>
        {generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {generating ? "Generating..." : "Generate Icon Set"}
      </Button>
    </form>
  );
}
