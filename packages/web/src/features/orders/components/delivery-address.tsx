import type { ShippingAddress } from "@saheli/core/contracts/orders";
import { useOrdersT } from "../i18n";

/** The address the parcel goes to, as it was at checkout. */
export function DeliveryAddress({ address }: { address: ShippingAddress }) {
  const { t } = useOrdersT();
  return (
    <address className="grid gap-0.5 text-sm not-italic">
      <span className="font-medium">{address.full_name}</span>
      {address.address_line && <span>{address.address_line}</span>}
      {address.address_line_2 && <span>{address.address_line_2}</span>}
      <span>
        {address.city}, {address.state} {address.pincode}
      </span>
      <span>{address.country}</span>
      {address.phone && (
        <span className="text-muted-foreground">{t("address.phone", { phone: address.phone })}</span>
      )}
    </address>
  );
}
