import type { VerificationState } from "@saheli/core/contracts/verification";
import { VerificationMessages } from "@saheli/core/verification";
import { CircleCheck, Hourglass, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** Whether she may start a check now; if not, what to tell her instead. */
export function standingPanel(state: VerificationState, onClose: () => void): ReactNode | null {
  if (state.status === "approved") {
    return (
      <Panel
        icon={<CircleCheck className="size-10 text-success" />}
        title={VerificationMessages.alreadyVerified}
        onClose={onClose}
      />
    );
  }
  if (state.status === "pending") {
    return (
      <Panel icon={<Hourglass className="size-10 text-warning" />} title="Pending review" onClose={onClose}>
        {VerificationMessages.requiredPending}
      </Panel>
    );
  }
  if (state.blocked_by && state.retry_at) {
    const title =
      state.blocked_by === "cooldown" ? VerificationMessages.cooldown : VerificationMessages.maxAttempts;
    return (
      <Panel icon={<Lock className="size-10 text-muted-foreground" />} title={title} onClose={onClose}>
        You can try again after {when(state.retry_at)}.
        {state.can_appeal && " You can also appeal the decision: a different reviewer will look at it."}
      </Panel>
    );
  }
  return null;
}

function Panel({
  icon,
  title,
  children,
  onClose,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <span aria-hidden>{icon}</span>
      <h3 className="font-display font-semibold text-foreground text-xl">{title}</h3>
      {children && <p className="text-muted-foreground">{children}</p>}
      <Button onClick={onClose}>Close</Button>
    </div>
  );
}
