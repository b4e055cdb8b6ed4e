import { CartMessages } from "@saheli/core/cart";
import type { WishlistItem } from "@saheli/core/contracts/cart";
import { listingPath } from "@saheli/core/listings";
import { Heart, X } from "lucide-react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PriceTag } from "@/components/commerce/price-tag";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useMoveToCart, useToggleWishlist, useWishlist } from "../api/wishlist";
import { useMarketplaceT } from "../i18n";

type Props = { onNavigate?: () => void; onContinue: () => void };

/** Her wishlist with loading, error, empty and visitor states; the drawer and /wishlist share it. */
export function WishlistItems({ onNavigate, onContinue }: Props) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const session = useSession();
  const { openSignIn } = useSignIn();
  const wishlist = useWishlist();
  if (session.status === "signed-out") {
    return (
      <EmptyState
        icon={Heart}
        headingLevel="h3"
        title={messageIn(CartMessages.signInToSave)}
        description={t("cart.wishlist.signInHint")}
        action={<Button onClick={() => openSignIn("sign-in")}>{t("cart.wishlist.signIn")}</Button>}
      />
    );
  }
  return (
    <QueryState
      query={wishlist}
      loading={<Skeleton aria-label={t("cart.wishlist.loading")} className="h-24 w-full rounded-xl" />}
      errorTitle={t("cart.wishlist.error")}
      errorHeadingLevel="h3"
      isEmpty={(data) => data.items.length === 0}
      empty={{
        icon: Heart,
        headingLevel: "h3",
        title: messageIn(CartMessages.wishlistEmpty),
        action: <Button onClick={onContinue}>{t("cart.wishlist.continue")}</Button>,
      }}
    >
      {(data) => (
        <ul className="divide-y divide-border">
          {data.items.map((item) => (
            <WishlistRow key={item.id} item={item} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * A row with its kind's action (doc 3 §2.8): Add to Cart moves a product (or, when it has choices such as a size,
 * opens its page to choose); Buy Now and Book Now open the page.
 */
function WishlistRow({ item, onNavigate }: { item: WishlistItem; onNavigate?: () => void }) {
  const { t } = useMarketplaceT();
  const { listing } = item;
  const move = useMoveToCart();
  const toggle = useToggleWishlist();
  const path = listingPath(listing);
  return (
    <li className="flex gap-3 py-3">
      <FallbackImage
        src={listing.image_url}
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-xl bg-muted object-cover ring-1 ring-border"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <Link to={path} onClick={onNavigate} className="line-clamp-2 font-medium text-sm hover:underline">
          {listing.title}
        </Link>
        <PriceTag
          price={listing.price}
          salePrice={listing.sale_price}
          currency={listing.shop_currency}
          className="text-sm"
        />
        <div className="flex flex-wrap items-center gap-2">
          {listing.listing_type === "physical" && listing.has_variations ? (
            <Button size="sm" asChild>
              <Link to={path} onClick={onNavigate}>
                {t("cart.wishlist.chooseOptions")}
              </Link>
            </Button>
          ) : listing.listing_type === "physical" ? (
            <Button
              size="sm"
              loading={move.isPending}
              onClick={() =>
                move.mutate(listing.id, {
                  onSuccess: ({ message }) => toast.success(message, { description: listing.title }),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              {t("cart.wishlist.addToCart")}
            </Button>
          ) : (
            <Button size="sm" asChild>
              <Link to={path} onClick={onNavigate}>
                {listing.listing_type === "service" ? t("cart.wishlist.bookNow") : t("cart.wishlist.buyNow")}
              </Link>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={t("cart.wishlist.remove", { title: listing.title })}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ listingId: listing.id, add: false })}
          >
            <X aria-hidden /> {t("cart.wishlist.removeButton")}
          </Button>
        </div>
      </div>
    </li>
  );
}
