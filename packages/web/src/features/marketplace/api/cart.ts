import type { CartAdd, CartLine, CartView, ShoppingListing } from "@saheli/core/contracts/cart";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { useSession } from "@/lib/session/use-session";
import { guestCart, useGuestCartLines } from "../lib/guest-cart";
import { marketplaceKeys } from "./keys";

/** `GET /api/cart`: checked against today's prices and stock on every read. */
function useServerCart(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.cart,
    queryFn: ({ signal }) => api.get<CartView>("/api/cart", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled,
    staleTime: 30_000,
  });
}

type CartChange =
  | { kind: "add"; listing: ShoppingListing; quantity: number; variant: Record<string, string> | null }
  | { kind: "update"; id: string; quantity: number }
  | { kind: "remove"; id: string }
  | { kind: "clear" };

/**
 * Her cart, whoever she is: the server's when signed in, this browser's for a visitor (merged on sign-in).
 * Every change answers with a message for the toast, or throws the spec's refusal.
 */
export function useCart() {
  const session = useSession();
  const signedIn = session.status === "signed-in";
  const server = useServerCart(signedIn);
  const guestLines = useGuestCartLines();
  const queryClient = useQueryClient();

  const change = useMutation({
    mutationFn: async (c: CartChange): Promise<string | null> => {
      if (!signedIn) {
        if (c.kind === "add") return guestCart.add(c.listing, c.quantity, c.variant);
        if (c.kind === "update") guestCart.update(c.id, c.quantity);
        if (c.kind === "remove") guestCart.remove(c.id);
        if (c.kind === "clear") guestCart.clear();
        return null;
      }
      if (c.kind === "add") {
        const body: CartAdd = { listing_id: c.listing.id, quantity: c.quantity, variant_data: c.variant };
        const result = await api.post<CartView & { message: string }>("/api/cart/items", body);
        queryClient.setQueryData(marketplaceKeys.cart, result);
        return result.message;
      }
      const view =
        c.kind === "update"
          ? await api.patch<CartView>(`/api/cart/items/${c.id}`, { quantity: c.quantity })
          : c.kind === "remove"
            ? await api.delete<CartView>(`/api/cart/items/${c.id}`)
            : await api.delete<CartView>("/api/cart");
      queryClient.setQueryData(marketplaceKeys.cart, view);
      return null;
    },
  });

  const lines: CartLine[] = signedIn ? (server.data?.items ?? []) : guestLines;
  return {
    lines,
    notices: signedIn ? (server.data?.notices ?? []) : [],
    isPending: signedIn ? server.isPending : session.status === "loading",
    isError: signedIn && server.isError,
    refetch: server.refetch,
    change,
    add: (listing: ShoppingListing, quantity = 1, variant: Record<string, string> | null = null) =>
      change.mutateAsync({ kind: "add", listing, quantity, variant }),
    update: (id: string, quantity: number) => change.mutateAsync({ kind: "update", id, quantity }),
    remove: (id: string) => change.mutateAsync({ kind: "remove", id }),
    clear: () => change.mutateAsync({ kind: "clear" }),
  };
}

/** `POST /api/cart/merge`: the visitor's cart joins hers once she signs in. */
export async function mergeGuestCart(lines: CartLine[]): Promise<CartView> {
  return api.post<CartView>("/api/cart/merge", {
    items: lines.map((line) => ({
      listing_id: line.listing.id,
      quantity: line.quantity,
      variant_data: line.variant_data,
    })),
  });
}
