import type { ListingCard } from "@saheli/core/contracts/home";
import { type ShareKind, ShareLimits, ShareMessages } from "@saheli/core/shoppable";
import { Check, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PriceTag } from "@/components/commerce/price-tag";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useFeedT } from "@/features/feed/i18n";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useShareableListings } from "./use-shareable-listings";

type Props = {
  kind: ShareKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Everything chosen for the post so far, products and services together (4 at most). */
  chosen: ListingCard[];
  onChange: (chosen: ListingCard[]) => void;
};

/** "Select Products to Share" / "Select Services to Share": her listings on sale, searchable, up to 4 in all. */
export function SharePickerDialog({ kind, open, onOpenChange, chosen, onChange }: Props) {
  const [query, setQuery] = useState("");
  const q = useSettled(query.trim());
  const listings = useShareableListings(kind, q, open);
  const full = chosen.length >= ShareLimits.perPost;
  const isChosen = (id: string) => chosen.some((listing) => listing.id === id);
  const toggle = (listing: ListingCard) =>
    onChange(
      isChosen(listing.id) ? chosen.filter((c) => c.id !== listing.id) : full ? chosen : [...chosen, listing],
    );
  const items = listings.data?.items ?? [];
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  useEffect(() => {
    if (listings.isError)
      toast.error(t(`share.fetchError.${kind}`), { description: messageIn(ShareMessages.fetchErrorDetail) });
  }, [listings.isError, kind, t, messageIn]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <div className="grid gap-1 pr-8">
          <DialogTitle>{t(`share.pickerTitle.${kind}`)}</DialogTitle>
          <DialogDescription>
            {t(`share.choose.${kind}`, { max: ShareLimits.perPost, chosen: chosen.length })}
          </DialogDescription>
        </div>
        <div className="relative">
          <Search
            aria-hidden
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={t(`share.search.${kind}`)}
            placeholder={t(`share.search.${kind}`)}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        {listings.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t(`share.loading.${kind}`)} />
          </div>
        ) : listings.isError ? (
          <EmptyState
            headingLevel="h3"
            title={t(`share.loadFailed.${kind}`)}
            description={messageIn(ShareMessages.fetchErrorDetail)}
            action={
              <Button variant="outline" onClick={() => void listings.refetch()}>
                {t("share.retry")}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title={t(`share.empty.${kind}`)}
            description={q ? t("share.noMatch", { query: q }) : t(`share.none.${kind}`)}
            action={
              !q && (
                <Button asChild variant="outline">
                  <Link to="/create-listing">{t(`share.add.${kind}`)}</Link>
                </Button>
              )
            }
          />
        ) : (
          <ul
            className="-m-1 grid max-h-[50dvh] gap-2 overflow-y-auto p-1"
            aria-label={t(`share.yours.${kind}`)}
          >
            {items.map((listing) => {
              const picked = isChosen(listing.id);
              return (
                <li key={listing.id}>
                  <button
                    type="button"
                    aria-pressed={picked}
                    disabled={!picked && full}
                    onClick={() => toggle(listing)}
                    className={cn(
                      "flex w-full items-center gap-3 rounded-xl p-2 text-left ring-1 ring-border",
                      "hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      "disabled:cursor-not-allowed disabled:opacity-50",
                      picked && "bg-primary-soft ring-primary",
                    )}
                  >
                    <FallbackImage
                      src={listing.image_url}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 shrink-0 rounded-lg bg-muted object-cover"
                    />
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="truncate font-medium text-sm">{listing.title}</span>
                      <PriceTag
                        price={listing.price}
                        salePrice={listing.sale_price}
                        currency={listing.shop.shop_currency}
                        className="text-sm"
                      />
                    </span>
                    <span
                      aria-hidden
                      className={cn(
                        "flex size-6 shrink-0 items-center justify-center rounded-full border border-input",
                        picked && "border-primary bg-primary text-primary-foreground",
                      )}
                    >
                      {picked && <Check className="size-4" />}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {full && (
          <p role="status" className="text-muted-foreground text-xs">
            {t("share.tooMany", { message: messageIn(ShareMessages.tooMany) })}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="button" onClick={() => onOpenChange(false)}>
            {t("share.done")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The search words once she stops typing for 300 ms, as in the other search boxes. */
function useSettled(value: string, delay = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
