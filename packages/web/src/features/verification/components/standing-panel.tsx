import type { VerificationState } from "@saheli/core/contracts/verification";
import { VerificationMessages } from "@saheli/core/verification";
import { CircleCheck, Hourglass, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { messageIn } from "@/lib/i18n/i18n";
import { useVerificationT } from "../i18n";

type VerificationT = ReturnType<typeof useVerificationT>["t"];

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });

/** Whether she may start a check now; if not, what to tell her instead (in her language and locale). */
export function standingPanel(
  state: VerificationState,
  onClose: () => void,
  t: VerificationT,
  locale: string,
): ReactNode | null {
  if (state.status === "approved") {
    return (
      <Panel
        icon={<CircleCheck className="size-10 text-success" />}
        title={messageIn(VerificationMessages.alreadyVerified)}
        onClose={onClose}
      />
    );
  }
  if (state.status === "pending") {
    return (
      <Panel
        icon={<Hourglass className="size-10 text-warning" />}
        title={t("standing.pending")}
        onClose={onClose}
      >
        {messageIn(VerificationMessages.requiredPending)}
      </Panel>
    );
  }
  if (state.blocked_by && state.retry_at) {
    const title =
      state.blocked_by === "cooldown" ? VerificationMessages.cooldown : VerificationMessages.maxAttempts;
    return (
      <Panel
        icon={<Lock className="size-10 text-muted-foreground" />}
        title={messageIn(title)}
        onClose={onClose}
      >
        {t("standing.retryAfter", { when: when(state.retry_at, locale) })}
        {state.can_appeal && t("standing.canAppeal")}
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
  const { t } = useVerificationT();
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <span aria-hidden>{icon}</span>
      <h3 className="font-display font-semibold text-foreground text-xl">{title}</h3>
      {children && <p className="text-muted-foreground">{children}</p>}
      <Button onClick={onClose}>{t("standing.close")}</Button>
    </div>
  );
}
