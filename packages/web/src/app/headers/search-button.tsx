import { Search } from "lucide-react";
import { useState } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { HeaderIconButton } from "./header-icon-button";
import { HeaderSearch } from "./header-search";

/** Compact headers keep search behind an icon; it opens the same search box in a sheet. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <HeaderIconButton icon={Search} label="Search" onClick={() => setOpen(true)} />
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent
          side="bottom"
          className="h-[85dvh] gap-3 px-4 pt-2 pb-6 lg:top-24 lg:bottom-auto lg:mx-auto lg:h-auto lg:max-w-2xl lg:rounded-3xl lg:border"
        >
          <SheetTitle className="pr-12">Search Saheli</SheetTitle>
          <SheetDescription>Find products, brands, shops and services.</SheetDescription>
          <HeaderSearch autoFocus inline onSearched={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
    </>
  );
}
