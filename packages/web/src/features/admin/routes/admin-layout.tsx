import { ArrowLeft, ShieldAlert } from "lucide-react";
import { Link, Outlet } from "react-router";
import { SaheliMark } from "@/components/brand";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { AdminNav } from "../components/admin-nav";
import { useAdminT } from "../i18n";

/** /admin and its pages: for admins (role A) only; the server refuses everyone else on every call too. */
export function Component() {
  const { t } = useAdminT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("layout.signIn")} />;
  }
  if (session.profile.role !== "A") {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
        <title>{t("layout.title")}</title>
        <EmptyState
          icon={ShieldAlert}
          headingLevel="h1"
          title={t("layout.forAdmins")}
          description={t("layout.onlyAdmins")}
          action={
            <Button asChild variant="outline">
              <Link to="/">{t("layout.back")}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-border border-b bg-card">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link
            to="/admin"
            className="flex items-center gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
          >
            <SaheliMark className="size-8" />
            <span className="font-display font-semibold text-lg">{t("layout.dashboard")}</span>
          </Link>
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden /> {t("layout.back")}
            </Link>
          </Button>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-4 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
        <AdminNav />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
