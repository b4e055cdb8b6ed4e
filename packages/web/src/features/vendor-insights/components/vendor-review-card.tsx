import type { VendorReview } from "@saheli/core/contracts/vendor-insights";
import { listingPath } from "@saheli/core/listings";
import { BadgeCheck, Store } from "lucide-react";
import { Link } from "react-router";
import { StarRow } from "@/components/commerce/star-row";
import { Avatar } from "@/components/ui/avatar";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useVendorInsightsT } from "../i18n";
import { ReplyBox } from "./reply-form";

const formatDay = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });

/** A review of one of her listings: which, who, stars, words, when; her reply, or the form to write it. */
export function VendorReviewCard({ review }: { review: VendorReview }) {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  const name = review.author.full_name ?? review.author.username ?? t("member");
  return (
    <article
      aria-label={t("reviews.reviewBy", { name, listing: review.listing.title })}
      className="grid grid-cols-1 gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <Link
        to={listingPath(review.listing)}
        className="truncate font-medium text-primary text-sm hover:underline"
      >
        {review.listing.title}
      </Link>
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <Avatar name={name} src={review.author.avatar_url} size="sm" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {review.author.username ? (
              <Link
                to={`/profile/${encodeURIComponent(review.author.username)}`}
                className="font-medium hover:underline"
              >
                {name}
              </Link>
            ) : (
              <span className="font-medium">{name}</span>
            )}
            <time dateTime={review.created_at} className="text-muted-foreground text-xs">
              {formatDay(review.created_at, locale)}
            </time>
            {review.verified_purchase && (
              <span className="inline-flex items-center gap-1 self-center text-success text-xs">
                <BadgeCheck aria-hidden className="size-3.5 shrink-0" />
                {t("reviews.verified")}
              </span>
            )}
          </p>
          <p className="flex items-center gap-2">
            <StarRow rating={review.rating} />
            <span className="sr-only">{t("reviews.rated", { rating: review.rating })}</span>
          </p>
          {review.comment ? (
            <p className="whitespace-pre-line text-pretty text-sm">{review.comment}</p>
          ) : (
            <p className="text-muted-foreground text-sm italic">{t("reviews.starsOnly")}</p>
          )}
        </div>
      </div>
      {review.reply ? (
        <section
          aria-label={t("reviews.yourReply")}
          className="grid gap-1 rounded-xl bg-muted/60 p-3 text-sm"
        >
          <p className="flex flex-wrap items-center gap-x-2 font-medium">
            <Store aria-hidden className="size-4 text-primary" />
            {t("reviews.yourReply")}
            {review.reply_at && (
              <time dateTime={review.reply_at} className="font-normal text-muted-foreground text-xs">
                {formatDay(review.reply_at, locale)}
              </time>
            )}
          </p>
          <p className="whitespace-pre-line text-pretty">{review.reply}</p>
        </section>
      ) : (
        <ReplyBox reviewId={review.id} reviewerName={name} />
      )}
    </article>
  );
}
