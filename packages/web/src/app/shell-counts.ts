import { useShoppingCounts } from "@/features/marketplace/components/shopping-provider";

/** The counts on header and bottom-bar badges. */
export type ShellCounts = { cart: number; wishlist: number; notifications: number; chat: number };

/** Cart and wishlist from the marketplace; notifications and chat stay 0 until their features land. */
export function useShellCounts(): ShellCounts {
  const shopping = useShoppingCounts();
  return { ...shopping, notifications: 0, chat: 0 };
}
