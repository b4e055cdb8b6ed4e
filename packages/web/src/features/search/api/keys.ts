const all = ["search"] as const;

export const searchKeys = {
  all,
  everything: (q: string) => [...all, "all", q] as const,
  group: (group: string, q: string) => [...all, group, q] as const,
};
