import type { CreatePost, PostView } from "@saheli/core/contracts/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { feedKeys } from "./keys";

/** `POST /api/posts`: a thought, an article or a poll. */
export function createPost(body: CreatePost): Promise<PostView> {
  return api.post<PostView>("/api/posts", body);
}

/** A new post is prepended by fetching the feed again from its first page (doc 1 §4 "Feed behaviour"). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) =>
      post.scheduled_for
        ? queryClient.invalidateQueries({ queryKey: feedKeys.scheduled })
        : queryClient.resetQueries({ queryKey: feedKeys.lists }),
  });
}
