import { ListingLimits } from "@saheli/core/listings";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useMarketplaceT } from "../i18n";

export type Variation = { name: string; value: string };
type Props = { value: Variation[]; onChange: (value: Variation[]) => void };

/** Choices a buyer makes ("Colour", "Indigo"): one row per choice, added and removed freely. */
export function VariationsEditor({ value, onChange }: Props) {
  const { t } = useMarketplaceT();
  const set = (i: number, patch: Partial<Variation>) =>
    onChange(value.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">{t("listingForm.variations.legend")}</legend>
      <p className="text-muted-foreground text-xs">{t("listingForm.variations.hint")}</p>
      {value.map((variation, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; their text changes as she types.
        <div key={i} className="flex items-center gap-2">
          <Input
            aria-label={t("listingForm.variations.name", { n: i + 1 })}
            placeholder={t("listingForm.variations.namePlaceholder")}
            maxLength={ListingLimits.variationTextMax}
            value={variation.name}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <Input
            aria-label={t("listingForm.variations.value", { n: i + 1 })}
            placeholder={t("listingForm.variations.valuePlaceholder")}
            maxLength={ListingLimits.variationTextMax}
            value={variation.value}
            onChange={(e) => set(i, { value: e.target.value })}
          />
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={t("listingForm.variations.remove", { n: i + 1 })}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      {value.length < ListingLimits.variationsMax && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...value, { name: value.at(-1)?.name ?? "", value: "" }])}
        >
          <Plus aria-hidden /> {t("listingForm.variations.add")}
        </Button>
      )}
    </fieldset>
  );
}
