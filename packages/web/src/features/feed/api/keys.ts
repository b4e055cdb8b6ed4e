import type { FeedSort } from "./get-feed";

const all = ["feed"] as const;
/** Every paged post list (the feed, a group's, an author's): a new post resets them all. */
const lists = [...all, "list"] as const;
const groups = [...all, "groups"] as const;
const group = [...all, "group"] as const;

export const feedKeys = {
  all,
  lists,
  list: (sort: FeedSort) => [...lists, sort] as const,
  groupPosts: (groupId: string) => [...lists, "group", groupId] as const,
  authorPosts: (authorId: string) => [...lists, "author", authorId] as const,
  post: (id: string) => [...all, "post", id] as const,
  comments: (postId: string) => [...all, "comments", postId] as const,
  event: (id: string) => [...all, "event", id] as const,
  groups,
  groupSearch: (query: string, mine: boolean) => [...groups, query, mine] as const,
  group,
  groupOne: (idOrSlug: string) => [...group, idOrSlug] as const,
  saved: [...all, "saved"] as const,
  scheduled: [...all, "scheduled"] as const,
  mention: (query: string | null) => [...all, "mention", query] as const,
  pollVoters: (pollId: string, optionId: string | null) =>
    [...all, "poll-voters", pollId, optionId ?? "all"] as const,
};
