import { PAYOUT_STATUSES, type PayoutStatus } from "@saheli/core/contracts/shepay";
import { ArrowLeft, Banknote, ShieldAlert } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useRates } from "../api/admin-settings";
import { useAdminPayouts } from "../api/get-admin-payouts";
import { AdminPayoutItem } from "../components/admin-payout-item";
import { Panel } from "../components/panel";
import { RatesForm } from "../components/rates-form";
import { EntriesSkeleton } from "../components/skeletons";
import { useShepayT } from "../i18n";

const isStatus = (value: string | null): value is PayoutStatus =>
  value !== null && (PAYOUT_STATUSES as readonly string[]).includes(value);

/** /admin/payouts: vendors' payout requests, oldest first, to send and record (role A). */
export function Component() {
  const { t } = useShepayT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("admin.signIn")} />;
  const admin = session.profile.role === "A";
  return (
    <>
      <title>{t("admin.title")}</title>
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/">
            <ArrowLeft aria-hidden /> {t("admin.back")}
          </Link>
        </Button>
        {admin ? (
          <>
            <Payouts />
            <Rates />
          </>
        ) : (
          <EmptyState
            icon={ShieldAlert}
            headingLevel="h1"
            title={t("admin.forAdmins")}
            description={t("admin.onlyAdmins")}
          />
        )}
      </div>
    </>
  );
}

function Rates() {
  const { t } = useShepayT();
  const rates = useRates(true);
  return (
    <Panel title={t("admin.rates")} id="shepay-rates">
      <QueryState
        query={rates}
        loading={<Skeleton className="h-24 rounded-xl" />}
        errorTitle={t("admin.ratesError")}
      >
        {(data) => <RatesForm rates={data} />}
      </QueryState>
    </Panel>
  );
}

function Payouts() {
  const { t } = useShepayT();
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status: PayoutStatus = isStatus(requested) ? requested : "requested";
  const payouts = useAdminPayouts(status, true);
  const razorpayx = payouts.data?.pages[0]?.razorpayx ?? false;
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display font-semibold text-3xl text-foreground">{t("admin.heading")}</h1>
          <p className="mt-1 text-muted-foreground">{razorpayx ? t("admin.razorpayx") : t("admin.manual")}</p>
        </div>
        <div className="w-44">
          <Select value={status} onValueChange={(next) => setParams({ status: next }, { replace: true })}>
            <SelectTrigger aria-label={t("admin.status")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAYOUT_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`admin.statuses.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </header>
      <QueryState
        query={payouts}
        loading={<EntriesSkeleton />}
        errorTitle={t("admin.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: Banknote,
          title: status === "requested" ? t("admin.emptyRequested") : t(`admin.empty.${status}`),
          description: status === "requested" ? t("admin.emptyRequestedText") : undefined,
        }}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul aria-label={t(`admin.list.${status}`)} className="grid gap-3">
              {data.pages
                .flatMap((page) => page.items)
                .map((payout) => (
                  <AdminPayoutItem key={payout.id} payout={payout} razorpayx={razorpayx} />
                ))}
            </ul>
            {payouts.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={payouts.isFetchingNextPage}
                onClick={() => payouts.fetchNextPage()}
              >
                {t("loadMore")}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
