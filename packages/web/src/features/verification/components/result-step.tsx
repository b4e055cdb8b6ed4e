import type { VerificationResult } from "@saheli/core/contracts/verification";
import { CircleCheck, Hourglass, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

export type Outcome = { result: VerificationResult } | { error: string };

type Props = { outcome: Outcome; onContinue: () => void; onRetake: () => void };

/** Doc 2 §2: the result, with 'Continue to Platform' and, after a failure, Retake. */
export function ResultStep({ outcome, onContinue, onRetake }: Props) {
  if ("error" in outcome) {
    return (
      <div className="grid justify-items-center gap-3 text-center">
        <TriangleAlert aria-hidden className="size-12 text-destructive" />
        <p role="alert" className="text-foreground">
          {outcome.error}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={onContinue}>
            Continue to Platform
          </Button>
          <Button onClick={onRetake}>Retake</Button>
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
        {approved ? "You're verified" : "Pending review"}
      </h3>
      <p className="text-muted-foreground">{outcome.result.message}</p>
      {!approved && (
        <p className="text-muted-foreground text-sm">
          Until then you can browse and buy. Posting, messaging members and opening a shop unlock once you are
          verified.
        </p>
      )}
      <Button onClick={onContinue}>Continue to Platform</Button>
    </div>
  );
}
