import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useCloseTicket, useReplyToTicket, useTicket } from "../api/tickets";
import { AttachedConversation } from "../components/attached-conversation";
import { ReplyBox } from "../components/reply-box";
import { TicketStatusBadge } from "../components/ticket-status";
import { TicketThread } from "../components/ticket-thread";
import { useSupportT } from "../i18n";
import { useFormatDue } from "../lib/due";
import { openSupportTicket } from "../lib/open-ticket";

/** /support/tickets/{id}: her request and the thread with Saheli's team. */
export function Component() {
  const { t } = useSupportT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("ticket.signIn")} />;
  return <TicketView />;
}

function TicketView() {
  const { t } = useSupportT();
  const formatDue = useFormatDue();
  const { id = "" } = useParams();
  const ticket = useTicket(id);
  const reply = useReplyToTicket(id);
  const close = useCloseTicket(id);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/support/tickets">
          <ArrowLeft aria-hidden /> {t("back.myRequests")}
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
            <Skeleton className="h-24" />
          </div>
        }
      >
        {(ticket) => (
          <>
            <title>{t("ticket.title", { subject: ticket.subject })}</title>
            <header className="grid gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <TicketStatusBadge status={ticket.status} />
                <span className="text-muted-foreground text-sm">
                  {ticket.reference} · {t(`category.${ticket.category}`)}
                </span>
              </div>
              <h1 className="break-words font-display font-semibold text-2xl">{ticket.subject}</h1>
              {ticket.status !== "closed" && !ticket.first_response_at && (
                <p className="text-muted-foreground text-sm">
                  {t("ticket.replyBy", { due: formatDue(new Date(ticket.respond_due_at)) })}
                </p>
              )}
            </header>
            {ticket.conversation && ticket.conversation.length > 0 && (
              <AttachedConversation turns={ticket.conversation} />
            )}
            <TicketThread messages={ticket.messages} viewer="member" />
            {ticket.status === "closed" ? (
              <div className="grid gap-2 rounded-2xl bg-muted/60 p-4 text-sm">
                <p>{t("ticket.closed")}</p>
                <Button className="justify-self-start" onClick={() => openSupportTicket()}>
                  {t("talk")}
                </Button>
              </div>
            ) : (
              <>
                <ReplyBox
                  label={t("ticket.addReply")}
                  pending={reply.isPending}
                  onSend={(body) => reply.mutateAsync(body)}
                  extra={
                    <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                      {t("ticket.solved")}
                    </Button>
                  }
                />
                <ConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  title={t("ticket.confirmTitle")}
                  description={t("ticket.confirmText")}
                  confirmLabel={t("ticket.confirmLabel")}
                  pending={close.isPending}
                  onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirming(false) })}
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
