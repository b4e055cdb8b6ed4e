import { CartMessages, quantityAfterAdd, variantKey } from "@saheli/core/cart";
import type { CartLine, ShoppingListing } from "@saheli/core/contracts/cart";
import { useSyncExternalStore } from "react";
import { messageIn } from "@/lib/i18n/i18n";

/** A visitor's cart (doc 3 §3 "Storage keys"): kept in this browser until she signs in and it joins hers. */
const KEY = "saheli-guest-cart";
let lines: CartLine[] = read();
const listeners = new Set<() => void>();

function read(): CartLine[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

function write(next: CartLine[]) {
  lines = next;
  try {
    if (next.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the cart still works for this visit.
  }
  for (const listener of listeners) listener();
}

export const guestCart = {
  lines: () => lines,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The same rules as the server's cart, against the stock she saw; the server checks again on merge. */
  add(listing: ShoppingListing, quantity: number, variant: Record<string, string> | null): string {
    const key = variantKey(variant);
    const existing = lines.find((l) => l.listing.id === listing.id && variantKey(l.variant_data) === key);
    const outcome = quantityAfterAdd(listing, existing?.quantity ?? 0, quantity);
    if ("refused" in outcome) throw new Error(messageIn(outcome.refused));
    if ("unchanged" in outcome) return messageIn(CartMessages.alreadyInCart);
    write(
      existing
        ? lines.map((l) => (l === existing ? { ...l, quantity: outcome.quantity } : l))
        : [
            ...lines,
            {
              id: crypto.randomUUID(),
              quantity: outcome.quantity,
              variant_data: variant,
              added_at: new Date().toISOString(),
              listing,
            },
          ],
    );
    return messageIn(CartMessages.added);
  },
  update(id: string, quantity: number) {
    const line = lines.find((l) => l.id === id);
    if (!line) throw new Error(messageIn(CartMessages.productNotFound));
    if (quantity <= 0) return write(lines.filter((l) => l.id !== id));
    const physical = line.listing.listing_type === "physical";
    if (physical && quantity > line.listing.quantity)
      throw new Error(messageIn(CartMessages.insufficientStock));
    write(lines.map((l) => (l.id === id ? { ...l, quantity: physical ? quantity : 1 } : l)));
  },
  remove: (id: string) => write(lines.filter((l) => l.id !== id)),
  clear: () => write([]),
};

export function useGuestCartLines(): CartLine[] {
  return useSyncExternalStore(guestCart.subscribe, guestCart.lines, guestCart.lines);
}
