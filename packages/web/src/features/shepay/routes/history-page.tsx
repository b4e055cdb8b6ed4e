import type { HistorySide } from "@saheli/core/contracts/shepay";
import { LEDGER_KINDS, type LedgerKind } from "@saheli/core/shepay";
import { ReceiptText } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { useHistory } from "../api/get-history";
import type { HistoryFilters as Filters } from "../api/keys";
import { HistoryEntries } from "../components/history-entries";
import { HistoryFilters } from "../components/history-filters";
import { ShepayLayout } from "../components/shepay-layout";
import { EntriesSkeleton } from "../components/skeletons";
import { useShepayT } from "../i18n";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isKind = (value: string | null): value is LedgerKind =>
  value !== null && (LEDGER_KINDS as readonly string[]).includes(value);

/** /shepay/history: every entry of her shop's accounts, or — as a buyer — her payments and refunds. */
export function Component() {
  const { t } = useShepayT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("history.signIn")} />;
  return <HistoryPage hasShop={session.profile.has_shop} />;
}

function HistoryPage({ hasShop }: { hasShop: boolean }) {
  const { t } = useShepayT();
  const [params, setParams] = useSearchParams();
  const side: HistorySide = hasShop && params.get("side") !== "buyer" ? "shop" : "buyer";
  const filters: Filters = useMemo(() => {
    const kind = params.get("kind");
    const from = params.get("from") ?? "";
    const to = params.get("to") ?? "";
    return {
      side,
      kind: isKind(kind) ? kind : null,
      from: DAY.test(from) ? from : "",
      to: DAY.test(to) ? to : "",
    };
  }, [params, side]);
  const history = useHistory(filters);

  const change = useCallback(
    (next: Partial<Filters>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) merged.set(key, String(value));
            else merged.delete(key);
          }
          return merged;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const filtered = Boolean(filters.kind || filters.from || filters.to);

  return (
    <ShepayLayout
      title={t("history.title")}
      description={side === "shop" ? t("history.shopDescription") : t("history.buyerDescription")}
    >
      {hasShop && (
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t("history.whose")}</legend>
          {(["shop", "buyer"] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={side === value ? "primary" : "outline"}
              aria-pressed={side === value}
              onClick={() => change({ side: value === "shop" ? null : value, kind: null })}
            >
              {t(`history.${value}`)}
            </Button>
          ))}
        </fieldset>
      )}
      <HistoryFilters filters={filters} side={side} onChange={change} />
      <QueryState
        query={history}
        loading={<EntriesSkeleton />}
        errorTitle={t("history.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: ReceiptText,
          title: filtered ? t("history.noMatch") : t("history.none"),
          description: filtered
            ? t("history.noMatchText")
            : side === "shop"
              ? t("history.noneShop")
              : t("history.noneBuyer"),
          action: filtered ? (
            <Button variant="outline" onClick={() => change({ kind: null, from: "", to: "" })}>
              {t("history.clear")}
            </Button>
          ) : undefined,
        }}
      >
        {(data) => (
          <div className="grid gap-4">
            <HistoryEntries entries={data.pages.flatMap((page) => page.items)} side={side} />
            {history.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={history.isFetchingNextPage}
                onClick={() => history.fetchNextPage()}
              >
                {t("loadMore")}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </ShepayLayout>
  );
}
