import { activeFilterCount, parseCategoryFilters } from "@saheli/core/category-filters";
import { SlidersHorizontal } from "lucide-react";
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
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm" aria-label={on > 0 ? `Filters (${on} on)` : "Filters"}>
          <SlidersHorizontal aria-hidden />
          Filters
          {on > 0 && <Badge>{on}</Badge>}
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow this category down to exactly what you need.</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <CategoryFilterPanel />
        </SheetBody>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Show results</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
