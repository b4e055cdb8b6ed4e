import { ShopFrontMessages } from "@saheli/core/shop-front";
import { Palmtree } from "lucide-react";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMarketplaceT } from "../i18n";

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
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
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
        <p className="font-semibold text-foreground">{t("product.holiday.heading", { shop: shopName })}</p>
        <p className="whitespace-pre-line text-foreground/90">
          {message?.trim() || messageIn(ShopFrontMessages.holidayDefault)}
        </p>
        <p className="text-muted-foreground text-xs">{t("product.holiday.hint")}</p>
      </div>
    </div>
  );
}
