import { CATEGORY_SORT_OPTIONS, parseCategorySort } from "@saheli/core/category-sort";
import { ArrowUpDown, LayoutGrid, List } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { CategoryFilterSheet } from "./category-filter-sheet";

type ViewMode = "grid" | "list";

const VIEW_MODES: { value: ViewMode; icon: typeof LayoutGrid }[] = [
  { value: "grid", icon: LayoutGrid },
  { value: "list", icon: List },
];

/** Sort, filters and grid/list view; kept in the URL so a category link shares the same view. */
export function CategoryToolbar() {
  const [params, setParams] = useSearchParams();
  const sort = parseCategorySort(params.get("sort"));
  const view: ViewMode = params.get("view") === "list" ? "list" : "grid";
  const { t } = useTranslation();
  const sortLabel = t(`header.toolbar.sort.${sort}`);

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 pb-3 sm:px-6 lg:px-8">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            aria-label={t("header.toolbar.sortByValue", { value: sortLabel })}
          >
            <ArrowUpDown aria-hidden />
            <span className="max-w-36 truncate">{sortLabel}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>{t("header.toolbar.sortBy")}</DropdownMenuLabel>
          {CATEGORY_SORT_OPTIONS.map((option) => (
            <DropdownMenuCheckboxItem
              key={option.value}
              checked={option.value === sort}
              onCheckedChange={() => setParam("sort", option.value)}
            >
              {t(`header.toolbar.sort.${option.value}`)}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <CategoryFilterSheet />
      <fieldset className="ml-auto flex items-center rounded-full bg-muted p-0.5">
        <legend className="sr-only">{t("header.toolbar.layout")}</legend>
        {VIEW_MODES.map(({ value, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-label={t(`header.toolbar.${value}`)}
            aria-pressed={view === value}
            onClick={() => setParam("view", value)}
            className={cn(
              "inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground",
              view === value && "bg-card text-primary shadow-card",
            )}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </fieldset>
    </div>
  );
}
