import { MapPin } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

/** The delivery-location slot (home page, large screens). The picker itself comes with addresses. */
export function DeliveryLocationButton() {
  return (
    <Popover>
      <PopoverTrigger className="inline-flex h-12 shrink-0 items-center gap-2 rounded-xl px-2 text-left transition-colors hover:bg-muted data-[state=open]:bg-muted">
        <MapPin aria-hidden className="size-5 text-primary" />
        <span className="flex flex-col leading-tight">
          <span className="text-muted-foreground text-xs">Deliver to</span>
          <span className="font-semibold text-foreground text-sm">India</span>
        </span>
      </PopoverTrigger>
      <PopoverContent align="start">
        <p className="font-semibold text-foreground">Choose your delivery location</p>
        <p className="mt-1 text-muted-foreground text-sm">
          Soon you will pick a saved address, detect where you are, or enter a 6-digit pincode to see delivery
          options. For now we show shops from all over India.
        </p>
      </PopoverContent>
    </Popover>
  );
}
