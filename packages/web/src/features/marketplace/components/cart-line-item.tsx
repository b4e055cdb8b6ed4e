import type { CartLine } from "@saheli/core/contracts/cart";
import { listingPath, unitPrice } from "@saheli/core/listings";
import { formatMoney } from "@saheli/core/money";
import { Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useCart } from "../api/cart";
import { useMarketplaceT } from "../i18n";

/** One line: photo, title, the price she pays, − quantity +, the line total; 0 removes it (doc 3 §2.7). */
export function CartLineItem({ line, onNavigate }: { line: CartLine; onNavigate?: () => void }) {
  const { t } = useMarketplaceT();
  const cart = useCart();
  const { listing } = line;
  const price = unitPrice(listing);
  const physical = listing.listing_type === "physical";
  const set = (quantity: number) =>
    cart.update(line.id, quantity).catch((error: Error) => toast.error(error.message));
  const variant = line.variant_data ? Object.entries(line.variant_data).map(([k, v]) => `${k}: ${v}`) : [];
  return (
    <li className="flex gap-3 py-3">
      <FallbackImage
        src={listing.image_url}
        alt=""
        width={72}
        height={72}
        className="size-18 shrink-0 rounded-xl bg-muted object-cover ring-1 ring-border"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={listingPath(listing)}
          onClick={onNavigate}
          className="line-clamp-2 font-medium text-sm hover:underline"
        >
          {listing.title}
        </Link>
        <p className="text-muted-foreground text-xs">
          {listing.shop_name}
          {variant.length > 0 && ` · ${variant.join(", ")}`}
        </p>
        <p className="text-sm">{formatMoney(price, listing.shop_currency)}</p>
        <div className="flex items-center justify-between gap-2">
          {physical ? (
            <fieldset className="flex items-center gap-1">
              <legend className="sr-only">{t("cart.line.quantityOf", { title: listing.title })}</legend>
              <Button
                size="icon"
                variant="outline"
                className="size-8"
                aria-label={
                  line.quantity === 1 ? t("cart.line.remove", { title: listing.title }) : t("cart.line.fewer")
                }
                disabled={cart.change.isPending}
                onClick={() => set(line.quantity - 1)}
              >
                <Minus aria-hidden />
              </Button>
              <output aria-live="polite" className="w-8 text-center text-sm tabular-nums">
                {line.quantity}
              </output>
              <Button
                size="icon"
                variant="outline"
                className="size-8"
                aria-label={t("cart.line.more")}
                disabled={cart.change.isPending || line.quantity >= listing.quantity}
                onClick={() => set(line.quantity + 1)}
              >
                <Plus aria-hidden />
              </Button>
            </fieldset>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              className="text-muted-foreground"
              onClick={() => set(0)}
              aria-label={t("cart.line.remove", { title: listing.title })}
            >
              <Trash2 aria-hidden /> {t("cart.line.removeButton")}
            </Button>
          )}
          <p className="font-semibold text-sm tabular-nums">
            {formatMoney(price * line.quantity, listing.shop_currency)}
          </p>
        </div>
      </div>
    </li>
  );
}
