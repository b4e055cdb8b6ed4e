import { NewsletterMessages } from "@saheli/core/contracts/newsletter";
import { MailCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSubscribeNewsletter } from "@/features/legal/api/newsletter";
import { errorMessage } from "@/lib/error-message";

/**
 * Doc 1 Footer, with double opt-in (issue 22 §5): the box asks for the newsletter, and nothing is sent but a
 * confirmation e-mail until she opens its link. Every issue carries a one-click unsubscribe link.
 */
export function NewsletterForm() {
  const inputId = useId();
  const noteId = useId();
  const [email, setEmail] = useState("");
  const subscribe = useSubscribeNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email.trim());
  };

  if (subscribe.isSuccess) {
    return (
      <div role="status" className="grid gap-2">
        <p className="flex items-center gap-2 font-semibold text-foreground text-sm">
          <MailCheck aria-hidden className="size-5 text-primary" /> Almost there
        </p>
        <p className="text-muted-foreground text-sm">{subscribe.data.message}</p>
        <Button variant="link" className="justify-self-start text-sm" onClick={() => subscribe.reset()}>
          Use another address
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate={false}>
      <label htmlFor={inputId} className="font-semibold text-foreground text-sm">
        Get the Saheli newsletter
      </label>
      <p id={noteId} className="text-muted-foreground text-sm">
        New shops, founder stories and community events, about once a month. We'll e-mail you a link to
        confirm; unsubscribe from any issue. See our{" "}
        <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground">
          Privacy Policy
        </Link>
        .
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
          Subscribe
        </Button>
      </div>
      {subscribe.isError && (
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(subscribe.error).replace(/^body\.email: /, "") || NewsletterMessages.invalidEmail}
        </p>
      )}
    </form>
  );
}
