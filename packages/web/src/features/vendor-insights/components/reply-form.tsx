import { InsightsLimits, InsightsMessages } from "@saheli/core/vendor-insights";
import { MessageSquareReply } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useReplyToReview } from "../api/reply-to-review";
import { useVendorInsightsT } from "../i18n";

/** A Reply button that opens, in place, the form for her one public reply. */
export function ReplyBox({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
  const { t } = useVendorInsightsT();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(true)}
          aria-label={t("reviews.replyTo", { name: reviewerName })}
        >
          <MessageSquareReply aria-hidden /> {t("reviews.reply")}
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
  const { t } = useVendorInsightsT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const reply = useReplyToReview(reviewId);
  const left = InsightsLimits.replyMax - text.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(messageIn(InsightsMessages.replyRequired));
    if (trimmed.length > InsightsLimits.replyMax) return setError(messageIn(InsightsMessages.replyTooLong));
    setError(undefined);
    reply.mutate(trimmed, {
      onSuccess: () => toast.success(messageIn(InsightsMessages.replied)),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>{t("reviews.replyTo", { name: reviewerName })}</Label>
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
        placeholder={t("reviews.placeholder")}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {messageIn(InsightsMessages.replyNotice)}{" "}
        <span className="tabular-nums">{t("reviews.left", { left: left.toLocaleString(locale) })}</span>
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={reply.isPending}>
          {t("reviews.cancel")}
        </Button>
        <Button type="submit" size="sm" loading={reply.isPending}>
          {t("reviews.post")}
        </Button>
      </div>
    </form>
  );
}
