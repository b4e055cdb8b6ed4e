import { Info } from "lucide-react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { useWallet } from "../api/get-wallet";
import { WalletFigures } from "../components/figures";
import { NoShop } from "../components/no-shop";
import { Panel } from "../components/panel";
import { PayoutAction } from "../components/payout-dialog";
import { PayoutsList } from "../components/payouts-list";
import { ShepayLayout } from "../components/shepay-layout";
import { WalletSkeleton } from "../components/skeletons";
import { StatementsPanel } from "../components/statements-panel";
import { useShepayT } from "../i18n";
import { ratesLine } from "../lib/format";

/** /shepay/wallet: what her shop has earned — pending, available, paid out — her payouts and statements. */
export function Component() {
  const { t } = useShepayT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("wallet.signIn")} />;
  if (!session.profile.has_shop)
    return (
      <ShepayLayout title={t("wallet.title")}>
        <NoShop />
      </ShepayLayout>
    );
  return <WalletPage />;
}

function WalletPage() {
  const { t } = useShepayT();
  const wallet = useWallet();
  return (
    <ShepayLayout title={t("wallet.title")} action={wallet.data && <PayoutAction wallet={wallet.data} />}>
      <QueryState query={wallet} loading={<WalletSkeleton />} errorTitle={t("wallet.error")}>
        {(data) => (
          <div className="grid gap-5">
            <p className="flex items-start gap-2 rounded-xl bg-accent-soft px-3 py-2.5 text-sm">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
              <span>{data.explanation}</span>
            </p>
            <WalletFigures wallet={data} />
            <div className="grid gap-5 lg:grid-cols-2">
              <Panel
                title={t("wallet.payouts")}
                id="shepay-payouts"
                action={
                  <Button asChild variant="link" size="sm">
                    <Link to="/shepay/history?kind=payout">{t("wallet.allPayouts")}</Link>
                  </Button>
                }
              >
                {data.payout_method ? (
                  <p className="text-muted-foreground text-sm">
                    <Trans
                      t={t}
                      i18nKey="wallet.to"
                      values={{ destination: data.payout_method.display }}
                      components={{
                        strong: <span className="font-medium text-foreground" />,
                        change: <Link to="/shepay/settings" className="underline underline-offset-2" />,
                      }}
                    />
                  </p>
                ) : (
                  <p className="text-muted-foreground text-sm">
                    <Trans
                      t={t}
                      i18nKey="wallet.addMethod"
                      components={{
                        settings: <Link to="/shepay/settings" className="underline underline-offset-2" />,
                      }}
                    />
                  </p>
                )}
                <PayoutsList payouts={data.payouts} />
              </Panel>
              <StatementsPanel ratesLine={ratesLine(data.rates, data.shop.registered, t)} />
            </div>
          </div>
        )}
      </QueryState>
    </ShepayLayout>
  );
}
