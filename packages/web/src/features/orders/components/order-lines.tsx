import type { Order } from "@saheli/core/contracts/orders";
import { listingPath } from "@saheli/core/listings";
import { formatMoney } from "@saheli/core/money";
import { Star } from "lucide-react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import { useOrdersT } from "../i18n";
import { variantText } from "../lib/format";
import { DownloadButton } from "./download-button";

/** What she bought, as it was when she bought it; downloads and reviews where they apply. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useOrdersT();
  const buyer = order.viewer === "buyer";
  return (
    <ul aria-label={t("lines.label")} className="grid divide-y divide-border">
      {order.items.map((item) => {
        const variant = variantText(item.variant_data);
        const path = item.listing_slug
          ? listingPath({ slug: item.listing_slug, listing_type: item.listing_type })
          : null;
        return (
          <li key={item.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <FallbackImage
              src={item.image_url}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl bg-muted object-cover ring-1 ring-border"
            />
            <div className="grid min-w-0 flex-1 gap-1">
              {path ? (
                <Link to={path} className="line-clamp-2 font-medium text-sm hover:underline">
                  {item.title}
                </Link>
              ) : (
                <p className="line-clamp-2 font-medium text-sm">{item.title}</p>
              )}
              {variant && <p className="text-muted-foreground text-xs">{variant}</p>}
              <p className="text-muted-foreground text-sm tabular-nums">
                {item.quantity} × {formatMoney(item.unit_price, order.currency)}
              </p>
              {buyer && (item.downloads_left !== null || item.can_review) && (
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  {item.downloads_left !== null && (
                    <DownloadButton
                      orderNumber={order.order_number}
                      itemId={item.id}
                      title={item.title}
                      downloadsLeft={item.downloads_left}
                    />
                  )}
                  {item.can_review && path && (
                    <Button size="sm" variant="ghost" asChild>
                      <Link to={`${path}#reviews`}>
                        <Star aria-hidden /> {t("lines.review")}
                      </Link>
                    </Button>
                  )}
                </div>
              )}
            </div>
            <p className="shrink-0 font-semibold text-sm tabular-nums">
              {formatMoney(item.line_total, order.currency)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
