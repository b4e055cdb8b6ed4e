import { CartLimits } from "@saheli/core/cart";
import type { ListingDetail } from "@saheli/core/contracts/listings";
import { useQueryClient } from "@tanstack/react-query";
import { FolderPlus, Heart, Minus, Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PriceTag } from "@/components/commerce/price-tag";
import { RatingSummary } from "@/components/commerce/rating-summary";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useSaveToCollection } from "@/lib/save-to-collection";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useCart } from "../api/cart";
import { marketplaceKeys } from "../api/keys";
import { useToggleWishlist } from "../api/wishlist";
import { useMarketplaceT } from "../i18n";
import { toShoppingListing } from "../lib/to-shopping-listing";
import { useStockState } from "../lib/use-stock-state";
import { useShoppingPanels } from "./shopping-provider";
import { VariantPicker } from "./variant-picker";

/** Price, stock, choices and the type's actions: Add to Cart, Buy Now (digital) or Book Now (service). */
export function BuyBox({ listing }: { listing: ListingDetail }) {
  const cart = useCart();
  const session = useSession();
  const { openSignIn } = useSignIn();
  const panels = useShoppingPanels();
  const navigate = useNavigate();
  const heart = useToggleWishlist();
  const saveToCollection = useSaveToCollection();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const { t } = useMarketplaceT();
  const stock = useStockState(listing);
  const physical = listing.listing_type === "physical";
  const missing = listing.variations.find((v) => !chosen[v.name]);
  // Holiday mode: her listing stays visible, but nothing can be bought until she is back.
  const resting = listing.shop.holiday_mode;

  const add = async (then: "drawer" | "cart" | "checkout") => {
    if (missing) return void toast.error(t("product.buyBox.choose", { name: missing.name.toLowerCase() }));
    try {
      const message = await cart.add(
        toShoppingListing(listing),
        physical ? quantity : 1,
        listing.variations.length > 0 ? chosen : null,
      );
      if (then === "cart") return navigate("/cart");
      if (then === "checkout") return navigate("/checkout");
      toast.success(message ?? t("product.buyBox.added"), {
        description: listing.title,
        action: { label: t("product.buyBox.viewCart"), onClick: panels.openCart },
      });
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const toggleHeart = () => {
    if (session.status !== "signed-in") return openSignIn("sign-in");
    heart.mutate(
      { listingId: listing.id, add: !listing.in_wishlist },
      {
        onSuccess: () =>
          toast.success(
            listing.in_wishlist ? t("product.buyBox.wishlistRemoved") : t("product.buyBox.wishlistAdded"),
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const toCollection = () => {
    if (session.status !== "signed-in") return openSignIn("sign-in");
    saveToCollection?.({
      kind: "listing",
      id: listing.id,
      title: listing.title,
      // Saved listings are her wishlist: the heart and the drawer show it too.
      onSaved: () => void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
    });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <h1 className="text-balance font-display font-semibold text-2xl text-foreground lg:text-3xl">
          {listing.title}
        </h1>
        <RatingSummary rating={listing.average_rating} reviews={listing.total_reviews} />
        <PriceTag
          price={listing.price}
          salePrice={listing.sale_price}
          currency={listing.shop.shop_currency}
          className="text-xl"
        />
        {listing.listing_type === "service" && listing.booking_duration_minutes && (
          <p className="text-muted-foreground text-sm">
            {t("product.buyBox.duration", {
              n: listing.booking_duration_minutes,
              mode: listing.is_online ? t("product.buyBox.online") : t("product.buyBox.inPerson"),
            })}
            {listing.requires_approval && t("product.buyBox.approval")}
          </p>
        )}
        {listing.listing_type === "digital" && (
          <p className="text-muted-foreground text-sm">{t("product.buyBox.digital")}</p>
        )}
        {physical && (
          <p className={cn("font-medium text-sm", stock.available ? "text-success" : "text-destructive")}>
            {stock.label}
          </p>
        )}
      </div>
      {listing.variations.length > 0 && (
        <VariantPicker
          variations={listing.variations}
          chosen={chosen}
          onChoose={(name, value) => setChosen((c) => ({ ...c, [name]: value }))}
        />
      )}
      {physical && stock.available && !resting && (
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t("product.buyBox.quantity")}</legend>
          <Button
            size="icon"
            variant="outline"
            aria-label={t("product.buyBox.fewer")}
            disabled={quantity <= 1}
            onClick={() => setQuantity((q) => q - 1)}
          >
            <Minus aria-hidden />
          </Button>
          <output aria-live="polite" className="w-10 text-center tabular-nums">
            {quantity}
          </output>
          <Button
            size="icon"
            variant="outline"
            aria-label={t("product.buyBox.more")}
            disabled={quantity >= Math.min(listing.quantity, CartLimits.quantityMax)}
            onClick={() => setQuantity((q) => q + 1)}
          >
            <Plus aria-hidden />
          </Button>
        </fieldset>
      )}
      {resting && (
        <p className="font-medium text-sm text-warning">
          {t("product.buyBox.paused", { shop: listing.shop.shop_name })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {physical ? (
          <>
            <Button
              size="lg"
              className="flex-1"
              disabled={!stock.available || resting}
              loading={cart.change.isPending}
              onClick={() => add("drawer")}
            >
              {t("product.buyBox.addToCart")}
            </Button>
            <Button
              size="lg"
              variant="accent"
              className="flex-1"
              disabled={!stock.available || resting}
              onClick={() => add("cart")}
            >
              {t("product.buyBox.buyNow")}
            </Button>
          </>
        ) : (
          <Button
            size="lg"
            className="flex-1"
            disabled={resting}
            loading={cart.change.isPending}
            onClick={() =>
              // A service is booked for a time: its slot picker, then payment (features/bookings).
              listing.listing_type === "service" ? navigate(`/service/${listing.slug}/book`) : add("checkout")
            }
          >
            {listing.listing_type === "service" ? t("product.buyBox.bookNow") : t("product.buyBox.buyNow")}
          </Button>
        )}
        <Button
          size="lg"
          variant="outline"
          aria-pressed={listing.in_wishlist}
          loading={heart.isPending}
          onClick={toggleHeart}
        >
          <Heart aria-hidden className={cn(listing.in_wishlist && "fill-primary text-primary")} />
          {listing.in_wishlist ? t("product.buyBox.inWishlist") : t("product.buyBox.addToWishlist")}
        </Button>
      </div>
      {saveToCollection && (
        <Button variant="ghost" className="justify-self-start" onClick={toCollection}>
          <FolderPlus aria-hidden /> {t("product.buyBox.saveToCollection")}
        </Button>
      )}
    </div>
  );
}
