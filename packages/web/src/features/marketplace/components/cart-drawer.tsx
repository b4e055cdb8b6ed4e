import { cartTotals } from "@saheli/core/cart";
import { useNavigate } from "react-router";
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
import { useCart } from "../api/cart";
import { useMarketplaceT } from "../i18n";
import { CartLines } from "./cart-panel";
import { CartSummary } from "./cart-summary";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Doc 3 §2.7: 'Shopping Cart (count)', the lines, the summary, Checkout Now and Continue Shopping. */
export function CartDrawer({ open, onOpenChange }: Props) {
  const { t } = useMarketplaceT();
  const cart = useCart();
  const navigate = useNavigate();
  const count = cartTotals(cart.lines).count;
  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-md sm:w-[28rem]">
        <SheetHeader>
          <SheetTitle>{t("cart.drawer.heading", { n: count })}</SheetTitle>
          <SheetDescription className="sr-only">{t("cart.drawer.description")}</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <CartLines onNavigate={() => onOpenChange(false)} onContinue={() => go("/commerce")} />
        </SheetBody>
        {cart.lines.length > 0 && (
          <SheetFooter>
            <CartSummary lines={cart.lines} />
            <Button size="lg" onClick={() => go("/checkout")}>
              {t("cart.drawer.checkout")}
            </Button>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="outline" onClick={() => go("/cart")}>
                {t("cart.drawer.viewCart")}
              </Button>
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                {t("cart.drawer.continue")}
              </Button>
            </div>
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}
