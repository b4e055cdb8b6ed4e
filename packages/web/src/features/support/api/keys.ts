import type { AdminQueueQuery } from "@saheli/core/contracts/support";

const all = ["support"] as const;

/** The help centre, her tickets and the admins' views. */
export const supportKeys = {
  all,
  centre: (userType: string) => [...all, "centre", userType] as const,
  search: (q: string) => [...all, "search", q] as const,
  article: (id: string) => [...all, "article", id] as const,
  myTickets: [...all, "tickets"] as const,
  ticket: (id: string) => [...all, "tickets", id] as const,
  adminQueues: [...all, "admin", "queue"] as const,
  adminQueue: (filters: AdminQueueQuery) => [...all, "admin", "queue", filters] as const,
  adminTicket: (id: string) => [...all, "admin", "ticket", id] as const,
  adminArticles: [...all, "admin", "articles"] as const,
  adminArticle: (id: string) => [...all, "admin", "articles", id] as const,
};
