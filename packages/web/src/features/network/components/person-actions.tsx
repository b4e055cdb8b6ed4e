import type { PersonCard } from "@saheli/core/contracts/people";
import { connectLabel } from "@saheli/core/people";
import { Check, Clock, UserRoundPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAnswerConnectionRequest } from "../api/answer-connection-request";
import { useRemoveConnection } from "../api/remove-connection";
import { ConfirmAction } from "./confirm-action";
import { ConnectDialog } from "./connect-dialog";
import { FollowButton } from "./follow-button";

type PersonActionsProps = {
  person: PersonCard;
  /** Leave out Follow where the list already says it (the Following tab has its own Unfollow). */
  showFollow?: boolean;
};

/** The connect and follow actions for the viewer's relation to this person (doc 3 §2.1, §4). */
export function PersonActions({ person, showFollow = true }: PersonActionsProps) {
  const relation = person.relation;
  if (!relation || relation.blocked_by_me) return null;
  return (
    <>
      <ConnectAction person={person} />
      {showFollow && (
        <FollowButton personId={person.id} name={person.full_name} following={relation.following} />
      )}
    </>
  );
}

export function ConnectAction({ person }: { person: PersonCard }) {
  const [open, setOpen] = useState(false);
  const answer = useAnswerConnectionRequest();
  const withdraw = useRemoveConnection();
  const relation = person.relation;
  if (!relation) return null;
  const label = connectLabel(relation.connection);
  const name = <span className="sr-only"> {person.full_name}</span>;

  switch (relation.connection) {
    case "connected":
      return (
        <span className="inline-flex h-8 items-center gap-1.5 rounded-full bg-success-soft px-3 font-medium text-sm text-success">
          <Check aria-hidden className="size-4" />
          {label}
          <span className="sr-only"> with {person.full_name}</span>
        </span>
      );
    case "pending_sent":
      return relation.connection_id ? (
        <ConfirmAction
          title="Withdraw your request?"
          description={`${person.full_name} won't see your request any more. You can send a new one later.`}
          confirmLabel="Withdraw"
          cancelLabel="Keep it"
          run={() => withdraw.mutateAsync(relation.connection_id as string)}
          success="Request withdrawn"
          variant="secondary"
        >
          <Clock aria-hidden />
          {label}
          {name}
        </ConfirmAction>
      ) : null;
    case "pending_received":
      return (
        <Button
          size="sm"
          loading={answer.isPending}
          onClick={() =>
            relation.connection_id &&
            answer.mutate(
              { connectionId: relation.connection_id, answer: "accept" },
              {
                onSuccess: () => toast.success(`You and ${person.full_name} are connected`),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        >
          <Check aria-hidden />
          {label}
          {name}
        </Button>
      );
    default:
      return (
        <>
          <Button size="sm" onClick={() => setOpen(true)}>
            <UserRoundPlus aria-hidden />
            {label}
            {name}
          </Button>
          <ConnectDialog person={person} open={open} onOpenChange={setOpen} />
        </>
      );
  }
}
