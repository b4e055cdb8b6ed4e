import type { Booking } from "@saheli/core/contracts/bookings";
import { Badge } from "@/components/ui/badge";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useBookingsT } from "../i18n";

const TONES = {
  pending: "warning",
  confirmed: "success",
  declined: "destructive",
  cancelled: "muted",
  completed: "secondary",
} as const;

/** A booking's state in words, coloured by what it asks of her. */
export function StatusChip({ booking }: { booking: Pick<Booking, "status" | "status_label"> }) {
  const { t } = useBookingsT();
  const messageIn = useMessageIn();
  return (
    <Badge variant={TONES[booking.status]} size="md">
      {/* A pending booking waits for someone (core's message says whom); the others are one word each. */}
      {booking.status === "pending" ? messageIn(booking.status_label) : t(`status.${booking.status}`)}
    </Badge>
  );
}
