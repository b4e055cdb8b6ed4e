import type { Order } from "@saheli/core/contracts/orders";
import { FileText, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { invoiceUrl } from "../api/invoice";
import { packingSlipUrl } from "../api/packing-slip";
import { useVendorOrdersT } from "../i18n";

/** The packing slip for the parcel, and the GST invoice once the order has one. */
export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useVendorOrdersT();
  const parcel = order.items.some((item) => item.listing_type === "physical");
  return (
    <div className="flex flex-wrap gap-2">
      {parcel && (
        <Button asChild variant="outline" size="sm">
          <a href={packingSlipUrl(order.order_number)} target="_blank" rel="noopener">
            <Printer aria-hidden /> {t("order.packingSlip")}
          </a>
        </Button>
      )}
      {order.invoice_number && (
        <Button asChild variant="outline" size="sm">
          <a href={invoiceUrl(order.order_number)} target="_blank" rel="noopener">
            <FileText aria-hidden /> {t("order.invoicePdf")}
          </a>
        </Button>
      )}
    </div>
  );
}
