import type { LedgerEntry } from "@saheli/core/contracts/shepay";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useShepayT } from "../i18n";
import { formatWhen, kindTone, signedMoney } from "../lib/format";

type Props = { entries: LedgerEntry[]; side: "shop" | "buyer" };

/** Ledger entries newest first: what, when, which pocket, for which order, and the signed amount. */
export function HistoryEntries({ entries, side }: Props) {
  const { t } = useShepayT();
  const locale = useIntlLocale();
  return (
    <ul
      aria-label={t("history.entries")}
      className="grid divide-y divide-border rounded-2xl bg-card shadow-card ring-1 ring-border"
    >
      {entries.map((entry) => {
        const tone = kindTone(entry.kind);
        const orderLink =
          entry.order_number &&
          (side === "shop"
            ? `/vendor/orders/${entry.order_number}`
            : `/commerce/orders/${entry.order_number}`);
        return (
          <li
            key={entry.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1 px-4 py-3"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`history.kinds.${entry.kind}`)}</span>
                {side === "shop" && (
                  <Badge variant="muted" size="sm">
                    {t(`history.pockets.${entry.pocket}`)}
                  </Badge>
                )}
              </div>
              {entry.memo && <p className="break-words text-muted-foreground text-sm">{entry.memo}</p>}
              <p className="text-muted-foreground text-xs">
                <time dateTime={entry.at}>{formatWhen(entry.at, locale)}</time>
                {orderLink && (
                  <>
                    {" · "}
                    <Link
                      to={orderLink}
                      className="whitespace-nowrap font-medium text-foreground underline-offset-2 hover:underline"
                    >
                      {entry.order_number}
                    </Link>
                  </>
                )}
                {side === "buyer" && entry.shop_name ? ` · ${entry.shop_name}` : ""}
              </p>
            </div>
            <p
              className={cn(
                "whitespace-nowrap text-right font-semibold tabular-nums",
                entry.amount > 0 && tone !== "move" && "text-success",
                entry.amount < 0 && tone === "out" && "text-destructive",
              )}
            >
              {signedMoney(entry.amount)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
