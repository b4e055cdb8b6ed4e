import { SupportTicketCategoryLabels } from "@saheli/core/support";
import { ArrowLeft, Mail, UserCheck, UserMinus } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useAdminCloseTicket, useAdminReply, useAdminTicket, useAssignTicket } from "../api/admin-tickets";
import { AdminGate } from "../components/admin-gate";
import { AttachedConversation } from "../components/attached-conversation";
import { ReplyBox } from "../components/reply-box";
import { DueLine, TicketStatusBadge } from "../components/ticket-status";
import { TicketThread } from "../components/ticket-thread";

/** /admin/support/tickets/{id}: one request, to assign, answer and close (admins only). */
export function Component() {
  return (
    <AdminGate what="answer support requests">
      <AdminTicketView />
    </AdminGate>
  );
}

function AdminTicketView() {
  const { id = "" } = useParams();
  const session = useSession();
  const ticket = useAdminTicket(id, true);
  const assign = useAssignTicket(id);
  const reply = useAdminReply(id);
  const close = useAdminCloseTicket(id);
  const [closeAfter, setCloseAfter] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const now = new Date();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/admin/support">
          <ArrowLeft aria-hidden /> Support queue
        </Link>
      </Button>
      <QueryState
        query={ticket}
        errorTitle="We couldn't open this request"
        errorHeadingLevel="h1"
        loading={
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-24" />
          </div>
        }
      >
        {(t) => {
          const mine = t.assignee?.id === session.user?.id;
          return (
            <>
              <title>{`${t.reference} · Support queue · Saheli admin`}</title>
              <header className="grid gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <TicketStatusBadge status={t.status} admin />
                  <span className="text-muted-foreground text-sm">
                    {t.reference} · {SupportTicketCategoryLabels[t.category]}
                  </span>
                </div>
                <h1 className="break-words font-display font-semibold text-2xl">{t.subject}</h1>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <Link
                    to={`/profile/${t.requester.id}`}
                    className="font-medium text-primary hover:underline"
                  >
                    {t.requester.full_name ?? "Member"}
                  </Link>
                  {t.requester.email && (
                    <span className="inline-flex items-center gap-1 break-all text-muted-foreground">
                      <Mail aria-hidden className="size-3.5" /> {t.requester.email}
                    </span>
                  )}
                </p>
                {t.status !== "closed" && (
                  <div className="flex flex-wrap gap-x-4 gap-y-1">
                    <DueLine
                      label="First reply by"
                      due={t.respond_due_at}
                      doneAt={t.first_response_at}
                      now={now}
                    />
                    <DueLine label="Resolve by" due={t.resolve_due_at} doneAt={t.closed_at} now={now} />
                  </div>
                )}
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-muted-foreground text-sm">
                    {t.assignee
                      ? `Assigned to ${mine ? "you" : (t.assignee.full_name ?? "an admin")}`
                      : "Unassigned"}
                  </span>
                  {mine ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={assign.isPending}
                      onClick={() => assign.mutate("nobody")}
                    >
                      <UserMinus aria-hidden /> Unassign
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={assign.isPending}
                      onClick={() => assign.mutate("me")}
                    >
                      <UserCheck aria-hidden /> Assign to me
                    </Button>
                  )}
                </div>
              </header>
              {t.conversation && t.conversation.length > 0 && (
                <AttachedConversation turns={t.conversation} open />
              )}
              <TicketThread messages={t.messages} viewer="admin" />
              {t.status !== "closed" && (
                <>
                  <ReplyBox
                    label={`Reply to ${t.requester.full_name ?? "her"} (she gets an e-mail and a notification)`}
                    pending={reply.isPending}
                    onSend={(body) => reply.mutateAsync({ body, close: closeAfter })}
                    submitLabel={closeAfter ? "Send and close" : "Send reply"}
                    extra={
                      <>
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            checked={closeAfter}
                            onChange={(e) => setCloseAfter(e.target.checked)}
                            className="size-4 accent-primary"
                          />
                          Close after sending
                        </label>
                        <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                          Close without reply
                        </Button>
                      </>
                    }
                  />
                  <ConfirmDialog
                    open={confirming}
                    onOpenChange={setConfirming}
                    title="Close this request without a reply?"
                    description="She will see it as closed and can open a new request if she still needs help."
                    confirmLabel="Close request"
                    pending={close.isPending}
                    onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirming(false) })}
                  />
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
