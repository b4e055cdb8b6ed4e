import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { usePreferences } from "../api/get-preferences";
import { NoShop } from "../components/no-shop";
import { Panel } from "../components/panel";
import { PayoutMethodForm } from "../components/payout-method-form";
import { PayoutScheduleChoice } from "../components/payout-schedule";
import { ShepayLayout } from "../components/shepay-layout";
import { StatementsSwitch } from "../components/statements-switch";
import { useShepayT } from "../i18n";

/** /shepay/settings: where her payouts go and when, and whether statements come by e-mail. */
export function Component() {
  const { t } = useShepayT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("settings.signIn")} />;
  if (!session.profile.has_shop)
    return (
      <ShepayLayout title={t("settings.title")}>
        <NoShop />
      </ShepayLayout>
    );
  return <SettingsPage />;
}

function SettingsPage() {
  const { t } = useShepayT();
  const preferences = usePreferences();
  return (
    <ShepayLayout title={t("settings.title")}>
      <QueryState
        query={preferences}
        loading={<Skeleton className="h-72 rounded-2xl" />}
        errorTitle={t("settings.error")}
      >
        {(data) => (
          <div className="grid max-w-2xl gap-5">
            <Panel title={t("settings.method")} id="shepay-payout-method">
              <PayoutMethodForm current={data.payout_method} />
            </Panel>
            <Panel title={t("settings.schedule")} id="shepay-payout-schedule">
              <PayoutScheduleChoice schedule={data.payout_schedule} hasMethod={data.payout_method !== null} />
            </Panel>
            <Panel title={t("settings.statements")} id="shepay-statements-settings">
              <StatementsSwitch on={data.statements_by_email} />
            </Panel>
          </div>
        )}
      </QueryState>
    </ShepayLayout>
  );
}
