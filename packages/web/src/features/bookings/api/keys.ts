import type { BuyerBookingView, VendorBookingView } from "@saheli/core/contracts/bookings";

const all = ["bookings"] as const;

/** Bookings: a service's slots, her bookings, her shop's, and a service's availability. */
export const bookingsKeys = {
  all,
  service: (slug: string) => [...all, "service", slug] as const,
  slots: (listingId: string) => [...all, "slots", listingId] as const,
  slotsIn: (listingId: string, from: string, to: string) => [...all, "slots", listingId, from, to] as const,
  mine: [...all, "mine"] as const,
  mineList: (when: BuyerBookingView) => [...all, "mine", when] as const,
  one: (id: string) => [...all, "one", id] as const,
  shop: [...all, "shop"] as const,
  shopList: (when: VendorBookingView) => [...all, "shop", when] as const,
  availability: (listingId: string) => [...all, "availability", listingId] as const,
  /** Her orders list (the orders feature's key, spelled here: features cannot import each other). */
  orders: ["orders"] as const,
};
