import { ACCOUNT_RECOVERY_HOURS } from "@saheli/core/auth";
import { ArrowRight, Hourglass, LifeBuoy, ListChecks, PackageCheck, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAccountT } from "../i18n";

const LINK = "font-medium text-primary underline-offset-4 hover:underline";

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="flex items-center gap-3 font-display font-semibold text-foreground text-xl">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          {icon}
        </span>
        {title}
      </h2>
      <div className="grid gap-3 text-foreground/90 leading-relaxed sm:pl-12">{children}</div>
    </section>
  );
}

/** A plain guide to deleting a Saheli account: the steps, the 48-hour window, what goes and what stays. */
export function Component() {
  const { t } = useAccountT();
  const strong = <strong />;
  return (
    <>
      <title>{t("guide.title")}</title>
      <article className="mx-auto grid w-full max-w-2xl gap-10 px-5 py-10 lg:py-16">
        <header className="grid gap-3">
          <p className="font-semibold text-primary text-xs uppercase tracking-[0.16em]">
            {t("guide.eyebrow")}
          </p>
          <h1 className="font-display font-semibold text-3xl text-foreground lg:text-4xl">
            {t("guide.heading")}
          </h1>
          <p className="text-lg text-muted-foreground">{t("guide.intro")}</p>
        </header>

        <Section icon={<ListChecks aria-hidden className="size-5" />} title={t("guide.how.title")}>
          <ol className="grid list-decimal gap-2 pl-5 marker:font-semibold marker:text-primary">
            <li>{t("guide.how.signIn")}</li>
            <li>
              <Trans
                t={t}
                i18nKey="guide.how.settings"
                components={{ strong, link: <Link to="/settings" className={LINK} /> }}
              />
            </li>
            <li>
              <Trans t={t} i18nKey="guide.how.delete" components={{ strong }} />
            </li>
            <li>
              <Trans t={t} i18nKey="guide.how.type" components={{ word: <strong className="font-mono" /> }} />
            </li>
          </ol>
        </Section>

        <Section
          icon={<Hourglass aria-hidden className="size-5" />}
          title={t("guide.window.title", { hours: ACCOUNT_RECOVERY_HOURS })}
        >
          <p>{t("guide.window.off", { hours: ACCOUNT_RECOVERY_HOURS })}</p>
          <p>
            <Trans
              t={t}
              i18nKey="guide.window.keep"
              values={{ hours: ACCOUNT_RECOVERY_HOURS }}
              components={{ strong }}
            />
          </p>
        </Section>

        <Section icon={<Trash2 aria-hidden className="size-5" />} title={t("guide.removed.title")}>
          <ul className="grid list-disc gap-1.5 pl-5">
            <li>{t("guide.removed.profile")}</li>
            <li>{t("guide.removed.posts")}</li>
            <li>{t("guide.removed.signIn")}</li>
          </ul>
        </Section>

        <Section icon={<PackageCheck aria-hidden className="size-5" />} title={t("guide.kept.title")}>
          <p>{t("guide.kept.body")}</p>
        </Section>

        <Section icon={<LifeBuoy aria-hidden className="size-5" />} title={t("guide.help.title")}>
          <p>
            <Trans
              t={t}
              i18nKey="guide.help.body"
              components={{ link: <Link to="/support" className={LINK} /> }}
            />
          </p>
        </Section>

        <div className="flex flex-col gap-2 rounded-2xl bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium text-accent-foreground">{t("guide.ready")}</p>
          <Button asChild>
            <Link to="/settings">
              {t("guide.goToSettings")} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </article>
    </>
  );
}
