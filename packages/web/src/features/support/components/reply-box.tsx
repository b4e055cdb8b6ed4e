import { SupportLimits, SupportMessages } from "@saheli/core/support";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/error-message";
import { useSupportT } from "../i18n";

/** The reply box under a thread; cleared once the reply is sent. Ctrl/⌘+Enter sends. */
export function ReplyBox({
  label,
  pending,
  onSend,
  extra,
  submitLabel,
}: {
  label: string;
  pending: boolean;
  onSend: (body: string) => Promise<unknown>;
  extra?: ReactNode;
  submitLabel?: string;
}) {
  const { t } = useSupportT();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!body.trim()) return setError(SupportMessages.replyEmpty);
    try {
      await onSend(body);
      setBody("");
      setError(undefined);
    } catch (e) {
      setError(errorMessage(e));
    }
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <Field id="support-reply" label={label} error={error}>
        <Textarea
          {...fieldAria("support-reply", error)}
          value={body}
          rows={4}
          maxLength={SupportLimits.replyMax}
          onChange={(e) => {
            setBody(e.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void submit();
          }}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {extra}
        <Button type="submit" loading={pending}>
          {submitLabel ?? t("reply.send")}
        </Button>
      </div>
    </form>
  );
}
