import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { type RealtimeDetail, realtime, useRealtimeEvent } from "@/lib/realtime";
import { useSession } from "@/lib/session/use-session";
import { useCart } from "../api/cart";
import { marketplaceKeys } from "../api/keys";

/**
 * Her cart follows its listings live (issue 7 + 8): when a seller changes a price or stock, or hides a listing,
 * the cart is read again and the server's validation says what changed.
 */
export function CartLive() {
  const queryClient = useQueryClient();
  const { lines } = useCart();
  const signedIn = useSession().status === "signed-in";
  const ids = signedIn ? [...new Set(lines.map((line) => line.listing.id))].sort().join(",") : "";

  useEffect(() => {
    if (!ids) return;
    const stops = ids.split(",").map((id) => realtime.subscribe(`listing:${id}`));
    return () => {
      for (const stop of stops) stop();
    };
  }, [ids]);

  const onListing = useCallback(
    ({ data }: RealtimeDetail<"listing-updated">) => {
      if (ids.split(",").includes(data.listingId))
        void queryClient.invalidateQueries({ queryKey: marketplaceKeys.cart });
    },
    [ids, queryClient],
  );
  useRealtimeEvent("listing-updated", onListing);
  return null;
}
