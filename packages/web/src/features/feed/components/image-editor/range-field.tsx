import { useId } from "react";

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
};

/** A labelled slider (a real range input, so arrows, Page Up/Down, Home and End work) with its value shown. */
export function RangeField({ label, value, min, max, step = 1, unit = "", onChange }: Props) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-muted-foreground tabular-nums">
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary"
      />
    </div>
  );
}
