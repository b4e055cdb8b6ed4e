import { useNavigate } from "react-router";
import { useWishlist } from "../api/wishlist";
import { WishlistItems } from "../components/wishlist-items";

/** /wishlist: everything she hearted, with each kind's action. */
export function Component() {
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const count = wishlist.data?.items.length ?? 0;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{`Wishlist (${count}) · Saheli`}</title>
      <h1 className="font-display font-semibold text-2xl">Wishlist ({count})</h1>
      <section
        aria-label="Wishlist items"
        className="rounded-2xl bg-card px-4 shadow-card ring-1 ring-border"
      >
        <WishlistItems onContinue={() => navigate("/commerce")} />
      </section>
    </div>
  );
}
