import type { PostView } from "@saheli/core/contracts/feed";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { type RealtimeDetail, realtime, useRealtimeEvent, useRealtimeTopic } from "@/lib/realtime";
import { useSession } from "@/lib/session/use-session";
import { feedKeys } from "../api/keys";
import { patchPost } from "../api/post-cache";

/** The first posts on screen follow their counts live; older ones refresh when she comes back to them. */
const LIVE_POSTS = 60;

/**
 * Live feed (issue 8): reaction and comment counts of the posts shown change as people react, and new posts by
 * others are announced with a 'New posts' button instead of shifting what she is reading.
 */
export function useLiveFeed(posts: PostView[]) {
  const queryClient = useQueryClient();
  const me = useSession().user?.id;
  const [fresh, setFresh] = useState(0);
  useRealtimeTopic(me ? "feed" : null);

  const ids = posts
    .slice(0, LIVE_POSTS)
    .map((p) => p.id)
    .join(",");
  useEffect(() => {
    if (!me || !ids) return;
    const stops = ids.split(",").map((id) => realtime.subscribe(`post:${id}`));
    return () => {
      for (const stop of stops) stop();
    };
  }, [ids, me]);

  const onReaction = useCallback(
    ({ data }: RealtimeDetail<"reaction-changed">) =>
      patchPost(queryClient, data.post_id, (post) => ({ ...post, reaction_count: data.reaction_count })),
    [queryClient],
  );
  // Her own comments are counted by her own request; the event only brings other people's.
  const onComment = useCallback(
    ({ data }: RealtimeDetail<"comment-added">) =>
      data.author_id !== me &&
      patchPost(queryClient, data.post_id, (post) => ({ ...post, comment_count: data.comment_count })),
    [queryClient, me],
  );
  const onNewPost = useCallback(
    ({ data }: RealtimeDetail<"new-post">) => {
      if (data.author_id !== me) setFresh((n) => n + 1);
    },
    [me],
  );
  useRealtimeEvent("reaction-changed", onReaction);
  useRealtimeEvent("comment-added", onComment);
  useRealtimeEvent("new-post", onNewPost);

  const showNew = useCallback(() => {
    setFresh(0);
    window.scrollTo({ top: 0, behavior: "smooth" });
    return queryClient.invalidateQueries({ queryKey: feedKeys.lists });
  }, [queryClient]);

  return { fresh, showNew };
}
