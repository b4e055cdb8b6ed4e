import { SlidersHorizontal } from "lucide-react";
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

const FILTER_GROUPS = ["Price range", "Rating", "Item type", "Tags", "Categories", "Variants", "Featured"];

/** The filter sheet's frame; the filters themselves arrive with category browsing. */
export function CategoryFilterSheet() {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm">
          <SlidersHorizontal aria-hidden />
          Filters
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow this category down to exactly what you need.</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <p className="rounded-xl bg-accent-soft p-4 text-foreground text-sm">
            Filters are coming with category browsing. You will be able to refine by:
          </p>
          <ul className="mt-4 divide-y divide-border">
            {FILTER_GROUPS.map((group) => (
              <li key={group} className="py-3 text-muted-foreground text-sm">
                {group}
              </li>
            ))}
          </ul>
        </SheetBody>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Done</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
