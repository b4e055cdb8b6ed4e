import type { PersonCard } from "@saheli/core/contracts/people";
import { Check, Clock, UserRoundPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAnswerConnectionRequest } from "@/lib/connections/answer-connection-request";
import { ConnectDialog } from "@/lib/connections/connect-dialog";
import { useRemoveConnection } from "@/lib/connections/remove-connection";
import { useNetworkT } from "../i18n";
import { ConfirmAction } from "./confirm-action";
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

/** Connect → Pending → Connected, or Accept when she asked first. */
export function ConnectAction({ person }: { person: PersonCard }) {
  const [open, setOpen] = useState(false);
  const relation = person.relation;
  if (!relation) return null;
  return (
    <>
      <ConnectState person={person} connectionId={relation.connection_id} onConnect={() => setOpen(true)} />
      {/* Stays mounted while the button turns into Pending, so the dialog can close itself. */}
      <ConnectDialog person={person} open={open} onOpenChange={setOpen} />
    </>
  );
}

type ConnectStateProps = { person: PersonCard; connectionId: string | null; onConnect: () => void };

function ConnectState({ person, connectionId, onConnect }: ConnectStateProps): ReactNode {
  const { t } = useNetworkT();
  const answer = useAnswerConnectionRequest();
  const withdraw = useRemoveConnection();
  const state = person.relation?.connection ?? "none";
  const label = t(`connect.${state}`);
  const name = <span className="sr-only"> {person.full_name}</span>;

  if (state === "connected") {
    return (
      <span className="inline-flex h-8 items-center gap-1.5 rounded-full bg-success-soft px-3 font-medium text-sm text-success">
        <Check aria-hidden className="size-4" />
        {label}
        <span className="sr-only"> {t("connect.with", { name: person.full_name })}</span>
      </span>
    );
  }
  if (state === "pending_sent" && connectionId) {
    return (
      <ConfirmAction
        title={t("requests.withdrawTitle")}
        description={t("requests.withdrawDescription", { name: person.full_name })}
        confirmLabel={t("requests.withdraw")}
        cancelLabel={t("requests.keep")}
        run={() => withdraw.mutateAsync(connectionId)}
        success={t("requests.withdrawn")}
        variant="secondary"
      >
        <Clock aria-hidden />
        {label}
        {name}
      </ConfirmAction>
    );
  }
  if (state === "pending_received" && connectionId) {
    const accept = () =>
      answer.mutateAsync({ connectionId, answer: "accept" }).then(
        () => toast.success(t("connect.accepted", { name: person.full_name })),
        (error: Error) => toast.error(error.message),
      );
    return (
      <Button size="sm" loading={answer.isPending} onClick={() => void accept()}>
        <Check aria-hidden />
        {label}
        {name}
      </Button>
    );
  }
  return (
    <Button size="sm" onClick={onConnect}>
      <UserRoundPlus aria-hidden />
      {label}
      {name}
    </Button>
  );
}
