import type { VerificationResult } from "@saheli/core/contracts/verification";
import { LivenessFigures } from "@saheli/core/liveness";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useVerificationState } from "../api/get-verification-state";
import { requestAlternative, usePersonalRequest } from "../api/personal-requests";
import { useRecordConsent } from "../api/record-consent";
import type { LivenessEvidence } from "../api/submit-verification";
import { useSubmitVerification } from "../hooks/use-submit-verification";
import { useVerificationT } from "../i18n";
import { ConsentStep } from "./consent-step";
import { LivenessStep } from "./liveness-step";
import { MessageForm } from "./message-form";
import { type Outcome, ResultStep } from "./result-step";
import { standingPanel } from "./standing-panel";

type Step = "instructions" | "alternative" | "liveness" | "capturing" | "verifying" | "result";

type Props = {
  open: boolean;
  userId: string;
  onOpenChange: (open: boolean) => void;
  /** 'Continue to Platform': the result, if the check reached one. */
  onFinished: (result: VerificationResult | null) => void;
};

/**
 * Doc 2 §2 and §4: instructions (with consent) → liveness → capturing → verifying → result. Closing stops the
 * camera and starts over next time.
 */
export function VerificationModal({ open, userId, onOpenChange, onFinished }: Props) {
  const { t } = useVerificationT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const [step, setStep] = useState<Step>("instructions");
  const [run, setRun] = useState(0);
  const [photo, setPhoto] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state = useVerificationState(open);
  const consent = useRecordConsent();
  const alternative = usePersonalRequest(requestAlternative);
  const { submit, progress } = useSubmitVerification();
  const verifyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (open) return;
    clearTimeout(verifyTimer.current);
    setStep("instructions");
    setPhoto(null);
    setOutcome(null);
    consent.reset();
    alternative.reset();
  }, [open, consent.reset, alternative.reset]);

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  const retake = () => {
    clearTimeout(verifyTimer.current);
    setOutcome(null);
    setPhoto(null);
    setRun((n) => n + 1);
    setStep("liveness");
  };

  const onCaptured = useCallback(
    (image: string, evidence: LivenessEvidence) => {
      setPhoto(image);
      setStep("capturing");
      verifyTimer.current = setTimeout(async () => {
        setStep("verifying");
        const answer = await submit(image, userId, evidence);
        if (!answer.ok && answer.failure.resetFlow) {
          toast.error(messageIn(answer.failure.message));
          setRun((n) => n + 1);
          return setStep("liveness");
        }
        setOutcome(answer.ok ? { result: answer.result } : { error: answer.failure.message });
        setStep("result");
      }, LivenessFigures.autoVerifyDelayMs);
    },
    [submit, userId, messageIn],
  );

  const agree = () => consent.mutate(undefined, { onSuccess: () => setStep("liveness") });
  const finish = () => {
    onFinished(outcome && "result" in outcome ? outcome.result : null);
    close();
  };

  const blocked = step === "instructions" && state.data ? standingPanel(state.data, close, t, locale) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>
            {step === "alternative" ? t("consent.alternative") : t(`modal.titles.${step}`)}
          </DialogTitle>
          <DialogDescription>
            {step === "instructions" ? t("modal.intro") : t("modal.photoDeleted")}
          </DialogDescription>
        </DialogHeader>
        {step === "instructions" && state.isPending && <Spinner className="justify-self-center" />}
        {blocked}
        {step === "instructions" && state.isError && (
          <p role="alert" className="text-destructive text-sm">
            {state.error.message}
          </p>
        )}
        {step === "instructions" && state.isSuccess && !blocked && (
          <ConsentStep
            busy={consent.isPending}
            error={consent.error?.message ?? null}
            onAgree={agree}
            onAlternative={() => setStep("alternative")}
          />
        )}
        {step === "alternative" &&
          (alternative.isSuccess ? (
            <div className="grid gap-3 text-center">
              <p className="text-foreground">{messageIn(alternative.data.message)}</p>
              <Button onClick={close}>{t("modal.close")}</Button>
            </div>
          ) : (
            <MessageForm
              label={t("alternative.label")}
              hint={t("alternative.hint")}
              submitLabel={t("alternative.submit")}
              busy={alternative.isPending}
              error={alternative.error?.message ?? null}
              onSubmit={(message) => alternative.mutate(message)}
              onBack={() => setStep("instructions")}
            />
          ))}
        {step === "liveness" && <LivenessStep run={run} onCaptured={onCaptured} onGiveUp={close} />}
        {(step === "capturing" || step === "verifying") && (
          <div className="grid justify-items-center gap-3">
            {photo && (
              <img
                src={photo}
                alt={t("modal.selfieAlt")}
                className="aspect-[4/3] w-full -scale-x-100 rounded-2xl object-cover"
              />
            )}
            <p aria-live="polite" className="flex items-center gap-2 font-medium text-foreground">
              {step === "verifying" && <Spinner size="sm" label={null} />}
              {step === "capturing" ? t("modal.looksGood") : (progress ?? t("modal.verifying"))}
            </p>
            {step === "capturing" && (
              <Button variant="outline" onClick={retake}>
                {t("modal.retake")}
              </Button>
            )}
          </div>
        )}
        {step === "result" && outcome && (
          <ResultStep outcome={outcome} onContinue={finish} onRetake={retake} />
        )}
      </DialogContent>
    </Dialog>
  );
}
