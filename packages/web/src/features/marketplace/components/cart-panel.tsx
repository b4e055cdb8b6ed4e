import { CartMessages } from "@saheli/core/cart";
import { RefreshCw, ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useCart } from "../api/cart";
import { useMarketplaceT } from "../i18n";
import { CartLineItem } from "./cart-line-item";

/** The lines of her cart with loading, error and empty states; shared by the drawer and /cart. */
export function CartLines({ onNavigate, onContinue }: { onNavigate?: () => void; onContinue: () => void }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const cart = useCart();
  if (cart.isPending) {
    return (
      <div role="status" aria-label={t("cart.lines.loading")} className="grid gap-3 py-2">
        {[0, 1].map((n) => (
          <Skeleton key={n} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (cart.isError) {
    return (
      <EmptyState
        headingLevel="h3"
        title={t("cart.lines.error")}
        action={
          <Button variant="outline" onClick={() => cart.refetch()}>
            <RefreshCw aria-hidden /> {t("cart.lines.retry")}
          </Button>
        }
      />
    );
  }
  if (cart.lines.length === 0) {
    return (
      <EmptyState
        icon={ShoppingCart}
        headingLevel="h3"
        title={messageIn(CartMessages.empty)}
        description={t("cart.lines.emptyHint")}
        action={<Button onClick={onContinue}>{t("cart.lines.continue")}</Button>}
      />
    );
  }
  return (
    <>
      {cart.notices.length > 0 && (
        <ul role="status" className="mb-2 grid gap-1 rounded-xl bg-warning-soft p-3 text-sm text-warning">
          {cart.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <ul className="divide-y divide-border">
        {cart.lines.map((line) => (
          <CartLineItem key={line.id} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
    </>
  );
}
