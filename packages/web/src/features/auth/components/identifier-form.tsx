import { identifierError, normalizeIdentifier, type OtpChannel } from "@saheli/core/auth";
import type { OtpSendResponse } from "@saheli/core/contracts/auth";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSendCode } from "../api/send-code";
import { useAuthT } from "../i18n";
import { authErrorMessage } from "../lib/auth-error-message";
import { EmailField } from "./email-field";

/** A code that was sent: to whom, when, and the server's answer (masked address, timings). */
export type CodeRequest = {
  channel: OtpChannel;
  identifier: string;
  response: OtpSendResponse;
  sentAt: number;
};

type IdentifierFormProps = {
  channel: OtpChannel;
  value: string;
  onValueChange: (value: string) => void;
  onSent: (request: CodeRequest) => void;
  /** Set when the server has no SMS provider: the phone form explains and cannot send. */
  unavailable?: string | null;
  /** Focus the field on mount (not after a tab switch, where focus belongs to the tab). */
  autoFocus?: boolean;
};

const COPY = {
  email: { label: "identify.emailLabel", hint: "identify.emailHint" },
  sms: { label: "identify.phoneLabel", hint: "identify.phoneHint" },
} as const;

/** Asks for an e-mail address or phone number and sends the one-time code. */
export function IdentifierForm(props: IdentifierFormProps) {
  const { channel, value, onValueChange, onSent, unavailable, autoFocus } = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const messageIn = useMessageIn();
  const { t } = useAuthT();
  const send = useSendCode();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${errorId} ${hintId}` : hintId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = identifierError(channel, value);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const identifier = normalizeIdentifier(channel, value);
    send.mutate(
      { channel, identifier },
      {
        onSuccess: (response) => onSent({ channel, identifier, response, sentAt: Date.now() }),
        onError: (failure) => setError(authErrorMessage(failure)),
      },
    );
  };

  const change = (next: string) => {
    onValueChange(next);
    if (error) setError(null);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{t(COPY[channel].label)}</Label>
      {channel === "email" ? (
        <EmailField
          id={id}
          value={value}
          onChange={change}
          invalid={error !== null}
          describedBy={describedBy}
          inputRef={inputRef}
          autoFocus={autoFocus}
        />
      ) : (
        <Input
          id={id}
          ref={inputRef}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98765 43210"
          value={value}
          onChange={(event) => change(event.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {messageIn(error)}
        </p>
      )}
      <p id={hintId} className={unavailable ? "text-sm text-warning" : "text-muted-foreground text-xs"}>
        {unavailable ? messageIn(unavailable) : t(COPY[channel].hint)}
      </p>
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        loading={send.isPending}
        disabled={!!unavailable}
      >
        {t("identify.sendCode")}
      </Button>
    </form>
  );
}
