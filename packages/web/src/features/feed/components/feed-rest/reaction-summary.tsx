import type { PostView } from "@saheli/core/contracts/feed";
import { formatCount, REACTION_TYPES } from "@saheli/core/feed";
import { useState } from "react";
import { useFeedT } from "@/features/feed/i18n";
import { REACTIONS } from "../reaction-button";
import { ReactorsDialog } from "./reactors-dialog";

/** The card's reaction line: the three most used reactions and the total; opens who reacted. */
export function ReactionSummary({ post }: { post: PostView }) {
  const [open, setOpen] = useState(false);
  const { t } = useFeedT();
  if (post.reaction_count === 0) return <span />;
  const counts = post.reaction_counts;
  const top = counts
    ? REACTION_TYPES.filter((type) => counts[type] > 0)
        .sort((a, b) => counts[b] - counts[a])
        .slice(0, 3)
    : [];
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t("counts.seeWho", {
          count: post.reaction_count,
          formatted: formatCount(post.reaction_count),
        })}
        className="flex items-center gap-1.5 rounded hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {top.length > 0 && (
          <span aria-hidden className="-space-x-1 flex">
            {top.map((type) => (
              <span
                key={type}
                className="flex size-5 items-center justify-center rounded-full bg-card text-xs ring-1 ring-border"
              >
                {REACTIONS[type].emoji}
              </span>
            ))}
          </span>
        )}
        <span>
          {t("counts.reaction", { count: post.reaction_count, formatted: formatCount(post.reaction_count) })}
        </span>
      </button>
      <ReactorsDialog postId={post.id} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** "3 comments · 2 reposts" on the card's right. */
export function CommentsAndReposts({ comments, reposts }: { comments: number; reposts: number }) {
  const { t } = useFeedT();
  return (
    <span className="flex gap-1">
      {comments > 0 && (
        <span>{t("counts.comment", { count: comments, formatted: formatCount(comments) })}</span>
      )}
      {comments > 0 && reposts > 0 && <span aria-hidden>·</span>}
      {reposts > 0 && <span>{t("counts.repost", { count: reposts, formatted: formatCount(reposts) })}</span>}
    </span>
  );
}
