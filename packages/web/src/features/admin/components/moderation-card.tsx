import { actionsFor, MODERATION_ACTION_LABELS, type ModerationAction } from "@saheli/core/admin";
import type { ModerationItem } from "@saheli/core/contracts/admin";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatWhen } from "../lib/format";

const KIND_LABELS: Record<ModerationItem["kind"], string> = {
  post: "Post",
  comment: "Comment",
  profile: "Profile",
  listing: "Listing",
  job: "Job",
};
const reasonLabel = (reason: string) => reason.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** One report: what it is about, who reported it and why, and the actions that fit its kind. */
export function ModerationCard({
  item,
  onAction,
  onRestore,
}: {
  item: ModerationItem;
  onAction: (action: ModerationAction) => void;
  onRestore: () => void;
}) {
  const open = item.status === "pending" || item.status === "reviewing";
  const canRestore = item.hidden && !open && item.kind !== "profile";
  return (
    <article
      aria-labelledby={`report-${item.id}`}
      className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{KIND_LABELS[item.kind]}</Badge>
        <h2 id={`report-${item.id}`} className="font-medium">
          {reasonLabel(item.reason)}
        </h2>
        {item.report_count > 1 && <Badge variant="warning">{item.report_count} reports</Badge>}
        {item.hidden && <Badge variant="muted">Hidden</Badge>}
        {!open && <Badge variant="outline">{item.status === "dismissed" ? "Dismissed" : "Resolved"}</Badge>}
        <time dateTime={item.created_at} className="ms-auto text-muted-foreground text-xs">
          {formatWhen(item.created_at)}
        </time>
      </header>
      {item.excerpt ? (
        <blockquote className="line-clamp-4 whitespace-pre-line rounded-xl bg-muted px-3 py-2 text-sm">
          {item.excerpt}
        </blockquote>
      ) : (
        <p className="text-muted-foreground text-sm">The reported content is no longer there.</p>
      )}
      <p className="text-muted-foreground text-xs">
        {item.author ? (
          <>
            By{" "}
            <Link className="text-primary hover:underline" to={`/admin/people/${item.author.id}`}>
              {item.author.full_name}
            </Link>{" "}
            ·{" "}
          </>
        ) : null}
        reported by {item.reporter.full_name}
        {item.details ? `: “${item.details}”` : ""}
        {item.link && (
          <>
            {" "}
            ·{" "}
            <Link className="inline-flex items-center gap-1 text-primary hover:underline" to={item.link}>
              Open <ExternalLink aria-hidden className="size-3" />
            </Link>
          </>
        )}
      </p>
      {open && (
        <div className="flex flex-wrap gap-2">
          {actionsFor(item.kind).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={
                action === "dismiss"
                  ? "ghost"
                  : action === "hide" || action === "warn"
                    ? "outline"
                    : "destructive"
              }
              onClick={() => onAction(action)}
            >
              {MODERATION_ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
      {canRestore && (
        <div>
          <Button size="sm" variant="outline" onClick={onRestore}>
            Show again
          </Button>
        </div>
      )}
    </article>
  );
}
