import type { Review } from "@saheli/core/contracts/reviews";
import { listingPath } from "@saheli/core/listings";
import { ReviewMessages } from "@saheli/core/reviews";
import { BadgeCheck, Pencil, Store, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { StarRow } from "@/components/commerce/star-row";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useReviewMutation } from "../api/reviews";
import { useMarketplaceT } from "../i18n";
import { ReviewForm } from "./review-form";

/**
 * One review; on a shop page it names the listing; "Verified purchase" when written on a delivered order; the
 * shop's reply under it; her own can be changed or deleted after asking.
 */
export function ReviewItem({ review, showListing }: { review: Review; showListing?: boolean }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const dateFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useReviewMutation(review.listing.id);
  const name = review.author.full_name ?? review.author.username ?? t("product.review.member");
  if (editing)
    return <ReviewForm listingId={review.listing.id} editing={review} onDone={() => setEditing(false)} />;
  return (
    <article
      aria-label={t("product.review.by", { name })}
      className="grid grid-cols-[auto_1fr] gap-3 border-border border-b py-4 last:border-b-0"
    >
      <Avatar name={name} src={review.author.avatar_url} size="sm" />
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {review.author.username ? (
            <Link to={`/profile/${review.author.username}`} className="font-medium hover:underline">
              {name}
            </Link>
          ) : (
            <span className="font-medium">{name}</span>
          )}
          <time dateTime={review.created_at} className="text-muted-foreground text-xs">
            {dateFormat.format(new Date(review.created_at))}
          </time>
          {review.verified_purchase && (
            <span className="inline-flex items-center gap-1 self-center text-success text-xs">
              <BadgeCheck aria-hidden className="size-3.5 shrink-0" />
              {t("product.review.verified")}
            </span>
          )}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <StarRow rating={review.rating} />
          <span className="sr-only">{t("product.review.rated", { rating: review.rating })}</span>
          {showListing && (
            <Link to={listingPath(review.listing)} className="truncate text-muted-foreground hover:underline">
              {review.listing.title}
            </Link>
          )}
        </p>
        {review.comment && <p className="whitespace-pre-line text-pretty text-sm">{review.comment}</p>}
        {review.reply && (
          <section
            aria-label={t("product.review.reply")}
            className="mt-1 grid gap-1 rounded-xl bg-muted/60 p-3 text-sm"
          >
            <p className="flex flex-wrap items-center gap-x-2 font-medium">
              <Store aria-hidden className="size-4 text-primary" />
              {t("product.review.reply")}
              {review.reply_at && (
                <time dateTime={review.reply_at} className="font-normal text-muted-foreground text-xs">
                  {dateFormat.format(new Date(review.reply_at))}
                </time>
              )}
            </p>
            <p className="whitespace-pre-line text-pretty">{review.reply}</p>
          </section>
        )}
        {review.is_mine && (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> {t("product.review.edit")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden /> {t("product.review.delete")}
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("product.review.confirmTitle")}
        description={t("product.review.confirmText")}
        confirmLabel={t("product.review.confirm")}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { action: "delete" },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(messageIn(ReviewMessages.deleted));
              },
              onError: (error) => toast.error(error.message),
            },
          )
        }
      />
    </article>
  );
}
