import { Newspaper } from "lucide-react";
import { useAuthorPosts } from "../api/get-author-posts";
import { FeedList } from "./feed-list";

/** A profile's Posts tab: her posts, newest first. */
export function AuthorPosts({ authorId, name, own }: { authorId: string; name: string; own: boolean }) {
  const posts = useAuthorPosts(authorId);
  return (
    <FeedList
      feed={posts}
      empty={{
        icon: Newspaper,
        title: own ? "You haven't posted yet" : `${name} hasn't posted yet`,
        description: own
          ? "Share a win, a question or an idea in the community."
          : "Her posts will appear here.",
      }}
    />
  );
}
