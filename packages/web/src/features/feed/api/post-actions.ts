import type { PollView, PostView, UpdatePost } from "@saheli/core/contracts/feed";
import type { ReactionType } from "@saheli/core/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dropPost, patchPost } from "./post-cache";
import { recountReactions } from "./post-extras";

type ReactionResult = { my_reaction: ReactionType | null; reaction_count: number };

/** `POST /api/posts/{id}/reactions`: the same reaction again removes it. */
export function useReact(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reaction_type: ReactionType) =>
      api.post<ReactionResult>(`/api/posts/${postId}/reactions`, { reaction_type }),
    onSuccess: (result) =>
      patchPost(queryClient, postId, (post) => ({
        ...post,
        ...result,
        reaction_counts: recountReactions(post.reaction_counts, post.my_reaction, result.my_reaction),
      })),
  });
}

/** `POST /api/polls/{id}/votes`: answers with the results, and a message for a repeat vote. */
export function useVote(postId: string, pollId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionIds: string[]) =>
      api.post<{ poll: PollView; message: string | null }>(`/api/polls/${pollId}/votes`, {
        option_ids: optionIds,
      }),
    onSuccess: ({ poll }) => patchPost(queryClient, postId, (post) => ({ ...post, poll })),
  });
}

/** `DELETE /api/posts/{id}`: her own post only. */
export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/posts/${postId}`),
    onSuccess: () => dropPost(queryClient, postId),
  });
}

/** `PATCH /api/posts/{id}`: her own post's text, audience and options. */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePost) => api.patch<PostView>(`/api/posts/${postId}`, changes),
    onSuccess: (updated) => patchPost(queryClient, postId, () => updated),
  });
}
