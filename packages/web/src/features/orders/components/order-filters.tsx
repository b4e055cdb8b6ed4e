import { BUYER_ORDER_FILTERS } from "@saheli/core/contracts/orders";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import type { BuyerOrderFilter } from "../api/keys";
import { useOrdersT } from "../i18n";

export function parseOrderFilter(value: string | null): BuyerOrderFilter {
  return (BUYER_ORDER_FILTERS as readonly string[]).includes(value ?? "")
    ? (value as BuyerOrderFilter)
    : "all";
}

/** The filter tabs of her orders, as links (the filter lives in the address, so back and share work). */
export function OrderFilters({
  current,
  href,
}: {
  current: BuyerOrderFilter;
  href: (f: BuyerOrderFilter) => string;
}) {
  const { t } = useOrdersT();
  return (
    <nav
      aria-label={t("list.filters")}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]"
    >
      {BUYER_ORDER_FILTERS.map((filter) => (
        <Link
          key={filter}
          to={href(filter)}
          aria-current={filter === current ? "page" : undefined}
          className={cn(
            "shrink-0 rounded-full border px-4 py-1.5 text-sm transition-colors",
            filter === current
              ? "border-primary bg-primary-soft text-primary"
              : "border-input hover:border-primary/50",
          )}
        >
          {t(`list.filter.${filter}`)}
        </Link>
      ))}
    </nav>
  );
}
