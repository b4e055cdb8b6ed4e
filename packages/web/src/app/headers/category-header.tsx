import { titleCaseWords } from "@saheli/core/shell-header";
import { Heart, ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCategoryPage } from "@/features/marketplace/api/category";
import { useShoppingPanels } from "@/features/marketplace/components/shopping-provider";
import { useCategorySlug } from "@/features/marketplace/lib/use-category-filters";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useShellCounts } from "../shell-counts";
import { BackButton } from "./back-button";
import { CategoryToolbar } from "./category-toolbar";
import { HeaderFrame, HeaderRow } from "./header-frame";
import { HeaderIconButton } from "./header-icon-button";
import { NotificationsButton } from "./notifications-button";
import { SearchButton } from "./search-button";

/** Doc 3 §2.1 category header: the title from the slug, and the item count once the page has it. */
export function CategoryHeader() {
  const slug = useCategorySlug();
  const title = titleCaseWords(slug);
  const itemCount = useCategoryPage(slug, useLocation().search).data?.total;
  const counts = useShellCounts();
  const shopping = useShoppingPanels();
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <HeaderFrame kind="category">
      <HeaderRow>
        <BackButton />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display font-semibold text-foreground text-lg lg:text-xl">{title}</p>
          {itemCount !== undefined && (
            <p className="text-muted-foreground text-xs">
              {t("header.category.items", { count: itemCount, formatted: itemCount.toLocaleString(locale) })}
            </p>
          )}
        </div>
        <div className="flex items-center gap-0.5">
          <SearchButton />
          <HeaderIconButton
            icon={Heart}
            label={t("header.wishlist")}
            onClick={shopping.openWishlist}
            count={counts.wishlist}
          />
          <HeaderIconButton
            icon={ShoppingCart}
            label={t("nav.cart")}
            onClick={shopping.openCart}
            count={counts.cart}
          />
          <NotificationsButton />
        </div>
      </HeaderRow>
      <CategoryToolbar />
    </HeaderFrame>
  );
}
