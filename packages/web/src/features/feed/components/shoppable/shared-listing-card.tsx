import type { ShoppingListing } from "@saheli/core/contracts/cart";
import type { SharedListing, ShoppableListing } from "@saheli/core/contracts/post-listings";
import { listingPath } from "@saheli/core/listings";
import { ShareMessages } from "@saheli/core/shoppable";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, PackageX, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useCartActions } from "@/components/commerce/cart-actions-slot";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { ListingFacts } from "@/components/commerce/listing-facts";
import { Button } from "@/components/ui/button";
import { PreloadLink } from "@/components/ui/preload-link";
import { toast } from "@/components/ui/toast";
import { feedKeys } from "@/features/feed/api/keys";
import { useFeedT } from "@/features/feed/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";

const toShopping = (listing: ShoppableListing): ShoppingListing => ({
  id: listing.id,
  slug: listing.slug,
  title: listing.title,
  price: listing.price,
  sale_price: listing.sale_price,
  quantity: listing.quantity,
  listing_type: listing.listing_type,
  image_url: listing.image_url,
  shop_id: listing.shop.id,
  shop_name: listing.shop.shop_name,
  shop_slug: listing.shop.slug,
  shop_currency: listing.shop.shop_currency,
  vendor_id: listing.vendor_id,
  has_variations: listing.has_variations,
});

/** One listing shared in a post: what it is, and buying or booking it without leaving the feed. */
export function SharedListingCard({ shared }: { shared: SharedListing }) {
  const { listing } = shared;
  const messageIn = useMessageIn();
  if (!listing) {
    return (
      <div className="flex min-h-24 items-center gap-3 rounded-xl bg-muted p-3 text-muted-foreground text-sm">
        <PackageX aria-hidden className="size-5 shrink-0" />
        {messageIn(ShareMessages.unavailable)}
      </div>
    );
  }
  return (
    <article className="grid h-full content-start gap-2 rounded-xl bg-card p-2 ring-1 ring-border">
      <FallbackImage
        src={listing.image_url}
        alt=""
        loading="lazy"
        width={320}
        height={240}
        className="aspect-[4/3] w-full rounded-lg bg-muted object-cover"
      />
      <div className="grid min-w-0 gap-1 px-1">
        <h3 className="line-clamp-2 font-medium text-sm">
          <PreloadLink to={listingPath(listing)} className="hover:underline">
            {listing.title}
          </PreloadLink>
        </h3>
        <ListingFacts listing={listing} />
      </div>
      <BuyActions listing={listing} soldOut={shared.state === "sold_out"} />
    </article>
  );
}

/** The listing page's own actions (BuyBox): Add to cart and Buy now, Buy now for a download, Book now. */
function BuyActions({ listing, soldOut }: { listing: ShoppableListing; soldOut: boolean }) {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const cart = useCartActions();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  if (soldOut) {
    return (
      <p className="px-1 pb-1 font-semibold text-destructive text-sm">{messageIn(ShareMessages.soldOut)}</p>
    );
  }
  if (session.status === "signed-in" && session.user.id === listing.vendor_id) {
    return <p className="px-1 pb-1 text-muted-foreground text-xs">{t("share.yourListing")}</p>;
  }
  const signedIn = session.status === "signed-in";
  if (!cart) return null;
  const guard = (action: () => void) => () => (signedIn ? action() : openSignIn("sign-in"));
  const add = async (then: "toast" | "cart" | "checkout") => {
    setBusy(true);
    try {
      const message = await cart.add(toShopping(listing), 1);
      if (then === "cart") return navigate("/cart");
      if (then === "checkout") return navigate("/checkout");
      toast.success(message ?? t("share.added"), {
        description: listing.title,
        action: { label: t("share.viewCart"), onClick: cart.openCart },
      });
    } catch (error) {
      toast.error((error as Error).message);
      // The stock may have run out since the feed was read: the card shows it now.
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    } finally {
      setBusy(false);
    }
  };
  const row = "flex flex-wrap gap-2 px-1 pb-1";
  if (listing.listing_type === "service") {
    return (
      <div className={row}>
        <Button size="sm" className="flex-1" onClick={guard(() => navigate(`${listingPath(listing)}/book`))}>
          <CalendarCheck aria-hidden /> {t("share.book")}
        </Button>
      </div>
    );
  }
  if (listing.has_variations) {
    // Size or colour is chosen on its page before it can go in the cart.
    return (
      <div className={row}>
        <Button size="sm" variant="outline" className="flex-1" onClick={() => navigate(listingPath(listing))}>
          {t("share.options")}
        </Button>
      </div>
    );
  }
  if (listing.listing_type === "digital") {
    return (
      <div className={row}>
        <Button size="sm" className="flex-1" loading={busy} onClick={guard(() => add("checkout"))}>
          {t("share.buyNow")}
        </Button>
      </div>
    );
  }
  return (
    <div className={row}>
      <Button
        size="sm"
        variant="outline"
        className="flex-1"
        loading={busy}
        aria-label={t("share.addLabel", { title: listing.title })}
        onClick={guard(() => add("toast"))}
      >
        <ShoppingCart aria-hidden /> {t("share.addToCart")}
      </Button>
      <Button
        size="sm"
        variant="accent"
        className="flex-1"
        aria-label={t("share.buyLabel", { title: listing.title })}
        onClick={guard(() => add("cart"))}
      >
        {t("share.buyNow")}
      </Button>
    </div>
  );
}
