import { Settings } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { MarkAllRead, NotificationsList } from "../components/notifications-list";
import { useNotificationsT } from "../i18n";

/** /community/notifications and /notifications: the full list, with mark-all and a way to the settings. */
export function Component() {
  const session = useSession();
  const { t } = useNotificationsT();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("page.signIn")} />;
  }
  return (
    <>
      <title>{t("page.title")}</title>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="font-display font-semibold text-3xl text-foreground">{t("page.heading")}</h1>
          <div className="flex items-center gap-2">
            <MarkAllRead />
            <Button asChild variant="ghost" size="sm">
              <Link to="/settings/notifications">
                <Settings aria-hidden /> {t("page.settings")}
              </Link>
            </Button>
          </div>
        </header>
        <div className="rounded-2xl bg-card p-2 shadow-card ring-1 ring-border">
          <NotificationsList />
        </div>
      </div>
    </>
  );
}
