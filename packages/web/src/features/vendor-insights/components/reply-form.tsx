import { InsightsLimits, InsightsMessages } from "@saheli/core/vendor-insights";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useReplyToReview } from "../api/reply-to-review";

/** Her one public reply to a review: written here, checked as the server checks it, final once posted. */
export function ReplyForm({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
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
        value={text}
        maxLength={InsightsLimits.replyMax}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        placeholder="Thank her, answer a question, or say what you will do"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {InsightsMessages.replyNotice}{" "}
          <span className="tabular-nums">{left.toLocaleString("en-IN")} characters left.</span>
        </p>
        <Button type="submit" size="sm" loading={reply.isPending}>
          Post reply
        </Button>
      </div>
    </form>
  );
}
