import type { Order } from "@saheli/core/contracts/orders";
import { ExternalLink } from "lucide-react";
import { useVendorOrdersT } from "../i18n";
import { Panel } from "./panel";

/** The courier and tracking number she gave when she shipped it. */
export function ShippingPanel({ order }: { order: Order }) {
  const { t } = useVendorOrdersT();
  if (!order.carrier && !order.awb) return null;
  return (
    <Panel title={t("panels.shipping")} id="order-shipping">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("panels.courier")}</dt>
        <dd>{order.carrier}</dd>
        <dt className="text-muted-foreground">{t("panels.awb")}</dt>
        <dd className="break-all font-mono">{order.awb}</dd>
      </dl>
      {order.tracking_url?.startsWith("https://") && (
        <a
          href={order.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-primary text-sm hover:underline"
        >
          {t("panels.track")} <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
    </Panel>
  );
}
