import type { OrderStatus } from "@saheli/core/orders";
import { Badge } from "@/components/ui/badge";
import { useVendorOrdersT } from "../i18n";
import { statusTone } from "../lib/status-tone";

/** An order's state as a coloured chip. */
export function StatusChip({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useVendorOrdersT();
  return (
    <Badge variant={statusTone(status)} size="md" className={className}>
      {t(`status.${status}`)}
    </Badge>
  );
}
