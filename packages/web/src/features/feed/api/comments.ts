import type { CommentView } from "@saheli/core/contracts/feed";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";
import { patchPost } from "./post-cache";

export type CommentThread = CommentView & { replies: CommentView[] };
type CommentPage = { items: CommentThread[]; next_cursor: string | null };

/** `GET /api/posts/{id}/comments`: the first 20 threads with their replies. */
export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ signal }) => api.get<CommentPage>(`/api/posts/${postId}/comments`, { signal }),
    enabled,
    meta: SIGNED_IN_ONLY,
  });
}

/** `POST /api/posts/{id}/comments`: a comment or a reply; the post's count follows. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; parent_comment_id?: string }) =>
      api.post<CommentView>(`/api/posts/${postId}/comments`, body),
    onSuccess: () => {
      patchPost(queryClient, postId, (post) => ({ ...post, comment_count: post.comment_count + 1 }));
      return queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
    },
  });
}

/** `PUT|DELETE /api/comments/{id}/like`: shown at once, put back if the server refuses. */
export function useLikeComment(postId: string) {
  const queryClient = useQueryClient();
  const setLiked = (id: string, liked: boolean) =>
    queryClient.setQueryData<CommentPage>(feedKeys.comments(postId), (page) => {
      if (!page) return page;
      const flip = (c: CommentView) =>
        c.id === id ? { ...c, liked, like_count: Math.max(0, c.like_count + (liked ? 1 : -1)) } : c;
      return { ...page, items: page.items.map((t) => ({ ...flip(t), replies: t.replies.map(flip) })) };
    });
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      like ? api.put(`/api/comments/${id}/like`) : api.delete(`/api/comments/${id}/like`),
    onMutate: ({ id, like }) => setLiked(id, like),
    onError: (_error, { id, like }) => setLiked(id, !like),
  });
}

/** `DELETE /api/comments/{id}`: her own comment, with its replies. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/comments/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: feedKeys.post(postId) }),
      ]),
  });
}
