import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSendNewsletterIssue } from "../api/send-newsletter-issue";
import { useLegalT } from "../i18n";

/** An issue of the newsletter, to confirmed subscribers only; every mail gets her one-click unsubscribe link. */
export function NewsletterIssueForm() {
  const id = useId();
  const send = useSendNewsletterIssue();
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { t } = useLegalT();
  const ready = subject.trim().length >= 3 && text.trim().length >= 20;
  const submit = () =>
    send.mutate(
      { subject: subject.trim(), text: text.trim() },
      {
        onSuccess: ({ queued, sent, failed }) => {
          setConfirming(false);
          setSubject("");
          setText("");
          const total = queued + sent;
          toast.success(queued ? t("issue.sending", { count: total }) : t("issue.sent", { count: total }), {
            description: failed ? t("issue.failedSome", { number: failed }) : undefined,
          });
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(t("issue.failed"), { description: errorMessage(error) });
        },
      },
    );
  return (
    <form
      className="grid gap-4 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) setConfirming(true);
      }}
    >
      <p className="text-muted-foreground text-sm">{t("issue.note")}</p>
      <Field id={`${id}-subject`} label={t("issue.subject")}>
        <Input
          id={`${id}-subject`}
          value={subject}
          maxLength={150}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field id={`${id}-text`} label={t("issue.message")}>
        <Textarea
          id={`${id}-text`}
          rows={8}
          value={text}
          maxLength={20_000}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={!ready}>
        {t("issue.send")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("issue.confirmTitle")}
        description={t("issue.confirmBody")}
        confirmLabel={t("issue.confirm")}
        pending={send.isPending}
        onConfirm={submit}
      />
    </form>
  );
}
