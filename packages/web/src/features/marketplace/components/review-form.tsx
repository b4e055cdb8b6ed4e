import type { Review } from "@saheli/core/contracts/reviews";
import { ReviewLimits, ReviewMessages } from "@saheli/core/reviews";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useReviewMutation } from "../api/reviews";
import { StarInput } from "./star-input";

type ReviewFormProps = { listingId: string; editing?: Review; onDone?: () => void };

/** Her stars and words on a listing: a new review, or her own one changed. */
export function ReviewForm({ listingId, editing, onDone }: ReviewFormProps) {
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [comment, setComment] = useState(editing?.comment ?? "");
  const [error, setError] = useState<string>();
  const save = useReviewMutation(listingId);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < ReviewLimits.ratingMin) return setError(ReviewMessages.ratingRequired);
    setError(undefined);
    save.mutate(
      { action: editing ? "update" : "create", input: { rating, comment } },
      {
        onSuccess: () => {
          toast.success(editing ? ReviewMessages.updated : ReviewMessages.posted);
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
      <p className="font-medium text-sm">{editing ? "Change your review" : "Rate this listing"}</p>
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
        Your review
      </label>
      <Textarea
        id={`${id}-comment`}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={ReviewLimits.commentMax}
        rows={3}
        placeholder="What did you like? How was the quality, delivery or session? (optional)"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {editing && (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {editing ? "Save review" : "Post review"}
        </Button>
      </div>
    </form>
  );
}
