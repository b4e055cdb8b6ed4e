import { type ReactNode, useMemo } from "react";
import { type CartActions, CartActionsSlot } from "@/components/commerce/cart-actions-slot";
import { useCart } from "@/features/marketplace/api/cart";
import { ShoppingProvider, useShoppingPanels } from "@/features/marketplace/components/shopping-provider";

/** The cart and wishlist drawers, and the marketplace's cart lent to other features (a post's Add to cart). */
export function ShoppingWithCartActions({ children }: { children: ReactNode }) {
  return (
    <ShoppingProvider>
      <CartActionsBridge>{children}</CartActionsBridge>
    </ShoppingProvider>
  );
}

function CartActionsBridge({ children }: { children: ReactNode }) {
  const { add } = useCart();
  const { openCart } = useShoppingPanels();
  const value = useMemo<CartActions>(
    () => ({ add: (listing, quantity) => add(listing, quantity), openCart }),
    [add, openCart],
  );
  return <CartActionsSlot value={value}>{children}</CartActionsSlot>;
}
