import type { FeedPage, PostView } from "@saheli/core/contracts/feed";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { feedKeys } from "./keys";

/** Applies a change to a post wherever it is cached: every feed list and its own page. */
export function patchPost(queryClient: QueryClient, id: string, patch: (post: PostView) => PostView) {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((p) => (p.id === id ? patch(p) : p)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<PostView>(feedKeys.post(id), (post) => (post ? patch(post) : post));
}

/** Takes a post out of every cached list (deleted). */
export function dropPost(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== id) })),
        }
      : data,
  );
}
