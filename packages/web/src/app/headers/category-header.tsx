import { pathSegments } from "@saheli/core/path-match";
import { titleCaseWords } from "@saheli/core/shell-header";
import { Heart, ShoppingCart } from "lucide-react";
import { useLocation } from "react-router";
import { useShoppingPanels } from "@/features/marketplace/components/shopping-provider";
import { useShellCounts } from "../shell-counts";
import { BackButton } from "./back-button";
import { CategoryToolbar } from "./category-toolbar";
import { HeaderFrame, HeaderRow } from "./header-frame";
import { HeaderIconButton } from "./header-icon-button";
import { NotificationsButton } from "./notifications-button";
import { SearchButton } from "./search-button";

/** Doc 3 §2.1 category header. The item count stays hidden until the category page knows it. */
export function CategoryHeader({ itemCount }: { itemCount?: number }) {
  // Read from the path: this header renders in the layout, above the route that owns `:slug`.
  const slug = pathSegments(useLocation().pathname)[1] ?? "";
  const title = titleCaseWords(slug);
  const counts = useShellCounts();
  const shopping = useShoppingPanels();
  return (
    <HeaderFrame kind="category">
      <HeaderRow>
        <BackButton />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display font-semibold text-foreground text-lg lg:text-xl">{title}</p>
          {itemCount !== undefined && (
            <p className="text-muted-foreground text-xs">
              {itemCount.toLocaleString("en-IN")} {itemCount === 1 ? "item" : "items"}
            </p>
          )}
        </div>
        <div className="flex items-center gap-0.5">
          <SearchButton />
          <HeaderIconButton
            icon={Heart}
            label="Wishlist"
            onClick={shopping.openWishlist}
            count={counts.wishlist}
          />
          <HeaderIconButton
            icon={ShoppingCart}
            label="Cart"
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
