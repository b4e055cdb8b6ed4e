import type { PersonCard } from "@saheli/core/contracts/people";
import { UserCheck, UserMinus, UserPlus, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useRemoveConnection } from "@/lib/connections/remove-connection";
import { type PeopleListKind, usePeopleList } from "../api/get-people-list";
import { useRemoveFollower } from "../api/remove-follower";
import { useNetworkT } from "../i18n";
import { ConfirmAction } from "./confirm-action";
import { PagedPeople } from "./paged-people";
import { ConnectAction, PersonActions } from "./person-actions";
import { UnfollowButton } from "./unfollow-button";

const ICONS: Record<PeopleListKind, typeof Users> = {
  connections: Users,
  followers: UserCheck,
  following: UserPlus,
};

/** Her own connections, followers or following, with the actions each list offers. */
export function MyPeopleList({ personId, kind }: { personId: string; kind: PeopleListKind }) {
  const { t } = useNetworkT();
  const query = usePeopleList(personId, kind);
  return (
    <PagedPeople
      query={query}
      label={t(`lists.${kind}.label`)}
      loadingLabel={t(`lists.${kind}.loading`)}
      errorTitle={t(`lists.${kind}.error`)}
      empty={{
        icon: ICONS[kind],
        title: t(`lists.${kind}.emptyTitle`),
        description: t(`lists.${kind}.emptyText`),
        action: (
          <Button asChild variant="outline">
            <Link to="/network/suggestions">
              <UserPlus aria-hidden /> {t("myNetwork.findPeople")}
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
  const { t } = useNetworkT();
  const remove = useRemoveConnection();
  const connectionId = person.relation?.connection_id;
  if (!connectionId || person.relation?.connection !== "connected") return null;
  return (
    <ConfirmAction
      title={t("remove.connectionTitle", { name: person.full_name })}
      description={t("remove.connectionDescription")}
      confirmLabel={t("remove.connectionConfirm")}
      run={() => remove.mutateAsync(connectionId)}
      success={t("remove.connectionDone", { name: person.full_name })}
      variant="ghost"
    >
      <UserMinus aria-hidden /> {t("remove.connection")}
      <span className="sr-only"> {person.full_name}</span>
    </ConfirmAction>
  );
}

function RemoveFollower({ person }: { person: PersonCard }) {
  const { t } = useNetworkT();
  const remove = useRemoveFollower();
  return (
    <ConfirmAction
      title={t("remove.followerTitle", { name: person.full_name })}
      description={t("remove.followerDescription")}
      confirmLabel={t("remove.followerConfirm")}
      run={() => remove.mutateAsync(person.id)}
      success={t("remove.followerDone", { name: person.full_name })}
      variant="ghost"
    >
      <UserMinus aria-hidden /> {t("remove.follower")}
      <span className="sr-only"> {person.full_name}</span>
    </ConfirmAction>
  );
}
