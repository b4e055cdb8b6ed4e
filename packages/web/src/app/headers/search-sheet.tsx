import { useTranslation } from "react-i18next";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { HeaderSearch } from "./header-search";

/** The search box in a sheet, for compact headers. */
export function SearchSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="h-[85dvh] gap-3 px-4 pt-2 pb-6 lg:top-24 lg:bottom-auto lg:mx-auto lg:h-auto lg:max-w-2xl lg:rounded-3xl lg:border"
      >
        <SheetTitle className="pr-12">{t("header.searchSheet.title")}</SheetTitle>
        <SheetDescription>{t("header.searchSheet.description")}</SheetDescription>
        <HeaderSearch autoFocus inline onSearched={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
