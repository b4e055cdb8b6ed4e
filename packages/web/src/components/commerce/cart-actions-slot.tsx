import type { ShoppingListing } from "@saheli/core/contracts/cart";
import { createContext, useContext } from "react";

/** Putting a listing in her cart from outside the marketplace (a post's shared products), and opening the cart. */
export type CartActions = {
  /** The cart's own add (its stock rules, a visitor's cart); answers the toast's words or throws the refusal. */
  add: (listing: ShoppingListing, quantity: number) => Promise<string | null>;
  openCart: () => void;
};

const Slot = createContext<CartActions | null>(null);

/** The app fills it with the marketplace's cart; the feed does not import that feature. */
export const CartActionsSlot = Slot.Provider;

export function useCartActions(): CartActions | null {
  return useContext(Slot);
}
