import { activeFilterCount, parseCategoryFilters } from "@saheli/core/category-filters";
import { SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { CategoryFilterPanel } from "@/features/marketplace/components/category-filter-panel";

/** The category's filters in a side sheet; the button says how many are on. */
export function CategoryFilterSheet() {
  const [params] = useSearchParams();
  const on = activeFilterCount(parseCategoryFilters(params));
  const { t } = useTranslation();
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={on > 0 ? t("header.filters.buttonOn", { number: on }) : t("header.filters.button")}
        >
          <SlidersHorizontal aria-hidden />
          {t("header.filters.button")}
          {on > 0 && <Badge>{on}</Badge>}
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>{t("header.filters.button")}</SheetTitle>
          <SheetDescription>{t("header.filters.description")}</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <CategoryFilterPanel />
        </SheetBody>
        <SheetFooter>
          <SheetClose asChild>
            <Button>{t("header.filters.showResults")}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
