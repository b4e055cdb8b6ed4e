import { Newspaper } from "lucide-react";
import { useAuthorPosts } from "../api/get-author-posts";
import { useFeedT } from "../i18n";
import { FeedList } from "./feed-list";

/** A profile's Posts tab: her posts, newest first. */
export function AuthorPosts({ authorId, name, own }: { authorId: string; name: string; own: boolean }) {
  const posts = useAuthorPosts(authorId);
  const { t } = useFeedT();
  return (
    <FeedList
      feed={posts}
      empty={{
        icon: Newspaper,
        title: own ? t("authorPosts.ownTitle") : t("authorPosts.title", { name }),
        description: own ? t("authorPosts.ownDescription") : t("authorPosts.description"),
      }}
    />
  );
}
