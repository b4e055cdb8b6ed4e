import { useNavigate } from "react-router";
import { useWishlist } from "../api/wishlist";
import { WishlistItems } from "../components/wishlist-items";
import { useMarketplaceT } from "../i18n";

/** /wishlist: everything she hearted, with each kind's action. */
export function Component() {
  const { t } = useMarketplaceT();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const count = wishlist.data?.items.length ?? 0;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("cart.wishlist.pageTitle", { n: count })}</title>
      <h1 className="font-display font-semibold text-2xl">{t("cart.wishlist.pageHeading", { n: count })}</h1>
      <section
        aria-label={t("cart.wishlist.pageItems")}
        className="rounded-2xl bg-card px-4 shadow-card ring-1 ring-border"
      >
        <WishlistItems onContinue={() => navigate("/commerce")} />
      </section>
    </div>
  );
}
