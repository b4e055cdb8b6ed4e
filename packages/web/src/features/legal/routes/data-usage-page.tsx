import { ArrowLeft, Lock } from "lucide-react";
import { useId } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { usePrivacyChoices } from "@/lib/privacy-choices";
import { useSavePrivacyChoices } from "../api/save-privacy-choices";
import { useLegalT } from "../i18n";

/** The storage's own names stay as they are; local storage is named in her language. */
const NECESSARY = [
  { name: "saheli_at, saheli_rt", what: "session" },
  { name: "saheli_otp", what: "otp" },
  { name: "saheli_oauth", what: "oauth" },
  { name: "saheli_choices", what: "choices" },
  { name: null, what: "localStorageWhat" },
] as const;

/** /settings/privacy/data-usage: strictly necessary storage, always on; analytics, off until she turns it on. */
export function Component() {
  const { t } = useLegalT();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <title>{t("dataUsage.title")}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/settings">
          <ArrowLeft aria-hidden /> {t("dataUsage.back")}
        </Link>
      </Button>
      <header className="grid gap-2">
        <h1 className="font-display font-semibold text-3xl text-foreground">{t("dataUsage.heading")}</h1>
        <p className="text-muted-foreground">
          <Trans
            t={t}
            i18nKey="dataUsage.intro"
            components={{
              privacy: (
                <Link to="/privacy" className="font-medium text-primary underline underline-offset-2" />
              ),
            }}
          />
        </p>
      </header>
      <section
        aria-labelledby="necessary-title"
        className="grid gap-3 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
      >
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <h2 id="necessary-title" className="font-display font-semibold text-foreground text-xl">
              {t("dataUsage.necessary.title")}
            </h2>
            <p className="text-muted-foreground text-sm">{t("dataUsage.necessary.hint")}</p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-muted px-3 py-1 font-medium text-muted-foreground text-xs">
            <Lock aria-hidden className="size-3.5" /> {t("dataUsage.necessary.alwaysOn")}
          </span>
        </div>
        <dl className="grid gap-3 text-sm">
          {NECESSARY.map((item) => (
            <div key={item.what} className="grid gap-0.5">
              <dt className="font-mono text-foreground text-xs">
                {item.name ?? t("dataUsage.necessary.localStorage")}
              </dt>
              <dd className="text-muted-foreground">{t(`dataUsage.necessary.${item.what}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AnalyticsChoice />
    </div>
  );
}

function AnalyticsChoice() {
  const switchId = useId();
  const choices = usePrivacyChoices();
  const save = useSavePrivacyChoices();
  const { t } = useLegalT();
  if (choices.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (choices.isError) {
    return (
      <p role="alert" className="text-destructive">
        {t("dataUsage.analytics.loadFailed")}{" "}
        <Button variant="link" onClick={() => choices.refetch()}>
          {t("dataUsage.analytics.tryAgain")}
        </Button>
      </p>
    );
  }
  const on = save.isPending ? (save.variables?.analytics ?? choices.data.analytics) : choices.data.analytics;
  const change = (analytics: boolean) =>
    save.mutate(
      { analytics },
      {
        onSuccess: (saved) =>
          toast.success(analytics ? t("dataUsage.analytics.turnedOn") : t("dataUsage.analytics.turnedOff"), {
            description:
              saved.stored_in === "profile"
                ? t("dataUsage.analytics.savedAccount")
                : t("dataUsage.analytics.savedBrowser"),
          }),
        onError: (error) =>
          toast.error(t("dataUsage.analytics.saveFailed"), { description: errorMessage(error) }),
      },
    );
  return (
    <section
      aria-labelledby="analytics-title"
      className="grid gap-3 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="analytics-title" className="font-display font-semibold text-foreground text-xl">
            <label htmlFor={switchId}>{t("dataUsage.analytics.title")}</label>
          </h2>
          <p id={`${switchId}-about`} className="text-muted-foreground text-sm">
            {t("dataUsage.analytics.about")}
          </p>
        </div>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          aria-describedby={`${switchId}-about`}
          className="mt-1 size-6 shrink-0 accent-primary"
          checked={on}
          aria-checked={on}
          disabled={save.isPending}
          onChange={(event) => change(event.target.checked)}
        />
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {on ? t("dataUsage.analytics.on") : t("dataUsage.analytics.off")} ·{" "}
        {choices.data.stored_in === "profile"
          ? t("dataUsage.analytics.storedAccount")
          : t("dataUsage.analytics.storedBrowser")}
      </p>
    </section>
  );
}
