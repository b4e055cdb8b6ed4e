import type { HideReason, PostReportReason } from "@saheli/core/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { feedKeys } from "./keys";
import { patchPost } from "./post-cache";

/** `PUT|DELETE /api/posts/{id}/save`. */
export function useSavePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save
        ? api.put<{ saved: boolean }>(`/api/posts/${postId}/save`)
        : api.delete<{ saved: boolean }>(`/api/posts/${postId}/save`),
    onSuccess: ({ saved }) => {
      patchPost(queryClient, postId, (post) => ({ ...post, saved }));
      return queryClient.invalidateQueries({ queryKey: feedKeys.saved });
    },
  });
}

/** `POST /api/posts/{id}/hide` and its undo; the card stays in place, folded, so undo is one tap away. */
export function useHidePost(postId: string) {
  return useMutation({
    mutationFn: ({ hide, reasons = [] }: { hide: boolean; reasons?: HideReason[] }) =>
      hide ? api.post(`/api/posts/${postId}/hide`, { reasons }) : api.delete(`/api/posts/${postId}/hide`),
  });
}

/** `POST /api/posts/{id}/report`. */
export function useReportPost(postId: string) {
  return useMutation({
    mutationFn: (body: { reason: PostReportReason; description?: string }) =>
      api.post<{ message: string }>(`/api/posts/${postId}/report`, body),
  });
}

/**
 * `POST|DELETE /api/posts/{id}/repost`, shown at once (doc 1 §4: an optimistic toggle, the count never below 0)
 * and put back if the server refuses; on success the feed starts again from the top to show her repost.
 */
export function useRepost(postId: string) {
  const queryClient = useQueryClient();
  const mark = (reposted: boolean) =>
    patchPost(queryClient, postId, (post) =>
      post.reposted === reposted
        ? post
        : { ...post, reposted, repost_count: Math.max(0, post.repost_count + (reposted ? 1 : -1)) },
    );
  return useMutation({
    mutationFn: ({ repost, comment }: { repost: boolean; comment?: string }) =>
      repost
        ? api.post(`/api/posts/${postId}/repost`, { comment })
        : api.delete(`/api/posts/${postId}/repost`),
    onMutate: ({ repost }) => mark(repost),
    onError: (_error, { repost }) => mark(!repost),
    onSuccess: () => queryClient.resetQueries({ queryKey: feedKeys.lists }),
  });
}

/** `POST /api/posts/{id}/view`: once per post per page load; a failure only loses a count. */
export function recordView(postId: string) {
  return api.post(`/api/posts/${postId}/view`).catch(() => undefined);
}
