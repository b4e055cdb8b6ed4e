import type { AdminQueueQuery, AdminTicketSummary } from "@saheli/core/contracts/support";
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
import { useSupportT } from "../i18n";

const STATUS_OPTIONS = ["active", "open", "waiting", "closed", "all"] as const;
const ASSIGNED_OPTIONS = ["any", "me", "unassigned"] as const;

type Status = NonNullable<AdminQueueQuery["status"]>;
type Assigned = NonNullable<AdminQueueQuery["assigned"]>;

/** /admin/support: the support queue, soonest due first (admins only). */
export function Component() {
  return (
    <AdminGate what="answer">
      <Queue />
    </AdminGate>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const { t } = useSupportT();
  const status = (STATUS_OPTIONS.find((v) => v === params.get("status")) ?? "active") as Status;
  const assigned = (ASSIGNED_OPTIONS.find((v) => v === params.get("assigned")) ?? "any") as Assigned;
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
      <title>{t("admin.queue.title")}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> {t("admin.queue.back")}
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-2xl">{t("admin.queue.heading")}</h1>
          <p className="text-muted-foreground text-sm">{t("admin.queue.promise")}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/admin/help">
            <BookOpen aria-hidden /> {t("admin.queue.helpArticles")}
          </Link>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="queue-status" label={t("admin.queue.status")}>
          <select
            id="queue-status"
            className={cn(fieldClasses, "h-10")}
            value={status}
            onChange={(e) => set("status", e.target.value)}
          >
            {STATUS_OPTIONS.map((v) => (
              <option key={v} value={v}>
                {t(`admin.queue.statusOptions.${v}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="queue-assigned" label={t("admin.queue.assigned")}>
          <select
            id="queue-assigned"
            className={cn(fieldClasses, "h-10")}
            value={assigned}
            onChange={(e) => set("assigned", e.target.value)}
          >
            {ASSIGNED_OPTIONS.map((v) => (
              <option key={v} value={v}>
                {t(`admin.queue.assignedOptions.${v}`)}
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
          {t("admin.queue.overdue", { count: queue.data.overdue })}
        </p>
      )}
      <QueryState
        query={queue}
        errorTitle={t("admin.queue.error")}
        loading={
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        }
        isEmpty={(data) => data.tickets.length === 0}
        empty={{ icon: Inbox, title: t("admin.queue.emptyTitle"), description: t("admin.queue.emptyText") }}
      >
        {(data) => (
          <>
            <ul className="grid gap-2">
              {data.tickets.map((ticket) => (
                <QueueRow key={ticket.id} ticket={ticket} now={now} />
              ))}
            </ul>
            {(offset > 0 || data.next_offset !== null) && (
              <div className="flex justify-between gap-2">
                <Button
                  variant="ghost"
                  disabled={offset === 0}
                  onClick={() => set("offset", offset > 50 ? String(offset - 50) : null)}
                >
                  {t("admin.queue.newer")}
                </Button>
                <Button
                  variant="ghost"
                  disabled={data.next_offset === null}
                  onClick={() => set("offset", String(data.next_offset))}
                >
                  {t("admin.queue.next")}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function QueueRow({ ticket, now }: { ticket: AdminTicketSummary; now: Date }) {
  const { t } = useSupportT();
  return (
    <li>
      <Link
        to={`/admin/support/tickets/${ticket.id}`}
        className="grid gap-2 rounded-xl border border-border bg-card p-4 hover:border-primary"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 truncate font-medium">{ticket.subject}</span>
          <TicketStatusBadge status={ticket.status} admin />
        </span>
        <span className="text-muted-foreground text-xs">
          {ticket.reference} · {ticket.requester.full_name ?? t("admin.queue.member")} ·{" "}
          {t(`category.${ticket.category}`)} · {t("admin.queue.messages", { count: ticket.message_count })} ·{" "}
          {ticket.assignee
            ? t("admin.queue.assignedTo", { name: ticket.assignee.full_name ?? t("admin.queue.anAdmin") })
            : t("admin.queue.unassigned")}
        </span>
        {ticket.status !== "closed" && (
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            <DueLine
              label={t("admin.queue.firstReplyBy")}
              due={ticket.respond_due_at}
              doneAt={ticket.first_response_at}
              now={now}
            />
            <DueLine
              label={t("admin.queue.resolveBy")}
              due={ticket.resolve_due_at}
              doneAt={ticket.closed_at}
              now={now}
            />
          </span>
        )}
      </Link>
    </li>
  );
}
