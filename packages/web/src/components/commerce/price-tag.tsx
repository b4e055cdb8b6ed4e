import { discountPercent } from "@saheli/core/listings";
import { formatMoney } from "@saheli/core/money";
import { cn } from "@/lib/cn";

type PriceTagProps = { price: number; salePrice: number | null; currency: string; className?: string };

/** The price a buyer pays; on sale, the original struck through beside it. */
export function PriceTag({ price, salePrice, currency, className }: PriceTagProps) {
  const off = discountPercent({ price, sale_price: salePrice });
  const onSale = off !== null;
  const paid = onSale && salePrice !== null ? salePrice : price;
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <span className="font-semibold text-foreground">
        {onSale && <span className="sr-only">Sale price </span>}
        {formatMoney(paid, currency)}
      </span>
      {onSale && (
        <>
          <s className="text-muted-foreground text-xs">
            <span className="sr-only">Was </span>
            {formatMoney(price, currency)}
          </s>
          <span className="rounded-full bg-success-soft px-1.5 py-0.5 font-semibold text-[0.6875rem] text-success">
            {off}% off
          </span>
        </>
      )}
    </p>
  );
}
