import { InsightsLimits, InsightsMessages } from "@saheli/core/vendor-insights";
import { MessageSquareReply } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useReplyToReview } from "../api/reply-to-review";

/** A Reply button that opens, in place, the form for her one public reply. */
export function ReplyBox({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(true)}
          aria-label={`Reply to ${reviewerName}`}
        >
          <MessageSquareReply aria-hidden /> Reply
        </Button>
      </div>
    );
  }
  return <ReplyForm reviewId={reviewId} reviewerName={reviewerName} onCancel={() => setOpen(false)} />;
}

/** Her reply: checked as the server checks it, final once posted. */
function ReplyForm({
  reviewId,
  reviewerName,
  onCancel,
}: {
  reviewId: string;
  reviewerName: string;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const reply = useReplyToReview(reviewId);
  const left = InsightsLimits.replyMax - text.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(InsightsMessages.replyRequired);
    if (trimmed.length > InsightsLimits.replyMax) return setError(InsightsMessages.replyTooLong);
    setError(undefined);
    reply.mutate(trimmed, {
      onSuccess: () => toast.success(InsightsMessages.replied),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>Reply to {reviewerName}</Label>
      <Textarea
        id={id}
        rows={3}
        // Opened by her own press of Reply: the caret goes where she is about to type.
        autoFocus
        value={text}
        maxLength={InsightsLimits.replyMax}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        placeholder="Thank her, answer a question, or say what you will do"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {InsightsMessages.replyNotice}{" "}
        <span className="tabular-nums">{left.toLocaleString("en-IN")} characters left.</span>
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={reply.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={reply.isPending}>
          Post reply
        </Button>
      </div>
    </form>
  );
}
