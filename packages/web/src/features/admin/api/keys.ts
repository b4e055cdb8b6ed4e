const all = ["admin"] as const;

/** The admin dashboard's queries; a mutation invalidates the part it changed. */
export const adminKeys = {
  all,
  figures: (days: number) => [...all, "figures", days] as const,
  people: [...all, "people"] as const,
  peopleSearch: (q: string, status: string, page: number) =>
    [...all, "people", "search", q, status, page] as const,
  person: (id: string) => [...all, "people", "one", id] as const,
  moderation: [...all, "moderation"] as const,
  moderationList: (status: string, kind: string) => [...all, "moderation", status, kind] as const,
  audit: [...all, "audit"] as const,
  slides: [...all, "slides"] as const,
  featuredShops: [...all, "featured-shops"] as const,
  featuredListings: [...all, "featured-listings"] as const,
  pick: (what: "shops" | "listings", q: string) => [...all, "pick", what, q] as const,
  categories: [...all, "categories"] as const,
};
