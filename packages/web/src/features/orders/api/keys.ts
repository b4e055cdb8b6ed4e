import type { BUYER_ORDER_FILTERS } from "@saheli/core/contracts/orders";

export type BuyerOrderFilter = (typeof BUYER_ORDER_FILTERS)[number];

const all = ["orders"] as const;

export const ordersKeys = {
  all,
  lists: [...all, "list"] as const,
  list: (filter: BuyerOrderFilter, search: string) => [...all, "list", filter, search] as const,
  orders: [...all, "one"] as const,
  order: (orderNumber: string) => [...all, "one", orderNumber] as const,
  checkout: (checkoutId: string) => [...all, "checkout", checkoutId] as const,
  quotes: [...all, "quote"] as const,
  quote: (addressId: string) => [...all, "quote", addressId] as const,
  /**
   * Her cart and her saved addresses are the marketplace's queries (same endpoints, same keys): placing an order
   * empties the cart, "Buy again" fills it, and an address added here shows in the header's picker. Features
   * cannot import each other's key factories, so the two keys are spelled here as the marketplace spells them.
   */
  cart: ["marketplace", "cart"] as const,
  locations: ["marketplace", "locations"] as const,
};
