import type { ConnectionRequestItem } from "@saheli/core/contracts/people";
import { Undo2 } from "lucide-react";
import { useRemoveConnection } from "@/lib/connections/remove-connection";
import { useNetworkT } from "../i18n";
import { ConfirmAction } from "./confirm-action";
import { PersonCard } from "./person-card";
import { RequestNote } from "./request-note";

/** A request she sent and is still waiting on, with Withdraw. */
export function SentRequestCard({ request }: { request: ConnectionRequestItem }) {
  const { t } = useNetworkT();
  const withdraw = useRemoveConnection();
  const { person } = request;
  return (
    <PersonCard
      person={person}
      actions={
        <ConfirmAction
          title={t("requests.withdrawTitle")}
          description={t("requests.withdrawDescription", { name: person.full_name })}
          confirmLabel={t("requests.withdraw")}
          cancelLabel={t("requests.keep")}
          run={() => withdraw.mutateAsync(request.id)}
          success={t("requests.withdrawn")}
        >
          <Undo2 aria-hidden /> {t("requests.withdraw")}
          <span className="sr-only"> {t("requests.withdrawTo", { name: person.full_name })}</span>
        </ConfirmAction>
      }
    >
      <RequestNote message={request.message} sentAt={request.created_at} />
    </PersonCard>
  );
}
