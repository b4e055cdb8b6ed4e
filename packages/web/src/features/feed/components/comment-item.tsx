import type { CommentView } from "@saheli/core/contracts/feed";
import { formatCount } from "@saheli/core/feed";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useMemberGate } from "@/lib/session/member-gate";
import { useDeleteComment, useLikeComment } from "../api/comments";
import { useFeedT } from "../i18n";
import { usePostTime } from "../lib/post-time";
import { PostText } from "./post-text";
import { ReportDialog } from "./report-dialog";

type Props = { comment: CommentView; onReply?: () => void };

/** One comment: who, when, what, and like / reply / delete (her own, after a second tap). */
export function CommentItem({ comment, onReply }: Props) {
  const like = useLikeComment(comment.post_id);
  const remove = useDeleteComment(comment.post_id);
  const gate = useMemberGate();
  const { t } = useFeedT();
  const timeAgo = usePostTime();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const toggleLike = () =>
    like.mutate(
      { id: comment.id, like: !comment.liked },
      { onError: (error) => gate.handled(error) || toast.error(error.message) },
    );
  return (
    <article className="flex gap-2">
      <Avatar name={comment.author.full_name} src={comment.author.avatar_url} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="rounded-xl bg-muted px-3 py-2">
          <p className="text-sm">
            <Link to={`/profile/${comment.author.username}`} className="font-semibold hover:underline">
              {comment.author.full_name}
            </Link>{" "}
            <time dateTime={comment.created_at} className="text-muted-foreground text-xs">
              {timeAgo(comment.created_at)}
            </time>
          </p>
          <div className="text-sm">
            <PostText text={comment.content} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1 text-xs">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={comment.liked}
            onClick={toggleLike}
            className={comment.liked ? "text-primary" : ""}
          >
            {t("comments.like")}
            {comment.like_count > 0 && ` · ${formatCount(comment.like_count)}`}
          </Button>
          {onReply && (
            <Button variant="ghost" size="sm" onClick={onReply}>
              {t("comments.reply")}
            </Button>
          )}
          {!comment.is_owner && (
            <Button variant="ghost" size="sm" onClick={() => gate.allow() && setReporting(true)}>
              {t("comments.report")}
            </Button>
          )}
          {comment.is_owner &&
            (confirming ? (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(comment.id, { onError: (error) => toast.error(error.message) })
                  }
                >
                  {t("comments.deleteComment")}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  {t("comments.keep")}
                </Button>
              </>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                {t("comments.delete")}
              </Button>
            ))}
        </div>
      </div>
      {reporting && (
        <ReportDialog postId={comment.post_id} commentId={comment.id} open onOpenChange={setReporting} />
      )}
    </article>
  );
}
