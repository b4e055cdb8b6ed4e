/** The counts on header and bottom-bar badges. */
export type ShellCounts = { cart: number; wishlist: number; notifications: number; chat: number };

const NONE: ShellCounts = { cart: 0, wishlist: 0, notifications: 0, chat: 0 };

/** All zero until the cart, wishlist, notification and chat features provide their own queries. */
export function useShellCounts(): ShellCounts {
  return NONE;
}
