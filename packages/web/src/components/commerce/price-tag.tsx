import { discountPercent } from "@saheli/core/listings";
import { formatMoney } from "@saheli/core/money";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

type PriceTagProps = { price: number; salePrice: number | null; currency: string; className?: string };

/** The price a buyer pays; on sale, the original struck through beside it. */
export function PriceTag({ price, salePrice, currency, className }: PriceTagProps) {
  const off = discountPercent({ price, sale_price: salePrice });
  const onSale = off !== null;
  const paid = onSale && salePrice !== null ? salePrice : price;
  const { t } = useTranslation();
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <span className="font-semibold text-foreground">
        {onSale && <span className="sr-only">{t("commerce.salePrice")}</span>}
        {formatMoney(paid, currency)}
      </span>
      {onSale && (
        <>
          <s className="text-muted-foreground text-xs">
            <span className="sr-only">{t("commerce.was")}</span>
            {formatMoney(price, currency)}
          </s>
          <span className="rounded-full bg-success-soft px-1.5 py-0.5 font-semibold text-[0.6875rem] text-success">
            {t("commerce.off", { percent: off })}
          </span>
        </>
      )}
    </p>
  );
}
