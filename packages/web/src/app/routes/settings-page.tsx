import { Bell, ChevronRight, Cookie, ShieldBan } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSettings } from "@/components/language-settings";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { toast } from "@/components/ui/toast";
import { AccountDetails } from "@/features/account/components/account-details";
import { DeleteAccountSection } from "@/features/account/components/delete-account-section";
import { DeletionBanner } from "@/features/account/components/deletion-banner";
import { YourDataSection } from "@/features/account/components/your-data-section";
import { useCancelDeletion } from "@/features/auth/api/cancel-deletion";
import { useScheduleDeletion } from "@/features/auth/api/schedule-deletion";
import { useSession } from "@/lib/session/use-session";

/** /settings and /settings/account: her sign-in addresses and account deletion (doc 2 §4). */
export function Component() {
  const session = useSession();
  const schedule = useScheduleDeletion();
  const cancel = useCancelDeletion();
  const { t } = useTranslation();

  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return (
      <>
        <div className="mx-auto w-full max-w-2xl px-4 pt-8 sm:px-6">
          <LanguageSettings />
        </div>
        <SignInRequired description={t("settings.signIn")} />
      </>
    );
  }

  const { profile, account } = session;
  const cancelDeletion = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t("shell.deletionCancelled")),
      onError: (error) => toast.error(error.message),
    });
  const scheduleDeletion = async (reason: string | undefined) => {
    await schedule.mutateAsync({ reason });
    toast.success(t("settings.deletionScheduled"));
  };

  return (
    <>
      <title>{t("settings.title")}</title>
      <div className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-8 sm:px-6 lg:py-12">
        <header>
          <h1 className="font-display font-semibold text-3xl text-foreground">{t("settings.heading")}</h1>
          <p className="mt-2 text-muted-foreground">{t("settings.intro")}</p>
        </header>
        {profile.deletion && (
          <DeletionBanner
            recoverUntil={profile.deletion.can_recover_until}
            cancelling={cancel.isPending}
            onCancel={cancelDeletion}
            focusOnMount={schedule.isSuccess}
          />
        )}
        <AccountDetails
          name={profile.full_name}
          username={profile.username}
          email={account.email}
          phone={account.phone}
        />
        <LanguageSettings />
        <Link
          to="/settings/notifications"
          className="flex items-center gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border transition-colors hover:bg-primary-soft"
        >
          <Bell aria-hidden className="size-5 shrink-0 text-primary" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-foreground">{t("settings.notifications")}</span>
            <span className="block text-muted-foreground text-sm">{t("settings.notificationsHint")}</span>
          </span>
          <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
        </Link>
        <section aria-labelledby="privacy-settings-title" className="grid gap-3">
          <h2 id="privacy-settings-title" className="font-display font-semibold text-foreground text-xl">
            {t("settings.privacy")}
          </h2>
          <Link
            to="/settings/blocked"
            className="flex items-center gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border transition-colors hover:bg-primary-soft"
          >
            <ShieldBan aria-hidden className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-foreground">{t("settings.blocked")}</span>
              <span className="block text-muted-foreground text-sm">{t("settings.blockedHint")}</span>
            </span>
            <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          </Link>
          <Link
            to="/settings/privacy/data-usage"
            className="flex items-center gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border transition-colors hover:bg-primary-soft"
          >
            <Cookie aria-hidden className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-foreground">{t("settings.cookies")}</span>
              <span className="block text-muted-foreground text-sm">{t("settings.cookiesHint")}</span>
            </span>
            <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          </Link>
        </section>
        <YourDataSection />
        {!profile.deletion && (
          <DeleteAccountSection onDelete={scheduleDeletion} pending={schedule.isPending} />
        )}
      </div>
    </>
  );
}
