import { NOTIFICATION_TYPES, type NotificationType } from "@saheli/core/notifications";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/session/use-session";
import { usePreferences, useSavePreferences } from "../api/preferences";
import { PushSetting } from "../components/push-setting";
import { useNotificationsT } from "../i18n";

/** /settings/notifications: browser push on or off, and which kinds of notification she wants. */
export function Component() {
  const session = useSession();
  const { t } = useNotificationsT();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("settings.signIn")} />;
  }
  return (
    <>
      <title>{t("settings.title")}</title>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/settings">
            <ArrowLeft aria-hidden /> {t("settings.back")}
          </Link>
        </Button>
        <header>
          <h1 className="font-display font-semibold text-3xl text-foreground">{t("settings.heading")}</h1>
          <p className="mt-2 text-muted-foreground">{t("settings.intro")}</p>
        </header>
        <PushSetting />
        <KindsSetting />
      </div>
    </>
  );
}

function KindsSetting() {
  const { t } = useNotificationsT();
  const preferences = usePreferences();
  const save = useSavePreferences();
  if (preferences.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (preferences.isError) {
    return (
      <p role="alert" className="text-destructive">
        {t("settings.loadFailed")}{" "}
        <Button variant="link" onClick={() => preferences.refetch()}>
          {t("settings.tryAgain")}
        </Button>
      </p>
    );
  }
  const muted = new Set(preferences.data.muted_types);
  const toggle = (type: NotificationType, on: boolean) => {
    const next = on ? [...muted].filter((t) => t !== type) : [...muted, type];
    save.mutate(
      { muted_types: next as NotificationType[] },
      { onError: (error) => toast.error(t("settings.saveFailed"), { description: error.message }) },
    );
  };
  return (
    <section
      aria-labelledby="kinds-title"
      className="grid gap-3 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
    >
      <h2 id="kinds-title" className="font-display font-semibold text-foreground text-xl">
        {t("settings.inSaheli")}
      </h2>
      <ul className="divide-y divide-border">
        {NOTIFICATION_TYPES.filter((t) => t !== "system").map((type) => (
          <li key={type} className="flex items-center justify-between gap-4 py-3">
            <label htmlFor={`kind-${type}`} className="text-foreground text-sm">
              {t(`settings.kinds.${type}`)}
            </label>
            <input
              id={`kind-${type}`}
              type="checkbox"
              role="switch"
              className="size-5 accent-primary"
              checked={!muted.has(type)}
              aria-checked={!muted.has(type)}
              disabled={save.isPending}
              onChange={(event) => toggle(type, event.target.checked)}
            />
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">{t("settings.announcementsAlways")}</p>
    </section>
  );
}
