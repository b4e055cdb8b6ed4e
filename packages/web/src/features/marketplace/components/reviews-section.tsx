import type { ReviewSummary } from "@saheli/core/contracts/reviews";
import { OrderMessages } from "@saheli/core/orders";
import { ratingLabel } from "@saheli/core/shops";
import { MessageSquareText } from "lucide-react";
import { StarRow } from "@/components/commerce/star-row";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import type { ReviewScope } from "../api/keys";
import { useReviews } from "../api/reviews";
import { useMarketplaceT } from "../i18n";
import { ReviewForm } from "./review-form";
import { ReviewItem } from "./review-item";

/**
 * Reviews of a listing (with her form) or of a whole shop (`#reviews`): summary, bars and the newest first.
 * The form shows only when the server says she may review (a delivered order of it, none written yet);
 * otherwise, unless she already has one, the rule that only buyers review.
 */
export function ReviewsSection({ scope }: { scope: ReviewScope }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const reviews = useReviews(scope);
  const session = useSession();
  const { openSignIn } = useSignIn();
  const pages = reviews.data?.pages ?? [];
  const first = pages[0];
  // Her own review is shown once: above the list where the page has it as `mine` (a listing), else in the list.
  const items = pages.flatMap((page) => page.items).filter((review) => review.id !== first?.mine?.id);
  const onListing = "listingId" in scope;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="grid scroll-mt-24 gap-4">
      <h2 id="reviews-heading" className="font-display font-semibold text-xl">
        {t("product.reviews.heading")}
      </h2>
      {reviews.isPending ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : reviews.isError || !first ? (
        <EmptyState
          headingLevel="h3"
          title={t("product.reviews.error")}
          action={
            <Button variant="outline" onClick={() => reviews.refetch()}>
              {t("product.reviews.retry")}
            </Button>
          }
        />
      ) : (
        <div className="grid items-start gap-6 md:grid-cols-[16rem_1fr]">
          <Summary summary={first.summary} />
          <div className="grid gap-2">
            {onListing && first.can_review && <ReviewForm listingId={scope.listingId} />}
            {onListing && !first.can_review && !first.mine && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-muted/50 p-4 text-sm">
                <span>{messageIn(OrderMessages.reviewNeedsPurchase)}.</span>
                {session.status === "signed-out" && (
                  <Button size="sm" variant="outline" onClick={() => openSignIn("sign-in")}>
                    {t("product.reviews.signIn")}
                  </Button>
                )}
              </div>
            )}
            {first.mine && <ReviewItem review={first.mine} />}
            {items.length === 0 && !first.mine ? (
              <EmptyState
                icon={MessageSquareText}
                headingLevel="h3"
                title={t("product.reviews.empty")}
                description={onListing ? t("product.reviews.emptyListing") : t("product.reviews.emptyShop")}
              />
            ) : (
              <div>
                {items.map((review) => (
                  <ReviewItem key={review.id} review={review} showListing={!onListing} />
                ))}
              </div>
            )}
            {reviews.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={reviews.isFetchingNextPage}
                onClick={() => reviews.fetchNextPage()}
              >
                {t("product.reviews.more")}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const { text } = ratingLabel(summary.average_rating);
  const total = summary.total_reviews;
  return (
    <div className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
      <div className="flex items-center gap-3">
        <span className="font-display font-semibold text-4xl">{total > 0 ? text : "–"}</span>
        <div className="grid gap-0.5">
          <StarRow rating={summary.average_rating} />
          <span className="text-muted-foreground text-sm">
            {t("product.reviews.count", { count: total, n: total.toLocaleString(locale) })}
          </span>
        </div>
      </div>
      <ul aria-label={t("product.reviews.byStars")} className="grid gap-1.5">
        {summary.distribution.map((row) => (
          <li key={row.stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2 text-xs">
            <span>{t("product.reviews.stars", { count: row.stars })}</span>
            <span aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-accent" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="text-right text-muted-foreground">
              {row.count}
              <span className="sr-only">{t("product.reviews.srCount", { count: row.count })}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
