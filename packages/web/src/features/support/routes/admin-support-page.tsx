import type { AdminQueueQuery, AdminTicketSummary } from "@saheli/core/contracts/support";
import { SupportTicketCategoryLabels } from "@saheli/core/support";
import { AlertTriangle, ArrowLeft, BookOpen, Inbox } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldClasses } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useAdminQueue } from "../api/admin-tickets";
import { AdminGate } from "../components/admin-gate";
import { DueLine, TicketStatusBadge } from "../components/ticket-status";

const STATUS_OPTIONS = [
  ["active", "Needs action (open and answered)"],
  ["open", "Needs reply"],
  ["waiting", "Waiting for her"],
  ["closed", "Closed"],
  ["all", "All"],
] as const;
const ASSIGNED_OPTIONS = [
  ["any", "Anyone"],
  ["me", "Assigned to me"],
  ["unassigned", "Unassigned"],
] as const;

type Status = NonNullable<AdminQueueQuery["status"]>;
type Assigned = NonNullable<AdminQueueQuery["assigned"]>;

/** /admin/support: the support queue, soonest due first (admins only). */
export function Component() {
  return (
    <AdminGate what="answer support requests">
      <Queue />
    </AdminGate>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const status = (STATUS_OPTIONS.find(([v]) => v === params.get("status"))?.[0] ?? "active") as Status;
  const assigned = (ASSIGNED_OPTIONS.find(([v]) => v === params.get("assigned"))?.[0] ?? "any") as Assigned;
  const offset = Math.max(0, Number(params.get("offset")) || 0);
  const queue = useAdminQueue({ status, assigned, offset }, true);
  const set = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === null) next.delete(key);
      else next.set(key, value);
      if (key !== "offset") next.delete("offset");
      return next;
    });
  const now = new Date();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-5xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>Support queue · Saheli admin</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back to Saheli
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-2xl">Support queue</h1>
          <p className="text-muted-foreground text-sm">
            A person answers within 48 hours and resolves within a month (E-Commerce Rules 2020).
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/admin/help">
            <BookOpen aria-hidden /> Help articles
          </Link>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="queue-status" label="Status">
          <select
            id="queue-status"
            className={cn(fieldClasses, "h-10")}
            value={status}
            onChange={(e) => set("status", e.target.value)}
          >
            {STATUS_OPTIONS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="queue-assigned" label="Assigned to">
          <select
            id="queue-assigned"
            className={cn(fieldClasses, "h-10")}
            value={assigned}
            onChange={(e) => set("assigned", e.target.value)}
          >
            {ASSIGNED_OPTIONS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {queue.data && queue.data.overdue > 0 && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-destructive-soft p-3 text-destructive text-sm"
        >
          <AlertTriangle aria-hidden className="size-4 shrink-0" />
          {queue.data.overdue === 1 ? "1 request is" : `${queue.data.overdue} requests are`} past a due time.
        </p>
      )}
      <QueryState
        query={queue}
        errorTitle="We couldn't load the queue"
        loading={
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        }
        isEmpty={(data) => data.tickets.length === 0}
        empty={{ icon: Inbox, title: "Nothing here", description: "No requests match these filters." }}
      >
        {(data) => (
          <>
            <ul className="grid gap-2">
              {data.tickets.map((t) => (
                <QueueRow key={t.id} ticket={t} now={now} />
              ))}
            </ul>
            {(offset > 0 || data.next_offset !== null) && (
              <div className="flex justify-between gap-2">
                <Button
                  variant="ghost"
                  disabled={offset === 0}
                  onClick={() => set("offset", offset > 50 ? String(offset - 50) : null)}
                >
                  Newer page
                </Button>
                <Button
                  variant="ghost"
                  disabled={data.next_offset === null}
                  onClick={() => set("offset", String(data.next_offset))}
                >
                  Next page
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function QueueRow({ ticket: t, now }: { ticket: AdminTicketSummary; now: Date }) {
  return (
    <li>
      <Link
        to={`/admin/support/tickets/${t.id}`}
        className="grid gap-2 rounded-xl border border-border bg-card p-4 hover:border-primary"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 truncate font-medium">{t.subject}</span>
          <TicketStatusBadge status={t.status} admin />
        </span>
        <span className="text-muted-foreground text-xs">
          {t.reference} · {t.requester.full_name ?? "Member"} · {SupportTicketCategoryLabels[t.category]} ·{" "}
          {t.message_count} {t.message_count === 1 ? "message" : "messages"} ·{" "}
          {t.assignee ? `assigned to ${t.assignee.full_name ?? "an admin"}` : "unassigned"}
        </span>
        {t.status !== "closed" && (
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            <DueLine label="First reply by" due={t.respond_due_at} doneAt={t.first_response_at} now={now} />
            <DueLine label="Resolve by" due={t.resolve_due_at} doneAt={t.closed_at} now={now} />
          </span>
        )}
      </Link>
    </li>
  );
}
