import type { PostView } from "@saheli/core/contracts/feed";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";

/** `GET /api/posts/{id}`: one post, if she may read it. */
export function getPost(id: string, signal?: AbortSignal): Promise<PostView> {
  return api.get<PostView>(`/api/posts/${id}`, { signal });
}

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: feedKeys.post(id),
    queryFn: ({ signal }) => getPost(id, signal),
    meta: SIGNED_IN_ONLY,
  });

export function usePost(id: string) {
  return useQuery(postQueryOptions(id));
}
