import { formatMoney } from "@saheli/core/money";
import { cn } from "@/lib/cn";

type PriceTagProps = { price: number; salePrice: number | null; currency: string; className?: string };

/** The price a buyer pays; on sale, the original struck through beside it. */
export function PriceTag({ price, salePrice, currency, className }: PriceTagProps) {
  const onSale = salePrice !== null && salePrice < price;
  const paid = onSale ? salePrice : price;
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
            {Math.round((1 - paid / price) * 100)}% off
          </span>
        </>
      )}
    </p>
  );
}
