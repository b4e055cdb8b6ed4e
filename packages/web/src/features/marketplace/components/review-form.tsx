import type { Review } from "@saheli/core/contracts/reviews";
import { ReviewLimits, ReviewMessages } from "@saheli/core/reviews";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useReviewMutation } from "../api/reviews";
import { useMarketplaceT } from "../i18n";
import { StarInput } from "./star-input";

type ReviewFormProps = { listingId: string; editing?: Review; onDone?: () => void };

/** Her stars and words on a listing: a new review, or her own one changed. */
export function ReviewForm({ listingId, editing, onDone }: ReviewFormProps) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [comment, setComment] = useState(editing?.comment ?? "");
  const [error, setError] = useState<string>();
  const save = useReviewMutation(listingId);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < ReviewLimits.ratingMin) return setError(messageIn(ReviewMessages.ratingRequired));
    setError(undefined);
    save.mutate(
      { action: editing ? "update" : "create", input: { rating, comment } },
      {
        onSuccess: () => {
          toast.success(messageIn(editing ? ReviewMessages.updated : ReviewMessages.posted));
          if (!editing) {
            setRating(0);
            setComment("");
          }
          onDone?.();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-2xl bg-muted/50 p-4">
      <p className="font-medium text-sm">
        {editing ? t("product.reviewForm.change") : t("product.reviewForm.rate")}
      </p>
      <StarInput
        value={rating}
        onChange={(stars) => {
          setRating(stars);
          setError(undefined);
        }}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      <label htmlFor={`${id}-comment`} className="sr-only">
        {t("product.reviewForm.label")}
      </label>
      <Textarea
        id={`${id}-comment`}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={ReviewLimits.commentMax}
        rows={3}
        placeholder={t("product.reviewForm.placeholder")}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {editing && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t("product.reviewForm.cancel")}
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {editing ? t("product.reviewForm.save") : t("product.reviewForm.post")}
        </Button>
      </div>
    </form>
  );
}
