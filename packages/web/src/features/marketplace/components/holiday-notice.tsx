import { holidayNote } from "@saheli/core/shop-front";
import { Palmtree } from "lucide-react";
import { cn } from "@/lib/cn";

/** Holiday mode, as buyers read it: the shop is away, buying is paused, and her message. */
export function HolidayNotice({
  shopName,
  message,
  className,
}: {
  shopName: string;
  message: string | null;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        "flex items-start gap-3 rounded-2xl bg-warning-soft p-4 text-sm ring-1 ring-warning/30",
        className,
      )}
    >
      <Palmtree aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="grid gap-0.5">
        <p className="font-semibold text-foreground">{shopName} is on holiday</p>
        <p className="whitespace-pre-line text-foreground/90">{holidayNote(message)}</p>
        <p className="text-muted-foreground text-xs">
          You can look around; buying is paused until the shop is back.
        </p>
      </div>
    </div>
  );
}
