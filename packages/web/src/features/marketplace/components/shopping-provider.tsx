import { cartTotals } from "@saheli/core/cart";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { lazyWhenOpen } from "@/lib/lazy-when-open";
import { useSession } from "@/lib/session/use-session";
import { mergeGuestCart, useCart } from "../api/cart";
import { marketplaceKeys } from "../api/keys";
import { useWishlist } from "../api/wishlist";
import { useMarketplaceShellT } from "../i18n/shell";
import { chosenLocation } from "../lib/chosen-location";
import { guestCart } from "../lib/guest-cart";
import { CartLive } from "./cart-live";

const CartDrawer = lazyWhenOpen(() => import("./cart-drawer").then((m) => m.CartDrawer));
const WishlistDrawer = lazyWhenOpen(() => import("./wishlist-drawer").then((m) => m.WishlistDrawer));

type Shopping = { openCart: () => void; openWishlist: () => void };
const ShoppingContext = createContext<Shopping>({ openCart: () => {}, openWishlist: () => {} });

/** The cart and wishlist drawers, open from any header or bar; and the visitor's cart joining hers on sign-in. */
export function ShoppingProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<"cart" | "wishlist" | null>(null);
  const value = useMemo(
    () => ({ openCart: () => setPanel("cart"), openWishlist: () => setPanel("wishlist") }),
    [],
  );
  return (
    <ShoppingContext.Provider value={value}>
      {children}
      <GuestCartMerge />
      <SessionChange />
      <CartLive />
      <CartDrawer open={panel === "cart"} onOpenChange={(open) => setPanel(open ? "cart" : null)} />
      <WishlistDrawer
        open={panel === "wishlist"}
        onOpenChange={(open) => setPanel(open ? "wishlist" : null)}
        onOpenCart={() => setPanel("cart")}
      />
    </ShoppingContext.Provider>
  );
}

export const useShoppingPanels = () => useContext(ShoppingContext);

/** The header and bottom-bar counts: items in the cart, hearts in the wishlist. */
export function useShoppingCounts() {
  const cart = useCart();
  const wishlist = useWishlist();
  return { cart: cartTotals(cart.lines).count, wishlist: wishlist.data?.items.length ?? 0 };
}

/**
 * When she signs in or out, what the marketplace knew for the previous person (hearts, ownership) is refetched,
 * and a saved address chosen for the header is forgotten on sign-out.
 */
function SessionChange() {
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    if (previous.current && chosenLocation.get()?.type === "saved") chosenLocation.set(null);
    previous.current = userId;
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
  }, [userId, queryClient]);
  return null;
}

function GuestCartMerge() {
  const { t } = useMarketplaceShellT();
  const session = useSession();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  useEffect(() => {
    const lines = guestCart.lines();
    if (session.status !== "signed-in" || lines.length === 0 || merging.current) return;
    merging.current = true;
    mergeGuestCart(lines)
      .then((cart) => {
        guestCart.clear();
        queryClient.setQueryData(marketplaceKeys.cart, cart);
        toast.success(t("cart.merge.saved"));
      })
      .catch((error: Error) => toast.error(t("cart.merge.failed"), { description: error.message }))
      .finally(() => {
        merging.current = false;
      });
  }, [session.status, queryClient, t]);
  return null;
}
