import type { PersonSummary, Report } from "@saheli/core/contracts/people";
import { profilePath } from "@saheli/core/profile";
import { ArrowRight } from "lucide-react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useNetworkT } from "../i18n";
import { networkEn } from "../i18n/en";
import { formatDate } from "../lib/format-date";

type Reason = keyof typeof networkEn.reports.reasons;
/** A profile's or a post's report reason; an unknown one shows as it came. */
const isReason = (reason: string): reason is Reason => Object.hasOwn(networkEn.reports.reasons, reason);

/** One report: who reported whom, why, and when. */
export function ReportItem({ report }: { report: Report }) {
  const { t } = useNetworkT();
  const locale = useIntlLocale();
  return (
    <li className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="destructive" size="md">
          {isReason(report.reason) ? t(`reports.reasons.${report.reason}`) : report.reason}
        </Badge>
        <p className="text-muted-foreground text-xs">
          <Trans
            t={t}
            i18nKey="reports.reported"
            values={{ date: formatDate(report.created_at, locale) }}
            components={{ time: <time dateTime={report.created_at} /> }}
          />
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto_1fr] sm:items-center">
        <Party label={t("reports.reporter")} person={report.reporter} />
        <ArrowRight aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
        <Party label={report.post ? t("reports.postAuthor") : t("reports.profile")} person={report.target} />
      </div>
      {report.post && (
        <Link
          to={`/community/post/${report.post.id}`}
          className="line-clamp-3 rounded-xl border border-border px-3 py-2 text-sm hover:bg-muted/50"
        >
          <span className="font-medium">{t("reports.post")}</span>
          {report.post.excerpt || t("reports.noText")}
        </Link>
      )}
      {report.details ? (
        <p className="whitespace-pre-line break-words rounded-xl bg-muted px-3 py-2 text-foreground text-sm">
          {report.details}
        </p>
      ) : (
        <p className="text-muted-foreground text-sm italic">{t("reports.noDetails")}</p>
      )}
    </li>
  );
}

function Party({ label, person }: { label: string; person: PersonSummary | null }) {
  const { t } = useNetworkT();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar name={person?.full_name ?? "?"} src={person?.avatar_url} size="sm" />
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs">{label}</p>
        {person ? (
          <Link
            to={profilePath(person)}
            className="block truncate font-medium text-foreground text-sm hover:underline"
          >
            {person.full_name} <span className="text-muted-foreground">@{person.username}</span>
          </Link>
        ) : (
          <p className="text-muted-foreground text-sm">{t("reports.deleted")}</p>
        )}
      </div>
    </div>
  );
}
