import { type DueState, dueState, type SupportTicketStatus } from "@saheli/core/support";
import { Badge } from "@/components/ui/badge";
import { useSupportT } from "../i18n";
import { useFormatDue } from "../lib/due";

const STATUS_VARIANT = { open: "warning", waiting: "success", closed: "muted" } as const;

export function TicketStatusBadge({
  status,
  admin = false,
}: {
  status: SupportTicketStatus;
  admin?: boolean;
}) {
  const { t } = useSupportT();
  // To her, "open" means Saheli owes an answer; to an admin it means the same thing in the queue's words.
  const label = admin ? t(`adminStatus.${status}`) : t(`status.${status}`);
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
  const { t } = useSupportT();
  const formatDue = useFormatDue();
  const state = dueState(new Date(due), doneAt ? new Date(doneAt) : null, now);
  const word = state === "due" ? "" : t(`due.${state}`);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-muted-foreground">
        {label} {formatDue(new Date(due))}
      </span>
      {word && <Badge variant={DUE_VARIANT[state]}>{word}</Badge>}
    </span>
  );
}
