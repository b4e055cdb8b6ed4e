import { SupportTicketCategoryLabels } from "@saheli/core/support";
import { ArrowLeft, Inbox } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useMyTickets } from "../api/tickets";
import { TicketStatusBadge } from "../components/ticket-status";
import { openSupportTicket } from "../lib/open-ticket";

/** /support/tickets: her requests to Saheli's support team. */
export function Component() {
  const session = useSession();
  const tickets = useMyTickets(session.status === "signed-in");
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out")
    return <SignInRequired description="Sign in to see your requests to Saheli's support team." />;
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>My support requests · Saheli</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/support">
          <ArrowLeft aria-hidden /> Help centre
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display font-semibold text-2xl">My support requests</h1>
        <Button onClick={() => openSupportTicket()}>Talk to a person</Button>
      </div>
      <QueryState
        query={tickets}
        errorTitle="We couldn't load your requests"
        loading={
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        }
        isEmpty={(data) => data.tickets.length === 0}
        empty={{
          icon: Inbox,
          title: "No requests yet",
          description: "When you write to Saheli's support team, your requests and our replies appear here.",
        }}
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.tickets.map((t) => (
              <li key={t.id}>
                <Link
                  to={`/support/tickets/${t.id}`}
                  className="grid gap-1.5 rounded-xl border border-border bg-card p-4 hover:border-primary"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 truncate font-medium">{t.subject}</span>
                    <TicketStatusBadge status={t.status} />
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {t.reference} · {SupportTicketCategoryLabels[t.category]} · last update{" "}
                    {new Date(t.last_message_at).toLocaleString("en-IN", {
                      dateStyle: "medium",
                      timeStyle: "short",
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
