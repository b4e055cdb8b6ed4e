import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWhenOpen } from "@/lib/lazy-when-open";
import { HeaderIconButton } from "./header-icon-button";

const SearchSheet = lazyWhenOpen(() => import("./search-sheet").then((m) => m.SearchSheet));

/** Compact headers keep search behind an icon; it opens the same search box in a sheet. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <HeaderIconButton icon={Search} label={t("header.search")} onClick={() => setOpen(true)} />
      <SearchSheet open={open} onOpenChange={setOpen} />
    </>
  );
}
