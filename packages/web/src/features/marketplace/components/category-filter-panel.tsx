import { CLEARED_FILTERS, FilterLimits } from "@saheli/core/category-filters";
import { formatMoney } from "@saheli/core/money";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useCategoryPage } from "../api/category";
import { useMarketplaceT } from "../i18n";
import { toggled, useCategoryFilters, useCategorySlug } from "../lib/use-category-filters";

/** Doc 3 §2.15: price range, rating, item type, categories, tags, variants and featured; each change updates the URL. */
export function CategoryFilterPanel() {
  const { t } = useMarketplaceT();
  const slug = useCategorySlug();
  const { filters, update } = useCategoryFilters();
  const page = useCategoryPage(slug, useLocation().search);
  const facets = page.data?.facets;
  const [low, high] = filters.priceRange;

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-sm">{t("browse.filters.price")}</legend>
        <p className="text-sm">
          {formatMoney(low, "INR")} – {formatMoney(high, "INR")}
          {high === FilterLimits.priceMax && "+"}
        </p>
        <label className="grid gap-1 text-muted-foreground text-xs">
          {t("browse.filters.lowest")}
          <input
            type="range"
            min={FilterLimits.priceMin}
            max={FilterLimits.priceMax}
            step={FilterLimits.priceStep}
            value={low}
            onChange={(e) => update({ priceRange: [Math.min(Number(e.target.value), high), high] })}
            className="accent-primary"
          />
        </label>
        <label className="grid gap-1 text-muted-foreground text-xs">
          {t("browse.filters.highest")}
          <input
            type="range"
            min={FilterLimits.priceMin}
            max={FilterLimits.priceMax}
            step={FilterLimits.priceStep}
            value={high}
            onChange={(e) => update({ priceRange: [low, Math.max(Number(e.target.value), low)] })}
            className="accent-primary"
          />
        </label>
      </fieldset>

      <CheckGroup
        legend={t("browse.filters.rating")}
        options={FilterLimits.ratings.map((r) => ({
          value: r,
          label: t("browse.filters.ratingUp", { n: r }),
        }))}
        chosen={filters.rating}
        onToggle={(r) => update({ rating: toggled(filters.rating, r) })}
      />
      <CheckGroup
        legend={t("browse.filters.itemType")}
        options={(["product", "service"] as const).map((type) => ({
          value: type,
          label: t(`browse.filters.types.${type}`),
        }))}
        chosen={filters.itemType}
        onToggle={(type) => update({ itemType: toggled(filters.itemType, type) })}
      />
      {facets && facets.categories.length > 0 && (
        <CheckGroup
          legend={t("browse.filters.categories")}
          options={facets.categories.map((c) => ({ value: c.seo_name, label: `${c.name} (${c.count})` }))}
          chosen={filters.categories}
          onToggle={(c) => update({ categories: toggled(filters.categories, c) })}
        />
      )}
      {facets && facets.tags.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold text-sm">{t("browse.filters.tags")}</legend>
          <div className="flex flex-wrap gap-1.5">
            {facets.tags.slice(0, FilterLimits.tagsShown).map(({ tag, count }) => (
              <Chip
                key={tag}
                on={filters.tags.includes(tag)}
                onClick={() => update({ tags: toggled(filters.tags, tag) })}
              >
                #{tag} <span className="text-muted-foreground">{count}</span>
              </Chip>
            ))}
          </div>
        </fieldset>
      )}
      {facets?.variants.slice(0, FilterLimits.variantGroupsShown).map((group) => (
        <fieldset key={group.name} className="grid gap-2">
          <legend className="mb-1 font-semibold text-sm">{group.name}</legend>
          <div className="flex flex-wrap gap-1.5">
            {group.values.slice(0, FilterLimits.variantValuesShown).map((value) => {
              const chosen = filters.variants[group.name] ?? [];
              return (
                <Chip
                  key={value}
                  on={chosen.includes(value)}
                  onClick={() =>
                    update({ variants: { ...filters.variants, [group.name]: toggled(chosen, value) } })
                  }
                >
                  {value}
                </Chip>
              );
            })}
          </div>
        </fieldset>
      ))}
      <label className="flex items-center gap-2 font-semibold text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.featured === true}
          onChange={(e) => update({ featured: e.target.checked ? true : null })}
        />
        {t("browse.filters.featured")}
      </label>
      <Button variant="ghost" className="justify-self-start" onClick={() => update(CLEARED_FILTERS)}>
        {t("browse.filters.clearAll")}
      </Button>
    </div>
  );
}

function CheckGroup<T extends string | number>(props: {
  legend: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onToggle: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold text-sm">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={props.chosen.includes(option.value)}
            onChange={() => props.onToggle(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs transition-colors",
        on ? "border-primary bg-primary-soft text-primary" : "border-input hover:border-primary/50",
      )}
    >
      {children}
    </button>
  );
}
