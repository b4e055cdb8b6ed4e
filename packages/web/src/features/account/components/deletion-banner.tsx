import { ACCOUNT_RECOVERY_HOURS } from "@saheli/core/auth";
import { Hourglass } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Trans } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useAccountT } from "../i18n";
import { formatDeadline } from "../lib/export-dates";

type DeletionBannerProps = {
  /** ISO time until which the deletion can be cancelled. */
  recoverUntil: string;
  cancelling: boolean;
  onCancel: () => void;
  /** Right after she schedules deletion: bring the banner into view and move focus to it. */
  focusOnMount?: boolean;
  className?: string;
};

/** Shown while deletion is scheduled: when it happens and the one button that stops it. */
export function DeletionBanner(props: DeletionBannerProps) {
  const { recoverUntil, cancelling, onCancel, focusOnMount = false, className } = props;
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const { t } = useAccountT();
  const locale = useIntlLocale();
  const deadline =
    formatDeadline(recoverUntil, locale) ?? t("banner.fallbackDeadline", { hours: ACCOUNT_RECOVERY_HOURS });
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        "flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-warning/30 bg-warning-soft p-4 focus:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 sm:flex-row sm:items-center sm:p-5",
        className,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-card text-warning">
        <Hourglass aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold text-foreground">
          {t("banner.title")}
        </h2>
        <p className="mt-0.5 text-foreground/80 text-sm">
          <Trans
            t={t}
            i18nKey="banner.body"
            values={{ deadline }}
            components={{ strong: <strong className="text-foreground" /> }}
          />
        </p>
      </div>
      <Button onClick={onCancel} loading={cancelling} className="sm:self-center">
        {t("banner.cancel")}
      </Button>
    </section>
  );
}
