import type { ConnectionRequestItem } from "@saheli/core/contracts/people";
import { Undo2 } from "lucide-react";
import { useRemoveConnection } from "@/lib/connections/remove-connection";
import { ConfirmAction } from "./confirm-action";
import { PersonCard } from "./person-card";
import { RequestNote } from "./request-note";

/** A request she sent and is still waiting on, with Withdraw. */
export function SentRequestCard({ request }: { request: ConnectionRequestItem }) {
  const withdraw = useRemoveConnection();
  const { person } = request;
  return (
    <PersonCard
      person={person}
      actions={
        <ConfirmAction
          title="Withdraw your request?"
          description={`${person.full_name} won't see your request any more. You can send a new one later.`}
          confirmLabel="Withdraw"
          cancelLabel="Keep it"
          run={() => withdraw.mutateAsync(request.id)}
          success="Request withdrawn"
        >
          <Undo2 aria-hidden /> Withdraw<span className="sr-only"> request to {person.full_name}</span>
        </ConfirmAction>
      }
    >
      <RequestNote message={request.message} sentAt={request.created_at} from="you" />
    </PersonCard>
  );
}
