import { formatSupportDue, SupportTicketCategoryLabels } from "@saheli/core/support";
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
import { openSupportTicket } from "../lib/open-ticket";

/** /support/tickets/{id}: her request and the thread with Saheli's team. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out")
    return <SignInRequired description="Sign in to see your request to Saheli's support team." />;
  return <TicketView />;
}

function TicketView() {
  const { id = "" } = useParams();
  const ticket = useTicket(id);
  const reply = useReplyToTicket(id);
  const close = useCloseTicket(id);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/support/tickets">
          <ArrowLeft aria-hidden /> My support requests
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
            <Skeleton className="h-24" />
          </div>
        }
      >
        {(t) => (
          <>
            <title>{`${t.subject} · Saheli Support`}</title>
            <header className="grid gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <TicketStatusBadge status={t.status} />
                <span className="text-muted-foreground text-sm">
                  {t.reference} · {SupportTicketCategoryLabels[t.category]}
                </span>
              </div>
              <h1 className="break-words font-display font-semibold text-2xl">{t.subject}</h1>
              {t.status !== "closed" && !t.first_response_at && (
                <p className="text-muted-foreground text-sm">
                  A person from Saheli's team will reply by {formatSupportDue(new Date(t.respond_due_at))}.
                </p>
              )}
            </header>
            {t.conversation && t.conversation.length > 0 && <AttachedConversation turns={t.conversation} />}
            <TicketThread messages={t.messages} viewer="member" />
            {t.status === "closed" ? (
              <div className="grid gap-2 rounded-2xl bg-muted/60 p-4 text-sm">
                <p>This request is closed. If you still need help, open a new one.</p>
                <Button className="justify-self-start" onClick={() => openSupportTicket()}>
                  Talk to a person
                </Button>
              </div>
            ) : (
              <>
                <ReplyBox
                  label="Add a reply"
                  pending={reply.isPending}
                  onSend={(body) => reply.mutateAsync(body)}
                  extra={
                    <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                      My problem is solved
                    </Button>
                  }
                />
                <ConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  title="Close this request?"
                  description="Saheli's team will stop working on it. You can always open a new request."
                  confirmLabel="Close request"
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
