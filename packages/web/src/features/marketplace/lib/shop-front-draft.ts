import type { ShopFront, ShopSectionsInput } from "@saheli/core/contracts/shop-front";

/** A listing as the shop-front editor shows it. */
export type PickedListing = {
  id: string;
  title: string;
  image_url: string | null;
  price: number;
  sale_price: number | null;
};

/** A section being edited: `key` stays with it while it moves (new ones have no server id yet). */
export type DraftSection = { key: string; title: string; listings: PickedListing[] };

let counter = 0;
export const newSectionKey = () => `new-${++counter}`;

/** Her saved front as a draft: only listings on sale come back, so one she has hidden drops out. */
export function draftOf(front: ShopFront): DraftSection[] {
  return front.sections.map((section) => ({
    key: section.id,
    title: section.title,
    listings: section.listings.map(({ id, title, image_url, price, sale_price }) => ({
      id,
      title,
      image_url,
      price,
      sale_price,
    })),
  }));
}

export function inputOf(draft: readonly DraftSection[]): ShopSectionsInput {
  return {
    sections: draft.map((section) => ({
      title: section.title,
      listing_ids: section.listings.map((listing) => listing.id),
    })),
  };
}

/** Whether the draft differs from what is saved. */
export function changed(draft: readonly DraftSection[], saved: ShopFront | undefined): boolean {
  return JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(saved ? draftOf(saved) : []));
}
