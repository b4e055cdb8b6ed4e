import { Inbox, Send, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { type RequestDirection, useConnectionRequests } from "../api/get-connection-requests";
import { useNetworkT } from "../i18n";
import { PeopleGrid } from "./people-grid";
import { PeopleSkeleton } from "./people-skeleton";
import { ReceivedRequestCard } from "./received-request-card";
import { SentRequestCard } from "./sent-request-card";

const ICONS = { received: Inbox, sent: Send } as const;

/** Pending requests in one direction, newest first. */
export function RequestList({ direction }: { direction: RequestDirection }) {
  const { t } = useNetworkT();
  const query = useConnectionRequests(direction);
  return (
    <QueryState
      query={query}
      loading={<PeopleSkeleton count={3} label={t(`lists.${direction}.loading`)} />}
      errorTitle={t(`lists.${direction}.error`)}
      errorHeadingLevel="h3"
      isEmpty={(requests) => requests.length === 0}
      empty={{
        icon: ICONS[direction],
        title: t(`lists.${direction}.emptyTitle`),
        description: t(`lists.${direction}.emptyText`),
        headingLevel: "h3",
        action: (
          <Button asChild variant="outline">
            <Link to="/network/suggestions">
              <UserPlus aria-hidden /> {t("myNetwork.findPeople")}
            </Link>
          </Button>
        ),
      }}
    >
      {(requests) => (
        <PeopleGrid label={t(`lists.${direction}.label`)}>
          {requests.map((request) => (
            <li key={request.id}>
              {direction === "received" ? (
                <ReceivedRequestCard request={request} />
              ) : (
                <SentRequestCard request={request} />
              )}
            </li>
          ))}
        </PeopleGrid>
      )}
    </QueryState>
  );
}
