import type { Wallet } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { cn } from "@/lib/cn";
import { useShepayT } from "../i18n";

type FigureProps = {
  label: string;
  amount: number;
  meaning: string;
  strong?: boolean;
  id: string;
  note?: string;
};

function Figure({ label, amount, meaning, strong, id, note }: FigureProps) {
  return (
    <div
      className={cn(
        "grid content-start gap-1 rounded-2xl p-4 ring-1",
        strong ? "bg-primary-soft ring-primary/30" : "bg-card ring-border",
      )}
    >
      <p id={`${id}-label`} className="font-medium text-muted-foreground text-sm">
        {label}
      </p>
      <p
        className={cn(
          "font-display font-semibold tabular-nums",
          strong ? "text-3xl text-primary" : "text-2xl",
        )}
      >
        {formatMoney(amount, "INR")}
      </p>
      {note && <p className="font-medium text-sm">{note}</p>}
      <p className="text-muted-foreground text-xs leading-relaxed">{meaning}</p>
    </div>
  );
}

/** Her three main figures, and beside them what is asked for, owed and collected in cash when there is any. */
export function WalletFigures({ wallet }: { wallet: Wallet }) {
  const { t } = useShepayT();
  const extras = [
    { id: "requested", label: t("figures.requested"), figure: wallet.requested },
    { id: "owed", label: t("figures.owed"), figure: wallet.owed },
    { id: "cash", label: t("figures.cash"), figure: wallet.cash },
  ].filter((extra) => extra.figure.amount !== 0);
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure
          id="available"
          label={t("figures.available")}
          strong
          {...wallet.available}
          note={
            wallet.requested.amount > 0
              ? t("figures.withdrawable", { amount: formatMoney(wallet.withdrawable, "INR") })
              : undefined
          }
        />
        <Figure id="pending" label={t("figures.pending")} {...wallet.pending} />
        <Figure id="paid-out" label={t("figures.paidOut")} {...wallet.paid_out} />
      </div>
      {extras.length > 0 && (
        <dl className="grid gap-2 rounded-2xl bg-muted/60 p-4 text-sm sm:grid-cols-3">
          {extras.map((extra) => (
            <div key={extra.id} className="grid gap-0.5">
              <dt className="text-muted-foreground">{extra.label}</dt>
              <dd className="font-semibold tabular-nums">{formatMoney(extra.figure.amount, "INR")}</dd>
              <dd className="text-muted-foreground text-xs">{extra.figure.meaning}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
