import { cn } from "@/lib/cn";

type Props = {
  variations: { name: string; values: string[] }[];
  chosen: Record<string, string>;
  onChoose: (name: string, value: string) => void;
};

/** One row of choices per variation ("Colour: Indigo, Rani pink"); each row is a radio group. */
export function VariantPicker({ variations, chosen, onChoose }: Props) {
  return (
    <div className="grid gap-3">
      {variations.map((variation) => (
        <fieldset key={variation.name} className="grid gap-1.5">
          <legend className="mb-1.5 font-medium text-sm">
            {variation.name}
            {chosen[variation.name] && (
              <span className="font-normal text-muted-foreground">: {chosen[variation.name]}</span>
            )}
          </legend>
          <div className="flex flex-wrap gap-2">
            {variation.values.map((value) => (
              <label
                key={value}
                className={cn(
                  "cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  chosen[variation.name] === value
                    ? "border-primary bg-primary-soft text-primary"
                    : "border-input hover:border-primary/50",
                )}
              >
                <input
                  type="radio"
                  name={`variant-${variation.name}`}
                  value={value}
                  checked={chosen[variation.name] === value}
                  onChange={() => onChoose(variation.name, value)}
                  className="sr-only"
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
