import { NewsletterMessages } from "@saheli/core/contracts/newsletter";
import { MailCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSubscribeNewsletter } from "@/features/legal/api/newsletter";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";

/**
 * Doc 1 Footer, with double opt-in (issue 22 §5): the box asks for the newsletter, and nothing is sent but a
 * confirmation e-mail until she opens its link. Every issue carries a one-click unsubscribe link.
 */
export function NewsletterForm() {
  const inputId = useId();
  const noteId = useId();
  const [email, setEmail] = useState("");
  const subscribe = useSubscribeNewsletter();
  const { t } = useTranslation();
  const messageIn = useMessageIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email.trim());
  };

  if (subscribe.isSuccess) {
    return (
      <div role="status" className="grid gap-2">
        <p className="flex items-center gap-2 font-semibold text-foreground text-sm">
          <MailCheck aria-hidden className="size-5 text-primary" /> {t("footer.newsletter.almostThere")}
        </p>
        <p className="text-muted-foreground text-sm">{subscribe.data.message}</p>
        <Button variant="link" className="justify-self-start text-sm" onClick={() => subscribe.reset()}>
          {t("footer.newsletter.useAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate={false}>
      <label htmlFor={inputId} className="font-semibold text-foreground text-sm">
        {t("footer.newsletter.label")}
      </label>
      <p id={noteId} className="text-muted-foreground text-sm">
        <Trans
          t={t}
          i18nKey="footer.newsletter.note"
          components={{
            privacy: <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground" />,
          }}
        />
      </p>
      <div className="mt-1 flex gap-2">
        <Input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-describedby={noteId}
          aria-invalid={subscribe.isError || undefined}
          onChange={(event) => setEmail(event.target.value)}
          className="h-10 rounded-full"
        />
        <Button type="submit" loading={subscribe.isPending}>
          {t("footer.newsletter.subscribe")}
        </Button>
      </div>
      {subscribe.isError && (
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(subscribe.error).replace(/^body\.email: /, "") ||
            messageIn(NewsletterMessages.invalidEmail)}
        </p>
      )}
    </form>
  );
}
