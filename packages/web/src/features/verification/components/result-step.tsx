import type { VerificationResult } from "@saheli/core/contracts/verification";
import { CircleCheck, Hourglass, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useVerificationT } from "../i18n";

export type Outcome = { result: VerificationResult } | { error: string };

type Props = { outcome: Outcome; onContinue: () => void; onRetake: () => void };

/** Doc 2 §2: the result, with 'Continue to Platform' and, after a failure, Retake. */
export function ResultStep({ outcome, onContinue, onRetake }: Props) {
  const { t } = useVerificationT();
  const messageIn = useMessageIn();
  if ("error" in outcome) {
    return (
      <div className="grid justify-items-center gap-3 text-center">
        <TriangleAlert aria-hidden className="size-12 text-destructive" />
        <p role="alert" className="text-foreground">
          {messageIn(outcome.error)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={onContinue}>
            {t("result.continue")}
          </Button>
          <Button onClick={onRetake}>{t("result.retake")}</Button>
        </div>
      </div>
    );
  }
  const approved = outcome.result.details.status === "approved";
  const Icon = approved ? CircleCheck : Hourglass;
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <Icon aria-hidden className={approved ? "size-12 text-success" : "size-12 text-warning"} />
      <h3 className="font-display font-semibold text-foreground text-xl">
        {approved ? t("result.verified") : t("result.pending")}
      </h3>
      <p className="text-muted-foreground">{messageIn(outcome.result.message)}</p>
      {!approved && <p className="text-muted-foreground text-sm">{t("result.meanwhile")}</p>}
      <Button onClick={onContinue}>{t("result.continue")}</Button>
    </div>
  );
}
