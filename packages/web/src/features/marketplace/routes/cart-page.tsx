import { cartTotals } from "@saheli/core/cart";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useCart } from "../api/cart";
import { CartLines } from "../components/cart-panel";
import { CartSummary } from "../components/cart-summary";
import { useMarketplaceT } from "../i18n";

/** /cart: the same lines and totals as the drawer, with room to read them. */
export function Component() {
  const { t } = useMarketplaceT();
  const cart = useCart();
  const navigate = useNavigate();
  const count = cartTotals(cart.lines).count;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("cart.page.title", { n: count })}</title>
      <h1 className="font-display font-semibold text-2xl">{t("cart.page.heading", { n: count })}</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <section
          aria-label={t("cart.page.items")}
          className="rounded-2xl bg-card px-4 shadow-card ring-1 ring-border"
        >
          <CartLines onContinue={() => navigate("/commerce")} />
        </section>
        {cart.lines.length > 0 && (
          <aside
            aria-label={t("cart.page.summary")}
            className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border lg:sticky lg:top-24"
          >
            <CartSummary lines={cart.lines} />
            <Button size="lg" asChild>
              <Link to="/checkout">{t("cart.page.checkout")}</Link>
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/commerce">{t("cart.page.continue")}</Link>
            </Button>
          </aside>
        )}
      </div>
    </div>
  );
}
