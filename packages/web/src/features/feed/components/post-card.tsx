import type { PostView } from "@saheli/core/contracts/feed";
import { formatCount } from "@saheli/core/feed";
import { Globe, Lock, MessageCircle, Users } from "lucide-react";
import { useState } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useFeedT } from "../i18n";
import { usePostTime } from "../lib/post-time";
import { useSeen } from "../lib/use-seen";
import { visibilityLabel } from "../lib/visibility-label";
import { CommentsPanel } from "./comments-panel";
import { EventCard } from "./event-card";
import { EditedMark } from "./feed-rest/edited-mark";
import { PostKindBadge } from "./feed-rest/post-kind-badge";
import { CommentsAndReposts, ReactionSummary } from "./feed-rest/reaction-summary";
import { HiddenPost } from "./hidden-post";
import { LinkPreviewCard } from "./link-preview/link-preview-card";
import { PostPlaceLine } from "./location/post-place";
import { PostMusic } from "./music/post-music";
import { PollCard } from "./poll-card";
import { PostMenu } from "./post-menu";
import { PostText } from "./post-text";
import { ReactionButton } from "./reaction-button";
import { RepostMenu } from "./repost-menu";
import { RepostedCard } from "./reposted-card";
import { PostListings } from "./shoppable/post-listings";

const visibilityIcon = { public: Globe, connections: Users, private: Lock } as const;

type Props = { post: PostView; expanded?: boolean; onDeleted?: () => void };

/** A post in the feed: author, time, text with links, images, poll, counts, and what she can do with it. */
export function PostCard({ post, expanded = false, onDeleted }: Props) {
  const [showComments, setShowComments] = useState(expanded);
  const [hidden, setHidden] = useState(false);
  const seen = useSeen(post.id, !post.is_owner);
  const { t } = useFeedT();
  const timeAgo = usePostTime();
  if (hidden) return <HiddenPost postId={post.id} onUndo={() => setHidden(false)} />;
  const VisibilityIcon = visibilityIcon[post.visibility];
  const profile = `/profile/${post.author.username}`;
  return (
    <article
      ref={seen}
      aria-labelledby={`post-${post.id}-author`}
      className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <header className="flex items-start gap-3">
        <Link to={profile} tabIndex={-1} aria-hidden>
          <Avatar name={post.author.full_name} src={post.author.avatar_url} size="md" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link
            id={`post-${post.id}-author`}
            to={profile}
            className="font-semibold text-foreground hover:underline"
          >
            {post.author.full_name}
          </Link>
          {post.author.headline && (
            <p className="truncate text-muted-foreground text-sm">{post.author.headline}</p>
          )}
          <p className="flex items-center gap-1 text-muted-foreground text-xs">
            <Link to={`/community/post/${post.id}`} className="hover:underline">
              <time dateTime={post.created_at}>{timeAgo(post.created_at)}</time>
            </Link>
            <EditedMark post={post} />·{" "}
            <VisibilityIcon
              aria-label={visibilityLabel(t, post.visibility, post.group !== null)}
              className="size-3.5"
            />
            {post.group && (
              <>
                {" "}
                ·{" "}
                <Trans
                  t={t}
                  i18nKey="card.inGroup"
                  values={{ name: post.group.name }}
                  components={{
                    group: (
                      <Link
                        to={`/community/groups/${post.group.slug}`}
                        className="font-medium hover:underline"
                      />
                    ),
                  }}
                />
              </>
            )}
          </p>
          <PostPlaceLine place={post.place} />
        </div>
        <PostMenu post={post} onHidden={() => setHidden(true)} onDeleted={onDeleted} />
      </header>
      {post.event ? (
        <EventCard event={post.event} />
      ) : (
        <>
          <PostKindBadge postType={post.post_type} />
          {post.title && <h2 className="font-display font-semibold text-foreground text-xl">{post.title}</h2>}
          {post.content && <PostText text={post.content} />}
        </>
      )}
      {post.image_urls.length > 0 && !post.event && (
        <div className={post.image_urls.length > 1 ? "grid grid-cols-2 gap-1" : "grid"}>
          {post.image_urls.slice(0, 4).map((url) => (
            <FallbackImage
              key={url}
              src={url}
              alt=""
              loading="lazy"
              className="max-h-96 w-full rounded-xl bg-muted object-cover"
            />
          ))}
        </div>
      )}
      {post.video_urls.map((url) => (
        // biome-ignore lint/a11y/useMediaCaption: members' own videos come without captions.
        <video
          key={url}
          src={url}
          controls
          preload="metadata"
          className="max-h-96 w-full rounded-xl bg-black"
        />
      ))}
      {post.link_preview && !post.event && <LinkPreviewCard card={post.link_preview} />}
      {post.music && <PostMusic track={post.music} />}
      <PostListings listings={post.listings} />
      {post.poll && <PollCard postId={post.id} poll={post.poll} isOwner={post.is_owner} />}
      {post.is_repost && <RepostedCard original={post.reposted_from} />}
      {(post.reaction_count > 0 || post.comment_count > 0 || post.repost_count > 0) && (
        <p className="flex justify-between text-muted-foreground text-sm">
          <ReactionSummary post={post} />
          <CommentsAndReposts comments={post.comment_count} reposts={post.repost_count} />
        </p>
      )}
      <div className="flex items-center gap-1 border-border border-t pt-2">
        <ReactionButton postId={post.id} mine={post.my_reaction} disabled={!post.allow_reactions} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showComments}
          onClick={() => setShowComments((v) => !v)}
        >
          <MessageCircle aria-hidden /> {t("card.comment")}
        </Button>
        {!post.is_repost && <RepostMenu postId={post.id} reposted={post.reposted} />}
      </div>
      {post.insights && (
        <p className="text-muted-foreground text-xs">
          {t("card.insights", {
            count: post.insights.views,
            formatted: formatCount(post.insights.views),
            rate: post.insights.engagement_rate,
          })}
        </p>
      )}
      {showComments && <CommentsPanel postId={post.id} allowComments={post.allow_comments} />}
    </article>
  );
}
