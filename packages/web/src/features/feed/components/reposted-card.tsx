import type { PostView } from "@saheli/core/contracts/feed";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Avatar } from "@/components/ui/avatar";
import { useFeedT } from "../i18n";
import { usePostTime } from "../lib/post-time";
import { PostText } from "./post-text";

/** The post a repost shares, embedded; a note when it was deleted or is no longer shared with her. */
export function RepostedCard({ original }: { original: PostView["reposted_from"] }) {
  const { t } = useFeedT();
  const timeAgo = usePostTime();
  if (!original) {
    return (
      <p className="rounded-xl bg-muted px-3 py-4 text-muted-foreground text-sm">{t("repost.unavailable")}</p>
    );
  }
  return (
    <Link
      to={`/community/post/${original.id}`}
      className="grid gap-2 rounded-xl border border-border p-3 transition-colors hover:bg-muted/50"
    >
      <span className="flex items-center gap-2 text-sm">
        <Avatar name={original.author.full_name} src={original.author.avatar_url} size="sm" />
        <span className="font-semibold">{original.author.full_name}</span>
        <time dateTime={original.created_at} className="text-muted-foreground text-xs">
          {timeAgo(original.created_at)}
        </time>
      </span>
      {original.title && <span className="font-display font-semibold">{original.title}</span>}
      <span className="line-clamp-4 text-sm">
        <PostText text={original.content} />
      </span>
      {original.image_urls[0] && (
        <FallbackImage
          src={original.image_urls[0]}
          alt=""
          loading="lazy"
          className="max-h-60 w-full rounded-lg object-cover"
        />
      )}
    </Link>
  );
}
