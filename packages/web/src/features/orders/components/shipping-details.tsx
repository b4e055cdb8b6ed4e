import type { Order } from "@saheli/core/contracts/orders";
import { ExternalLink, Truck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOrdersT } from "../i18n";

/** The courier and the tracking number once the shop has shipped, with the courier's own tracking page. */
export function ShippingDetails({ order }: { order: Pick<Order, "carrier" | "awb" | "tracking_url"> }) {
  const { t } = useOrdersT();
  if (!order.carrier && !order.awb) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Truck aria-hidden className="size-4" /> {t("shipping.pending")}
      </p>
    );
  }
  const safeLink = order.tracking_url && /^https?:\/\//i.test(order.tracking_url) ? order.tracking_url : null;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {order.carrier && (
          <>
            <dt className="text-muted-foreground">{t("shipping.courier")}</dt>
            <dd>{order.carrier}</dd>
          </>
        )}
        {order.awb && (
          <>
            <dt className="text-muted-foreground">{t("shipping.awb")}</dt>
            <dd className="font-mono">{order.awb}</dd>
          </>
        )}
      </dl>
      {safeLink && (
        <Button variant="outline" size="sm" asChild className="w-fit">
          <a href={safeLink} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> {t("shipping.trackParcel")}
          </a>
        </Button>
      )}
    </div>
  );
}
