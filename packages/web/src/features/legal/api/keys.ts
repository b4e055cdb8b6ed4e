const all = ["legal"] as const;

/** Policies and her acceptance of them. */
export const legalKeys = {
  all,
  document: (slug: string) => [...all, "document", slug] as const,
  pending: [...all, "pending"] as const,
};
