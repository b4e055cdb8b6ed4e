import { ArrowLeft, ShieldAlert } from "lucide-react";
import { Link, Outlet } from "react-router";
import { SaheliMark } from "@/components/brand";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { AdminNav } from "../components/admin-nav";

/** /admin and its pages: for admins (role A) only; the server refuses everyone else on every call too. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description="Sign in with an admin account to open the dashboard." />;
  }
  if (session.profile.role !== "A") {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
        <title>Admin Dashboard · Saheli</title>
        <EmptyState
          icon={ShieldAlert}
          headingLevel="h1"
          title="This page is for admins"
          description="Only Saheli's admins can open the dashboard. If you think you should have access, contact the team."
          action={
            <Button asChild variant="outline">
              <Link to="/">Back to Saheli</Link>
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
            <span className="font-display font-semibold text-lg">Admin Dashboard</span>
          </Link>
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden /> Back to Saheli
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
