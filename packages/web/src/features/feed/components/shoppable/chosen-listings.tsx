import { unitPrice } from "@saheli/core/listings";
import { formatMoney } from "@saheli/core/money";
import { X } from "lucide-react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { useFeedT } from "@/features/feed/i18n";
import type { ShareDraft } from "./use-share-draft";

/** What she chose to share, as small cards she can take off before posting. */
export function ChosenListings({ draft }: { draft: ShareDraft }) {
  const { t } = useFeedT();
  if (draft.chosen.length === 0) return null;
  return (
    <ul aria-label={t("share.chosenList")} className="flex flex-wrap gap-2">
      {draft.chosen.map((listing) => (
        <li
          key={listing.id}
          className="flex max-w-full items-center gap-2 rounded-full bg-muted py-1 pr-1 pl-1 text-sm ring-1 ring-border"
        >
          <FallbackImage
            src={listing.image_url}
            alt=""
            width={28}
            height={28}
            className="size-7 shrink-0 rounded-full object-cover"
          />
          <span className="min-w-0 max-w-44 truncate">{listing.title}</span>
          <span className="shrink-0 text-muted-foreground text-xs">
            {formatMoney(unitPrice(listing), listing.shop.shop_currency)}
          </span>
          <button
            type="button"
            aria-label={t("share.remove", { title: listing.title })}
            onClick={() => draft.remove(listing.id)}
            className="flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
