import {
  type DueState,
  dueState,
  formatSupportDue,
  type SupportTicketStatus,
  SupportTicketStatusLabels,
} from "@saheli/core/support";
import { Badge } from "@/components/ui/badge";

const STATUS_VARIANT = { open: "warning", waiting: "success", closed: "muted" } as const;

export function TicketStatusBadge({
  status,
  admin = false,
}: {
  status: SupportTicketStatus;
  admin?: boolean;
}) {
  // To her, "open" means Saheli owes an answer; to an admin it means the same thing in the queue's words.
  const label = admin
    ? { open: "Needs reply", waiting: "Waiting for her", closed: "Closed" }[status]
    : SupportTicketStatusLabels[status];
  return <Badge variant={STATUS_VARIANT[status]}>{label}</Badge>;
}

const DUE_VARIANT: Record<DueState, "success" | "muted" | "warning" | "destructive"> = {
  met: "success",
  due: "muted",
  soon: "warning",
  overdue: "destructive",
};

/** "Reply by Fri, 27 Nov…" with its state: met, due, due soon (6 hours) or overdue. */
export function DueLine({
  label,
  due,
  doneAt,
  now,
}: {
  label: string;
  due: string;
  doneAt: string | null;
  now: Date;
}) {
  const state = dueState(new Date(due), doneAt ? new Date(doneAt) : null, now);
  const word = { met: "met", due: "", soon: "due soon", overdue: "overdue" }[state];
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-muted-foreground">
        {label} {formatSupportDue(new Date(due))}
      </span>
      {word && <Badge variant={DUE_VARIANT[state]}>{word}</Badge>}
    </span>
  );
}
