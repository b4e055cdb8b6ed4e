import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useMemberGate } from "@/lib/session/member-gate";
import { useAddComment, useComments } from "../api/comments";
import { useFeedT } from "../i18n";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

/** The conversation under a post: a box to comment, then threads with their replies (one level deep). */
export function CommentsPanel({ postId, allowComments }: { postId: string; allowComments: boolean }) {
  const comments = useComments(postId, true);
  const add = useAddComment(postId);
  const gate = useMemberGate();
  const { t } = useFeedT();
  const [replyTo, setReplyTo] = useState<string | null>(null);

  const send = (content: string, parent_comment_id?: string) =>
    add.mutateAsync({ content, parent_comment_id }).then(
      () => setReplyTo(null),
      (error) => {
        if (!gate.handled(error)) toast.error(error.message);
        throw error;
      },
    );

  return (
    <section aria-label={t("comments.label")} className="grid gap-3 border-border border-t pt-3">
      {allowComments ? (
        <CommentForm
          label={t("comments.add")}
          busy={add.isPending && !replyTo}
          onSubmit={(content) => send(content)}
        />
      ) : (
        <p className="text-muted-foreground text-sm">{t("comments.off")}</p>
      )}
      {comments.isPending && <Spinner className="justify-self-center" />}
      {comments.isError && <p className="text-destructive text-sm">{comments.error.message}</p>}
      {comments.data?.items.map((thread) => (
        <div key={thread.id} className="grid gap-2">
          <CommentItem comment={thread} onReply={allowComments ? () => setReplyTo(thread.id) : undefined} />
          <div className="ml-10 grid gap-2">
            {thread.replies.map((reply) => (
              <CommentItem
                key={reply.id}
                comment={reply}
                onReply={allowComments ? () => setReplyTo(thread.id) : undefined}
              />
            ))}
            {replyTo === thread.id && (
              <CommentForm
                label={t("comments.replyTo", { name: thread.author.full_name })}
                busy={add.isPending}
                autoFocus
                onSubmit={(content) => send(content, thread.id)}
              />
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
