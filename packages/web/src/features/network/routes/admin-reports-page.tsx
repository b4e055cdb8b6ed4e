import { ArrowLeft, Flag, ShieldAlert } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSession } from "@/lib/session/use-session";
import { type ReportStatus, useAdminReports } from "../api/get-admin-reports";
import { ReportItem } from "../components/report-item";
import { ReportsSkeleton } from "../components/reports-skeleton";
import { useNetworkT } from "../i18n";

const STATUSES: ReportStatus[] = ["pending", "reviewing", "resolved", "dismissed"];
const isStatus = (value: string | null): value is ReportStatus =>
  value !== null && (STATUSES as string[]).includes(value);

/** /admin/reports: profile reports for moderators (role A). Others are told the page isn't for them. */
export function Component() {
  const { t } = useNetworkT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("reports.signIn")} />;
  }
  return (
    <>
      <title>{t("reports.title")}</title>
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/">
            <ArrowLeft aria-hidden /> {t("reports.back")}
          </Link>
        </Button>
        {session.profile.role === "A" ? (
          <Reports />
        ) : (
          <EmptyState
            icon={ShieldAlert}
            headingLevel="h1"
            title={t("reports.notAdmin.title")}
            description={t("reports.notAdmin.description")}
          />
        )}
      </div>
    </>
  );
}

function Reports() {
  const { t } = useNetworkT();
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status: ReportStatus = isStatus(requested) ? requested : "pending";
  const query = useAdminReports(status);
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display font-semibold text-3xl text-foreground">{t("reports.heading")}</h1>
          <p className="mt-1 text-muted-foreground">{t("reports.intro")}</p>
        </div>
        <div className="w-44">
          <Select value={status} onValueChange={(next) => setParams({ status: next }, { replace: true })}>
            <SelectTrigger aria-label={t("reports.status")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`reports.statuses.${value}.label`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </header>
      <QueryState
        query={query}
        loading={<ReportsSkeleton />}
        errorTitle={t("reports.error")}
        isEmpty={(reports) => reports.length === 0}
        empty={{
          icon: Flag,
          title: t(`reports.statuses.${status}.empty`),
          description: t("reports.emptyText"),
        }}
      >
        {(reports) => (
          <ul aria-label={t(`reports.statuses.${status}.list`)} className="grid gap-3">
            {reports.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
