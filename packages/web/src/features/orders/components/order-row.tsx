import type { OrderSummary } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { useOrdersLocale, useOrdersT } from "../i18n";
import { formatDay } from "../lib/format";
import { StatusChip } from "./status-chip";

/** One order in her list: what it is, from whom, when, how much, and where it stands. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useOrdersT();
  const locale = useOrdersLocale();
  const more = order.item_count - 1;
  return (
    <li>
      <Link
        to={`/commerce/orders/${order.order_number}`}
        aria-label={t("row.order", { number: order.order_number })}
        className="flex items-center gap-3 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border transition-colors hover:ring-primary/50 sm:p-4"
      >
        <FallbackImage
          src={order.first_item?.image_url ?? null}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-xl bg-muted object-cover ring-1 ring-border"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-sm">{order.order_number}</span>
            <StatusChip status={order.order_status} />
          </div>
          <p className="line-clamp-1 text-sm">
            {order.first_item?.title ?? t("row.untitled")}
            {more > 0 && <span className="text-muted-foreground">{t("row.more", { count: more })}</span>}
          </p>
          <p className="text-muted-foreground text-xs">
            {order.shop_name} · <time dateTime={order.created_at}>{formatDay(order.created_at, locale)}</time>
          </p>
        </div>
        <span className="shrink-0 font-semibold text-sm tabular-nums">
          {formatMoney(order.total_amount, order.currency)}
        </span>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}
