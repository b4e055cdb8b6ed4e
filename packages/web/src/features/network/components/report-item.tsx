import type { PersonSummary, Report } from "@saheli/core/contracts/people";
import { PostReportLabels, type PostReportReason } from "@saheli/core/feed";
import { REPORT_REASON_LABELS, type ReportReason } from "@saheli/core/people";
import { profilePath } from "@saheli/core/profile";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "../lib/format-date";

const reasonLabel = (reason: string) =>
  REPORT_REASON_LABELS[reason as ReportReason] ?? PostReportLabels[reason as PostReportReason] ?? reason;

/** One report: who reported whom, why, and when. */
export function ReportItem({ report }: { report: Report }) {
  return (
    <li className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="destructive" size="md">
          {reasonLabel(report.reason)}
        </Badge>
        <p className="text-muted-foreground text-xs">
          Reported <time dateTime={report.created_at}>{formatDate(report.created_at)}</time>
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto_1fr] sm:items-center">
        <Party label="Reporter" person={report.reporter} />
        <ArrowRight aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
        <Party
          label={report.post ? "Author of the reported post" : "Reported profile"}
          person={report.target}
        />
      </div>
      {report.post && (
        <Link
          to={`/community/post/${report.post.id}`}
          className="line-clamp-3 rounded-xl border border-border px-3 py-2 text-sm hover:bg-muted/50"
        >
          <span className="font-medium">Reported post: </span>
          {report.post.excerpt || "(no text)"}
        </Link>
      )}
      {report.details ? (
        <p className="whitespace-pre-line break-words rounded-xl bg-muted px-3 py-2 text-foreground text-sm">
          {report.details}
        </p>
      ) : (
        <p className="text-muted-foreground text-sm italic">No details given.</p>
      )}
    </li>
  );
}

function Party({ label, person }: { label: string; person: PersonSummary | null }) {
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
          <p className="text-muted-foreground text-sm">Deleted account</p>
        )}
      </div>
    </div>
  );
}
