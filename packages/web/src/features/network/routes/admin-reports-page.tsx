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

const STATUSES: Record<ReportStatus, string> = {
  pending: "Pending",
  reviewing: "Reviewing",
  resolved: "Resolved",
  dismissed: "Dismissed",
};
const isStatus = (value: string | null): value is ReportStatus => value !== null && value in STATUSES;

/** /admin/reports: profile reports for moderators (role A). Others are told the page isn't for them. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description="Sign in with an admin account to review reports." />;
  }
  return (
    <>
      <title>Reports · Saheli admin</title>
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/">
            <ArrowLeft aria-hidden /> Back to Saheli
          </Link>
        </Button>
        {session.profile.role === "A" ? (
          <Reports />
        ) : (
          <EmptyState
            icon={ShieldAlert}
            headingLevel="h1"
            title="This page is for admins"
            description="Only Saheli's admins can review reports. If you think you should have access, contact the team."
          />
        )}
      </div>
    </>
  );
}

function Reports() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status: ReportStatus = isStatus(requested) ? requested : "pending";
  const query = useAdminReports(status);
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display font-semibold text-3xl text-foreground">Reports</h1>
          <p className="mt-1 text-muted-foreground">Profiles members have reported, newest first.</p>
        </div>
        <div className="w-44">
          <Select value={status} onValueChange={(next) => setParams({ status: next }, { replace: true })}>
            <SelectTrigger aria-label="Status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(STATUSES).map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </header>
      <QueryState
        query={query}
        loading={<ReportsSkeleton />}
        errorTitle="We couldn't load the reports"
        isEmpty={(reports) => reports.length === 0}
        empty={{
          icon: Flag,
          title: `No ${STATUSES[status].toLowerCase()} reports`,
          description: "When members report a profile, the report appears here.",
        }}
      >
        {(reports) => (
          <ul aria-label={`${STATUSES[status]} reports`} className="grid gap-3">
            {reports.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
