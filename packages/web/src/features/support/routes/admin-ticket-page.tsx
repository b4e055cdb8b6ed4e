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
import { useSupportT } from "../i18n";

/** /admin/support/tickets/{id}: one request, to assign, answer and close (admins only). */
export function Component() {
  return (
    <AdminGate what="answer">
      <AdminTicketView />
    </AdminGate>
  );
}

function AdminTicketView() {
  const { t } = useSupportT();
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
          <ArrowLeft aria-hidden /> {t("admin.ticket.back")}
        </Link>
      </Button>
      <QueryState
        query={ticket}
        errorTitle={t("ticket.error")}
        errorHeadingLevel="h1"
        loading={
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-24" />
          </div>
        }
      >
        {(ticket) => {
          const mine = ticket.assignee?.id === session.user?.id;
          return (
            <>
              <title>{t("admin.ticket.title", { reference: ticket.reference })}</title>
              <header className="grid gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <TicketStatusBadge status={ticket.status} admin />
                  <span className="text-muted-foreground text-sm">
                    {ticket.reference} · {t(`category.${ticket.category}`)}
                  </span>
                </div>
                <h1 className="break-words font-display font-semibold text-2xl">{ticket.subject}</h1>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <Link
                    to={`/profile/${ticket.requester.id}`}
                    className="font-medium text-primary hover:underline"
                  >
                    {ticket.requester.full_name ?? t("admin.queue.member")}
                  </Link>
                  {ticket.requester.email && (
                    <span className="inline-flex items-center gap-1 break-all text-muted-foreground">
                      <Mail aria-hidden className="size-3.5" /> {ticket.requester.email}
                    </span>
                  )}
                </p>
                {ticket.status !== "closed" && (
                  <div className="flex flex-wrap gap-x-4 gap-y-1">
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
                  </div>
                )}
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-muted-foreground text-sm">
                    {ticket.assignee
                      ? mine
                        ? t("admin.ticket.assignedToYou")
                        : t("admin.ticket.assignedTo", {
                            name: ticket.assignee.full_name ?? t("admin.queue.anAdmin"),
                          })
                      : t("admin.ticket.unassigned")}
                  </span>
                  {mine ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={assign.isPending}
                      onClick={() => assign.mutate("nobody")}
                    >
                      <UserMinus aria-hidden /> {t("admin.ticket.unassign")}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={assign.isPending}
                      onClick={() => assign.mutate("me")}
                    >
                      <UserCheck aria-hidden /> {t("admin.ticket.assignToMe")}
                    </Button>
                  )}
                </div>
              </header>
              {ticket.conversation && ticket.conversation.length > 0 && (
                <AttachedConversation turns={ticket.conversation} open />
              )}
              <TicketThread messages={ticket.messages} viewer="admin" />
              {ticket.status !== "closed" && (
                <>
                  <ReplyBox
                    label={
                      ticket.requester.full_name
                        ? t("admin.ticket.replyLabel", { name: ticket.requester.full_name })
                        : t("admin.ticket.replyHer")
                    }
                    pending={reply.isPending}
                    onSend={(body) => reply.mutateAsync({ body, close: closeAfter })}
                    submitLabel={closeAfter ? t("admin.ticket.sendAndClose") : t("reply.send")}
                    extra={
                      <>
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            checked={closeAfter}
                            onChange={(e) => setCloseAfter(e.target.checked)}
                            className="size-4 accent-primary"
                          />
                          {t("admin.ticket.closeAfter")}
                        </label>
                        <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                          {t("admin.ticket.closeWithout")}
                        </Button>
                      </>
                    }
                  />
                  <ConfirmDialog
                    open={confirming}
                    onOpenChange={setConfirming}
                    title={t("admin.ticket.confirmTitle")}
                    description={t("admin.ticket.confirmText")}
                    confirmLabel={t("ticket.confirmLabel")}
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
