import type { ConnectionRequestItem } from "@saheli/core/contracts/people";
import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { type RequestAnswer, useAnswerConnectionRequest } from "@/lib/connections/answer-connection-request";
import { useNetworkT } from "../i18n";
import { PersonCard } from "./person-card";
import { RequestNote } from "./request-note";

/** A request she received: who asked, their note, Accept or Ignore. */
export function ReceivedRequestCard({ request }: { request: ConnectionRequestItem }) {
  const { t } = useNetworkT();
  const answer = useAnswerConnectionRequest();
  const { person } = request;
  const respond = (choice: RequestAnswer) =>
    // The card leaves the list once the lists refresh, so the outcome is read from the promise.
    answer.mutateAsync({ connectionId: request.id, answer: choice }).then(
      () =>
        toast.success(
          choice === "accept" ? t("connect.accepted", { name: person.full_name }) : t("requests.ignored"),
        ),
      (error: Error) => toast.error(error.message),
    );
  const choosing = answer.isPending ? answer.variables?.answer : undefined;
  return (
    <PersonCard
      person={person}
      actions={
        <>
          <Button
            size="sm"
            loading={choosing === "accept"}
            disabled={answer.isPending}
            onClick={() => respond("accept")}
          >
            <Check aria-hidden /> {t("requests.accept")}
            <span className="sr-only"> {person.full_name}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={choosing === "reject"}
            disabled={answer.isPending}
            onClick={() => respond("reject")}
          >
            <X aria-hidden /> {t("requests.ignore")}
            <span className="sr-only"> {person.full_name}</span>
          </Button>
        </>
      }
    >
      <RequestNote message={request.message} sentAt={request.created_at} from={person.full_name} />
    </PersonCard>
  );
}
