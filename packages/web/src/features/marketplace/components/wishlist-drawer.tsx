import { useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { useWishlist } from "../api/wishlist";
import { useMarketplaceT } from "../i18n";
import { WishlistItems } from "./wishlist-items";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onOpenCart: () => void };

/** Doc 3 §2.8: a 24rem drawer with the count, the items, 'View All Wishlist Items', Cart and Continue Shopping. */
export function WishlistDrawer({ open, onOpenChange, onOpenCart }: Props) {
  const { t } = useMarketplaceT();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const count = wishlist.data?.items.length ?? 0;
  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-[24rem]">
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            {t("cart.wishlist.drawerHeading")} {count > 0 && <Badge>{count}</Badge>}
          </SheetTitle>
          <SheetDescription className="sr-only">{t("cart.wishlist.drawerDescription")}</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <WishlistItems onNavigate={() => onOpenChange(false)} onContinue={() => go("/commerce")} />
        </SheetBody>
        <SheetFooter>
          {count > 0 && (
            <Button variant="outline" onClick={() => go("/wishlist")}>
              {t("cart.wishlist.viewAll")}
            </Button>
          )}
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="ghost"
              onClick={() => {
                onOpenChange(false);
                onOpenCart();
              }}
            >
              {t("cart.wishlist.cart")}
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t("cart.wishlist.continue")}
            </Button>
          </div>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
