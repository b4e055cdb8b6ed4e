import { ArrowLeft, Inbox } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSession } from "@/lib/session/use-session";
import { useMyTickets } from "../api/tickets";
import { TicketStatusBadge } from "../components/ticket-status";
import { useSupportT } from "../i18n";
import { openSupportTicket } from "../lib/open-ticket";

/** /support/tickets: her requests to Saheli's support team. */
export function Component() {
  const { t } = useSupportT();
  const locale = useIntlLocale();
  const session = useSession();
  const tickets = useMyTickets(session.status === "signed-in");
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("tickets.signIn")} />;
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("tickets.title")}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/support">
          <ArrowLeft aria-hidden /> {t("back.centre")}
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display font-semibold text-2xl">{t("back.myRequests")}</h1>
        <Button onClick={() => openSupportTicket()}>{t("talk")}</Button>
      </div>
      <QueryState
        query={tickets}
        errorTitle={t("tickets.error")}
        loading={
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        }
        isEmpty={(data) => data.tickets.length === 0}
        empty={{
          icon: Inbox,
          title: t("tickets.emptyTitle"),
          description: t("tickets.emptyText"),
        }}
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.tickets.map((ticket) => (
              <li key={ticket.id}>
                <Link
                  to={`/support/tickets/${ticket.id}`}
                  className="grid gap-1.5 rounded-xl border border-border bg-card p-4 hover:border-primary"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 truncate font-medium">{ticket.subject}</span>
                    <TicketStatusBadge status={ticket.status} />
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {t("tickets.meta", {
                      reference: ticket.reference,
                      category: t(`category.${ticket.category}`),
                      date: new Date(ticket.last_message_at).toLocaleString(locale, {
                        dateStyle: "medium",
                        timeStyle: "short",
                      }),
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
