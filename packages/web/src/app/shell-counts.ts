import { useShoppingCounts } from "@/features/marketplace/components/shopping-provider";
import { useRealtimeStats } from "@/features/notifications/api/notifications";

/** The counts on header and bottom-bar badges. */
export type ShellCounts = { cart: number; wishlist: number; notifications: number; chat: number };

/** Cart and wishlist from the marketplace; notifications and chat from the global realtime stats. */
export function useShellCounts(): ShellCounts {
  const shopping = useShoppingCounts();
  const stats = useRealtimeStats().data;
  return { ...shopping, notifications: stats?.unreadNotifications ?? 0, chat: stats?.unreadMessages ?? 0 };
}
