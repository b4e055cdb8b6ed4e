import { ShopLimits } from "@saheli/core/shops";
import { Check } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useCategories } from "../api/categories";
import { useMarketplaceT } from "../i18n";

type Props = { value: string[]; onChange: (value: string[]) => void; error?: string };

/** The shop's categories, chosen from the marketplace's list with a tap each. */
export function CategoryChips({ value, onChange, error }: Props) {
  const { t } = useMarketplaceT();
  const categories = useCategories();
  const toggle = (name: string) =>
    onChange(
      value.includes(name)
        ? value.filter((v) => v !== name)
        : [...value, name].slice(0, ShopLimits.categoriesMax),
    );
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "shop-categories-error" : undefined}>
      <legend className="mb-1 font-medium text-sm">{t("shopForm.categories.legend")}</legend>
      {categories.isPending ? (
        <Skeleton className="h-9 w-full" />
      ) : categories.isError ? (
        <p className="text-destructive text-sm">{t("shopForm.categories.error")}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {categories.data.items.map((category) => {
            const on = value.includes(category.name);
            return (
              <button
                key={category.id}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(category.name)}
                className={cn(
                  "inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm transition-colors",
                  on ? "border-primary bg-primary-soft text-primary" : "border-input hover:border-primary/50",
                )}
              >
                {on && <Check aria-hidden className="size-3.5" />}
                {category.name}
              </button>
            );
          })}
        </div>
      )}
      {error && (
        <p id="shop-categories-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
