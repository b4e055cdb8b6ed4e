import type { Booking } from "@saheli/core/contracts/bookings";
import { Badge } from "@/components/ui/badge";

const TONES = {
  pending: "warning",
  confirmed: "success",
  declined: "destructive",
  cancelled: "muted",
  completed: "secondary",
} as const;

/** A booking's state in words, coloured by what it asks of her. */
export function StatusChip({ booking }: { booking: Pick<Booking, "status" | "status_label"> }) {
  return (
    <Badge variant={TONES[booking.status]} size="md">
      {booking.status_label}
    </Badge>
  );
}
