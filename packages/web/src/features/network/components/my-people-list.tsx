import type { PersonCard } from "@saheli/core/contracts/people";
import { UserCheck, UserMinus, UserPlus, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useRemoveConnection } from "@/lib/connections/remove-connection";
import { type PeopleListKind, usePeopleList } from "../api/get-people-list";
import { useRemoveFollower } from "../api/remove-follower";
import { ConfirmAction } from "./confirm-action";
import { PagedPeople } from "./paged-people";
import { ConnectAction, PersonActions } from "./person-actions";
import { UnfollowButton } from "./unfollow-button";

const COPY: Record<
  PeopleListKind,
  { label: string; emptyTitle: string; emptyText: string; icon: typeof Users }
> = {
  connections: {
    label: "Your connections",
    emptyTitle: "No connections yet",
    emptyText: "Connect with women whose work you admire. Once they accept, they appear here.",
    icon: Users,
  },
  followers: {
    label: "Your followers",
    emptyTitle: "No followers yet",
    emptyText: "When someone follows you, they see your posts in their feed and appear here.",
    icon: UserCheck,
  },
  following: {
    label: "People you follow",
    emptyTitle: "You're not following anyone yet",
    emptyText: "Follow members to see their posts and updates in your feed.",
    icon: UserPlus,
  },
};

/** Her own connections, followers or following, with the actions each list offers. */
export function MyPeopleList({ personId, kind }: { personId: string; kind: PeopleListKind }) {
  const query = usePeopleList(personId, kind);
  const copy = COPY[kind];
  return (
    <PagedPeople
      query={query}
      label={copy.label}
      errorTitle={`We couldn't load ${copy.label.toLowerCase()}`}
      empty={{
        icon: copy.icon,
        title: copy.emptyTitle,
        description: copy.emptyText,
        action: (
          <Button asChild variant="outline">
            <Link to="/network/suggestions">
              <UserPlus aria-hidden /> Find People
            </Link>
          </Button>
        ),
      }}
      actions={(person) => <ListActions kind={kind} person={person} />}
    />
  );
}

function ListActions({ kind, person }: { kind: PeopleListKind; person: PersonCard }) {
  switch (kind) {
    case "connections":
      return (
        <>
          <ConnectAction person={person} />
          <RemoveConnection person={person} />
        </>
      );
    case "followers":
      return (
        <>
          <PersonActions person={person} />
          <RemoveFollower person={person} />
        </>
      );
    case "following":
      return (
        <>
          <ConnectAction person={person} />
          <UnfollowButton personId={person.id} name={person.full_name} />
        </>
      );
  }
}

function RemoveConnection({ person }: { person: PersonCard }) {
  const remove = useRemoveConnection();
  const connectionId = person.relation?.connection_id;
  if (!connectionId || person.relation?.connection !== "connected") return null;
  return (
    <ConfirmAction
      title={`Remove ${person.full_name}?`}
      description="You'll no longer be connected. She isn't told, and you can connect again later."
      confirmLabel="Remove connection"
      run={() => remove.mutateAsync(connectionId)}
      success={`${person.full_name} removed from your connections`}
      variant="ghost"
    >
      <UserMinus aria-hidden /> Remove<span className="sr-only"> {person.full_name}</span>
    </ConfirmAction>
  );
}

function RemoveFollower({ person }: { person: PersonCard }) {
  const remove = useRemoveFollower();
  return (
    <ConfirmAction
      title={`Remove ${person.full_name} as a follower?`}
      description="She'll stop seeing your updates in her feed. She isn't told, and she can follow you again."
      confirmLabel="Remove follower"
      run={() => remove.mutateAsync(person.id)}
      success={`${person.full_name} no longer follows you`}
      variant="ghost"
    >
      <UserMinus aria-hidden /> Remove follower<span className="sr-only"> {person.full_name}</span>
    </ConfirmAction>
  );
}
