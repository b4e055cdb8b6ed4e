import { BEST_TIME_ZONE, bestTimeHint, nextBestTime } from "@saheli/core/post-insights";
import { Clock, TrendingUp } from "lucide-react";
import { useMemo } from "react";
import { Trans } from "react-i18next";
import { useMyPostInsights } from "@/features/feed/api/post-extras";
import { useFeedT } from "@/features/feed/i18n";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";

/**
 * Doc 1 §9 under the composer's text: whether now is a good time to post (Tuesday to Thursday, 8–10, 12–2, 5–6
 * IST) and her engagement rate over her posts of the last 30 days, once she has views to measure it by.
 */
export function BestTimeHint({ scheduled }: { scheduled: Date | null }) {
  const { t } = useFeedT();
  const locale = useIntlLocale();
  const hint = useMemo(() => bestTimeHint(scheduled ?? new Date()), [scheduled]);
  const insights = useMyPostInsights(true);
  const mine = insights.data;
  // English reads core's own sentence; another language says the same through its catalogue and `Intl`.
  const text = useMemo(() => {
    if (locale === "en-IN") return hint.text;
    const summary = t("bestTime.summary");
    if (hint.good) return t("bestTime.good", { summary });
    const next = nextBestTime(scheduled ?? new Date()).toLocaleString(locale, {
      weekday: "long",
      hour: "numeric",
      timeZone: BEST_TIME_ZONE,
    });
    return t("bestTime.next", { summary, next });
  }, [hint, locale, scheduled, t]);
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 px-3 py-2 text-xs">
      <p className={cn("flex items-start gap-1.5", hint.good ? "text-success" : "text-muted-foreground")}>
        <Clock aria-hidden className="mt-px size-3.5 shrink-0" />
        <span>{scheduled && hint.good ? t("bestTime.scheduledGood") : text}</span>
      </p>
      {mine && mine.views > 0 && (
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <TrendingUp aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>
            <Trans
              t={t}
              i18nKey="bestTime.engagement"
              count={mine.posts}
              values={{ rate: mine.engagement_rate, days: mine.days }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </span>
        </p>
      )}
    </div>
  );
}
