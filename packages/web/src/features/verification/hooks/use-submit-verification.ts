import type { VerificationResult } from "@saheli/core/contracts/verification";
import { LivenessFigures, LivenessMessages, retryDelayMs } from "@saheli/core/liveness";
import { VerificationMessages } from "@saheli/core/verification";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import { messageIn } from "@/lib/i18n/i18n";
import { sessionQueryKey } from "@/lib/session/get-session";
import { verificationKeys } from "../api/keys";
import { type LivenessEvidence, submitVerification } from "../api/submit-verification";
import { useVerificationT } from "../i18n";
import { type VerifyFailure, verifyFailure } from "../lib/verify-error";

export type SubmitOutcome = { ok: true; result: VerificationResult } | { ok: false; failure: VerifyFailure };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the selfie, retrying twice on a busy service or a lost connection with the spec's back-off
 * (1 s, then 2 s) and toasts (doc 2 §8). Her evidence or standing being refused is answered at once.
 */
export function useSubmitVerification() {
  const { t } = useVerificationT();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<string | null>(null);

  const submit = useCallback(
    async (image: string, userId: string, evidence: LivenessEvidence): Promise<SubmitOutcome> => {
      for (let attempt = 1; ; attempt += 1) {
        setProgress(attempt === 1 ? null : t("modal.retryProgress", { n: attempt }));
        try {
          const result = await submitVerification(image, userId, evidence);
          if (typeof result?.isFemale !== "boolean") throw new Error(VerificationMessages.invalidResponse);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
            queryClient.invalidateQueries({ queryKey: verificationKeys.state }),
          ]);
          return { ok: true, result };
        } catch (error) {
          const failure =
            error instanceof Error && error.message === VerificationMessages.invalidResponse
              ? { message: error.message, transient: false, resetFlow: false }
              : verifyFailure(error);
          if (!failure.transient || attempt > LivenessFigures.maxAutoRetries) {
            void queryClient.invalidateQueries({ queryKey: verificationKeys.state });
            return { ok: false, failure };
          }
          if (attempt === 1)
            toast.info(messageIn(LivenessMessages.retryingTitle), {
              description: messageIn(LivenessMessages.retryingBody),
            });
          await sleep(retryDelayMs(attempt));
        }
      }
    },
    [queryClient, t],
  );

  return { submit, progress };
}
