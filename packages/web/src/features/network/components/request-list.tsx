import { Inbox, Send, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { type RequestDirection, useConnectionRequests } from "../api/get-connection-requests";
import { PeopleGrid } from "./people-grid";
import { PeopleSkeleton } from "./people-skeleton";
import { ReceivedRequestCard } from "./received-request-card";
import { SentRequestCard } from "./sent-request-card";

const COPY = {
  received: {
    label: "Requests received",
    emptyTitle: "No requests waiting",
    emptyText: "When someone asks to connect with you, their request and note appear here.",
    icon: Inbox,
  },
  sent: {
    label: "Requests sent",
    emptyTitle: "No requests sent",
    emptyText: "Requests you send wait here until they are answered. You can withdraw one at any time.",
    icon: Send,
  },
} as const;

/** Pending requests in one direction, newest first. */
export function RequestList({ direction }: { direction: RequestDirection }) {
  const query = useConnectionRequests(direction);
  const copy = COPY[direction];
  return (
    <QueryState
      query={query}
      loading={<PeopleSkeleton count={3} label={`Loading ${copy.label.toLowerCase()}`} />}
      errorTitle={`We couldn't load your ${copy.label.toLowerCase()}`}
      errorHeadingLevel="h3"
      isEmpty={(requests) => requests.length === 0}
      empty={{
        icon: copy.icon,
        title: copy.emptyTitle,
        description: copy.emptyText,
        headingLevel: "h3",
        action: (
          <Button asChild variant="outline">
            <Link to="/network/suggestions">
              <UserPlus aria-hidden /> Find People
            </Link>
          </Button>
        ),
      }}
    >
      {(requests) => (
        <PeopleGrid label={copy.label}>
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
