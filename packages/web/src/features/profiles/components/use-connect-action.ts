import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { toast } from "@/components/ui/toast";
import { useAnswerConnectionRequest } from "@/lib/connections/answer-connection-request";
import { errorMessage } from "@/lib/error-message";
import { useProfilesT } from "../i18n";
import { useProfileDialog } from "./profile-dialogs";

/**
 * The Connect button's label and what it does, by connection state: Connect opens the note dialog, Pending
 * offers to withdraw, Accept accepts at once, Connected offers to remove. Shared by page and header.
 */
export function useConnectAction(page: ProfilePage | undefined) {
  const { t } = useProfilesT();
  const open = useProfileDialog();
  const answer = useAnswerConnectionRequest();
  const relation = page?.relation ?? null;
  const state = relation?.connection ?? "none";
  const run = () => {
    if (!page) return;
    if (state === "none") return open({ kind: "connect" });
    if (state === "pending_sent") return open({ kind: "withdraw" });
    if (state === "connected") return open({ kind: "disconnect" });
    if (relation?.connection_id) {
      answer.mutate(
        { connectionId: relation.connection_id, answer: "accept" },
        {
          onSuccess: () => toast.success(t("connect.accepted", { name: page.profile.full_name })),
          onError: (error) => toast.error(errorMessage(error)),
        },
      );
    }
  };
  const ignore = () => {
    if (!relation?.connection_id) return;
    answer.mutate(
      { connectionId: relation.connection_id, answer: "reject" },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  };
  return { state, label: t(`connect.${state}`), run, ignore, pending: answer.isPending };
}
