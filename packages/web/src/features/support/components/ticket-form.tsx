import { type SupportTicket, supportTicketInputSchema } from "@saheli/core/contracts/support";
import { SUPPORT_TICKET_CATEGORIES, SupportLimits, type SupportTicketCategory } from "@saheli/core/support";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { fieldClasses, Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useOpenTicket } from "../api/tickets";
import { useSupportT } from "../i18n";
import type { SupportConversationTurn } from "../lib/open-ticket";
import { AttachedConversation } from "./attached-conversation";

type Errors = Partial<Record<"subject" | "message" | "form", string>>;

/** Subject, topic and her message; the assistant conversation shown as attached. Validated as the server does. */
export function TicketForm({
  conversation,
  onOpened,
  onCancel,
}: {
  conversation?: SupportConversationTurn[];
  onOpened: (ticket: SupportTicket) => void;
  onCancel?: () => void;
}) {
  const { t } = useSupportT();
  const [category, setCategory] = useState<SupportTicketCategory>("order");
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const open = useOpenTicket();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = supportTicketInputSchema.safeParse({ category, subject, message, conversation });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === "subject" || key === "message") && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    open.mutate(
      { category, subject, message, conversation },
      { onSuccess: onOpened, onError: (error) => setErrors({ form: errorMessage(error) }) },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field id="ticket-category" label={t("form.category")}>
        <select
          id="ticket-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as SupportTicketCategory)}
          className={cn(fieldClasses, "h-10")}
        >
          {SUPPORT_TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="ticket-subject" label={t("form.subject")} error={errors.subject}>
        <Input
          {...fieldAria("ticket-subject", errors.subject)}
          value={subject}
          maxLength={SupportLimits.subjectMax}
          placeholder={t("form.subjectPlaceholder")}
          onChange={(e) => {
            setSubject(e.target.value);
            if (errors.subject) setErrors({ ...errors, subject: undefined });
          }}
        />
      </Field>
      <Field
        id="ticket-message"
        label={t("form.message")}
        error={errors.message}
        hint={t("form.messageHint")}
      >
        <Textarea
          {...fieldAria("ticket-message", errors.message, true)}
          value={message}
          rows={5}
          maxLength={SupportLimits.messageMax}
          onChange={(e) => {
            setMessage(e.target.value);
            if (errors.message) setErrors({ ...errors, message: undefined });
          }}
        />
      </Field>
      {conversation && conversation.length > 0 && <AttachedConversation turns={conversation} />}
      {errors.form && (
        <p role="alert" className="text-destructive text-sm">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        )}
        <Button type="submit" loading={open.isPending}>
          {t("form.send")}
        </Button>
      </div>
    </form>
  );
}
