import type { ListingCard } from "@saheli/core/contracts/home";
import { useState } from "react";

/** The listings chosen for the post being written, in the order she chose them. */
export function useShareDraft() {
  const [chosen, setChosen] = useState<ListingCard[]>([]);
  return {
    chosen,
    setChosen,
    ids: chosen.map((listing) => listing.id),
    remove: (id: string) => setChosen((current) => current.filter((listing) => listing.id !== id)),
  };
}
export type ShareDraft = ReturnType<typeof useShareDraft>;
