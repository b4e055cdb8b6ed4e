import { VENDOR_REVIEW_FILTERS, type VendorReviewFilter } from "@saheli/core/contracts/vendor-insights";
import { MessageSquareText, PartyPopper } from "lucide-react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useVendorReviews } from "../api/get-vendor-reviews";
import { ListSkeleton } from "../components/list-skeleton";
import { PageFrame } from "../components/page-frame";
import { ShopGate } from "../components/shop-gate";
import { VendorReviewCard } from "../components/vendor-review-card";

const LABELS: Record<VendorReviewFilter, string> = { all: "All reviews", unanswered: "Unanswered" };
const filterOf = (value: string | null): VendorReviewFilter =>
  (VENDOR_REVIEW_FILTERS as readonly (string | null)[]).includes(value)
    ? (value as VendorReviewFilter)
    : "all";

/** /vendor/reviews: every review of her listings, newest first; she answers each once, publicly. */
export function Component() {
  return (
    <ShopGate signInReason="Sign in to read and answer your shop's reviews.">
      <Reviews />
    </ShopGate>
  );
}

function Reviews() {
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
    <PageFrame
      title="Reviews"
      description="What buyers say about your listings. Your reply shows under the review on the product and shop pages."
    >
      <Tabs value={filter} onValueChange={(next) => show(next as VendorReviewFilter)} className="grid gap-4">
        <TabsList aria-label="Reviews to show" className="justify-self-start">
          {VENDOR_REVIEW_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {LABELS[value]}
              {value === "unanswered" && unanswered !== undefined && unanswered > 0 && (
                <span className="min-w-5 rounded-full bg-primary px-1.5 text-center font-semibold text-primary-foreground text-xs tabular-nums leading-5">
                  {unanswered.toLocaleString("en-IN")}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={filter} className="mt-0">
          <QueryState
            query={reviews}
            loading={<ListSkeleton label="Loading reviews" rows={3} className="h-40 rounded-2xl" />}
            errorTitle="We couldn't load your reviews"
            isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
            empty={
              filter === "unanswered"
                ? { icon: PartyPopper, title: "You have answered every review" }
                : {
                    icon: MessageSquareText,
                    title: "No reviews yet",
                    description: "Buyers can review a listing once their order of it is delivered.",
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
                    Load more
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
