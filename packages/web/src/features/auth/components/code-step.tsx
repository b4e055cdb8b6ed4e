import { AuthMessages, codeError, OTP_LENGTH } from "@saheli/core/auth";
import type { SignInResponse } from "@saheli/core/contracts/auth";
import { formatCountdown, secondsUntil } from "@saheli/core/sign-in-flow";
import { Clock } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSendCode } from "../api/send-code";
import { useVerifyCode } from "../api/verify-code";
import { useNow } from "../hooks/use-now";
import { useAuthT } from "../i18n";
import { authErrorMessage, needsNewCode } from "../lib/auth-error-message";
import { CodeInput } from "./code-input";
import { CodeStepActions } from "./code-step-actions";
import { DevOutboxNote } from "./dev-outbox-note";
import type { CodeRequest } from "./identifier-form";

type CodeStepProps = {
  request: CodeRequest;
  onResent: (request: CodeRequest) => void;
  onBack: () => void;
  onSignedIn: (session: SignInResponse) => void;
};

/** Step two: the six-digit code, its 10-minute expiry and the 30-second resend cooldown. */
export function CodeStep({ request, onResent, onBack, onSignedIn }: CodeStepProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);
  const verify = useVerifyCode();
  const resend = useSendCode();
  const now = useNow();
  const { channel, identifier, response, sentAt } = request;
  const expiresIn = secondsUntil(sentAt + response.expires_in_seconds * 1000, now);
  const resendIn = secondsUntil(sentAt + response.resend_after_seconds * 1000, now);
  const expired = expiresIn === 0;
  const message = expired ? AuthMessages.codeExpired : error;
  const errorId = `${id}-error`;
  const { t } = useAuthT();
  const messageIn = useMessageIn();

  const submit = async (value: string) => {
    if (verify.isPending || expired || spent) return;
    const problem = codeError(value);
    if (problem) return setError(problem);
    setError(null);
    try {
      // Awaited rather than a mutate callback: signing in closes this dialog before callbacks run.
      onSignedIn(await verify.mutateAsync({ channel, identifier, code: value }));
    } catch (failure) {
      setError(authErrorMessage(failure));
      setSpent(needsNewCode(failure));
      setCode("");
      inputRef.current?.focus();
    }
  };

  const sendAgain = () =>
    resend.mutate(
      { channel, identifier },
      {
        onSuccess: (next) => onResent({ channel, identifier, response: next, sentAt: Date.now() }),
        onError: (failure) => setError(authErrorMessage(failure)),
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-3">
        <Label htmlFor={id} className="sr-only">
          {t("code.label")}
        </Label>
        <CodeInput
          id={id}
          inputRef={inputRef}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error && !spent) setError(null);
          }}
          onComplete={(value) => void submit(value)}
          invalid={message !== null}
          disabled={expired || spent}
          describedBy={message ? errorId : undefined}
        />
        {message && (
          <p id={errorId} role="alert" className="text-center text-destructive text-sm">
            {messageIn(message)}
          </p>
        )}
        <p
          role="timer"
          className={cn(
            "flex items-center justify-center gap-1.5 text-sm",
            expired ? "text-destructive" : "text-muted-foreground",
          )}
        >
          <Clock aria-hidden className="size-4" />
          {expired ? t("code.expired") : t("code.expiresIn", { time: formatCountdown(expiresIn) })}
        </p>
      </div>

      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={verify.isPending}
        disabled={code.length < OTP_LENGTH || expired || spent}
      >
        {t("code.verify")}
      </Button>

      <CodeStepActions
        channel={channel}
        resendIn={resendIn}
        resending={resend.isPending}
        onBack={onBack}
        onResend={sendAgain}
      />
      {response.outbox_url && <DevOutboxNote url={response.outbox_url} channel={channel} />}
    </form>
  );
}
