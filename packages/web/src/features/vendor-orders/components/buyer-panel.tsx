import type { Order } from "@saheli/core/contracts/orders";
import { MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useVendorOrdersT } from "../i18n";
import { Panel } from "./panel";

/** Who bought it, where the parcel goes, and a way to talk to her. */
export function BuyerPanel({ order }: { order: Order }) {
  const { t } = useVendorOrdersT();
  const { buyer, shipping_address: to } = order;
  const phone = to.phone;
  return (
    <Panel title={t("panels.buyer")} id="order-buyer">
      <p className="font-medium">
        {buyer.username ? (
          <Link
            to={`/profile/${encodeURIComponent(buyer.username)}`}
            className="text-primary hover:underline"
          >
            {buyer.name}
          </Link>
        ) : (
          buyer.name
        )}
      </p>
      <div className="grid gap-1 text-sm">
        <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {t("panels.shipTo")}
        </h3>
        <address className="not-italic leading-relaxed">
          {to.full_name}
          <br />
          {to.address_line}
          {to.address_line_2 && (
            <>
              <br />
              {to.address_line_2}
            </>
          )}
          {(to.address_line || to.address_line_2) && <br />}
          {to.city}, {to.state} {to.pincode}
        </address>
        {phone && (
          <a href={`tel:${phone}`} className="inline-flex items-center gap-1.5 text-primary hover:underline">
            <Phone aria-hidden className="size-4" /> {phone}
          </a>
        )}
      </div>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={`/chat?user=${encodeURIComponent(buyer.id)}`}>
          <MessageCircle aria-hidden /> {t("panels.message")}
        </Link>
      </Button>
    </Panel>
  );
}
