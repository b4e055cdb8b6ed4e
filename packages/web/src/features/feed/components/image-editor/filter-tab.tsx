import { cssFilter, FILTER_RECIPES, IMAGE_FILTERS, type ImageEditState } from "@saheli/core/image-edit";
import { useFeedT } from "@/features/feed/i18n";
import { cn } from "@/lib/cn";

type Props = { state: ImageEditState; source: string; onChange: (state: ImageEditState) => void };

/** The eight filters as swatches of her own picture; the chosen one is pressed. */
export function FilterTab({ state, source, onChange }: Props) {
  const { t } = useFeedT();
  return (
    <fieldset className="grid grid-cols-4 gap-2">
      <legend className="sr-only">{t("editor.filters")}</legend>
      {IMAGE_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={state.filter === filter}
          onClick={() => onChange({ ...state, filter })}
          className={cn(
            "grid gap-1 rounded-xl p-1 text-xs transition-colors hover:bg-muted",
            state.filter === filter && "bg-primary-soft font-semibold text-primary ring-2 ring-primary",
          )}
        >
          <img
            src={source}
            alt=""
            className="aspect-square w-full rounded-lg object-cover"
            style={{ filter: cssFilter(FILTER_RECIPES[filter]) }}
          />
          {t(`editor.filterNames.${filter}`)}
        </button>
      ))}
    </fieldset>
  );
}
