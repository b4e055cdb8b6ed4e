import { VENDOR_REVIEW_FILTERS, type VendorReviewFilter } from "@saheli/core/contracts/vendor-insights";
import { MessageSquareText, PartyPopper } from "lucide-react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useVendorReviews } from "../api/get-vendor-reviews";
import { ListSkeleton } from "../components/list-skeleton";
import { PageFrame } from "../components/page-frame";
import { ShopGate } from "../components/shop-gate";
import { VendorReviewCard } from "../components/vendor-review-card";
import { useVendorInsightsT } from "../i18n";

const filterOf = (value: string | null): VendorReviewFilter =>
  (VENDOR_REVIEW_FILTERS as readonly (string | null)[]).includes(value)
    ? (value as VendorReviewFilter)
    : "all";

/** /vendor/reviews: every review of her listings, newest first; she answers each once, publicly. */
export function Component() {
  const { t } = useVendorInsightsT();
  return (
    <ShopGate signInReason={t("reviews.signIn")}>
      <Reviews />
    </ShopGate>
  );
}

function Reviews() {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get("filter"));
  const reviews = useVendorReviews(filter);
  const unanswered = reviews.data?.pages[0]?.unanswered;
  const show = (next: VendorReviewFilter) =>
    setParams(next === "all" ? new URLSearchParams() : new URLSearchParams({ filter: next }), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <PageFrame title={t("reviews.title")} description={t("reviews.description")}>
      <Tabs value={filter} onValueChange={(next) => show(next as VendorReviewFilter)} className="grid gap-4">
        <TabsList aria-label={t("reviews.toShow")} className="justify-self-start">
          {VENDOR_REVIEW_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`reviews.filters.${value}`)}
              {value === "unanswered" && unanswered !== undefined && unanswered > 0 && (
                <span className="min-w-5 rounded-full bg-primary px-1.5 text-center font-semibold text-primary-foreground text-xs tabular-nums leading-5">
                  {unanswered.toLocaleString(locale)}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={filter} className="mt-0">
          <QueryState
            query={reviews}
            loading={<ListSkeleton label={t("reviews.loading")} rows={3} className="h-40 rounded-2xl" />}
            errorTitle={t("reviews.error")}
            isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
            empty={
              filter === "unanswered"
                ? { icon: PartyPopper, title: t("reviews.allAnswered") }
                : {
                    icon: MessageSquareText,
                    title: t("reviews.none"),
                    description: t("reviews.noneText"),
                  }
            }
          >
            {(data) => (
              <div className="grid gap-3">
                {data.pages
                  .flatMap((page) => page.items)
                  .map((review) => (
                    <VendorReviewCard key={review.id} review={review} />
                  ))}
                {reviews.hasNextPage && (
                  <Button
                    variant="outline"
                    className="justify-self-center"
                    loading={reviews.isFetchingNextPage}
                    onClick={() => reviews.fetchNextPage()}
                  >
                    {t("loadMore")}
                  </Button>
                )}
              </div>
            )}
          </QueryState>
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
