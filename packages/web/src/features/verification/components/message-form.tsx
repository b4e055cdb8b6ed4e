import { VerificationPolicy } from "@saheli/core/verification";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useVerificationT } from "../i18n";

type Props = {
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (message: string) => void;
  onBack?: () => void;
};

/** A personal message to the reviewers: how she would like to be verified, or why she appeals. */
export function MessageForm({ label, hint, submitLabel, busy, error, onSubmit, onBack }: Props) {
  const { t } = useVerificationT();
  const [message, setMessage] = useState("");
  const id = useId();
  const length = message.trim().length;
  const tooShort = length < VerificationPolicy.messageMin;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooShort) onSubmit(message.trim());
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
      <Textarea
        id={id}
        value={message}
        maxLength={VerificationPolicy.messageMax}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => setMessage(event.target.value)}
        rows={4}
      />
      <p id={`${id}-count`} className="text-right text-muted-foreground text-xs">
        {tooShort
          ? t("message.atLeast", { min: VerificationPolicy.messageMin })
          : `${length}/${VerificationPolicy.messageMax}`}
      </p>
      {error && (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onBack && (
          <Button type="button" variant="ghost" onClick={onBack}>
            {t("message.back")}
          </Button>
        )}
        <Button type="submit" disabled={tooShort} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
