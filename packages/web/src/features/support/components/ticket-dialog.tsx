import type { SupportTicket } from "@saheli/core/contracts/support";
import { formatSupportDue } from "@saheli/core/support";
import { CheckCircle2, LifeBuoy } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import type { SupportConversationTurn } from "../lib/open-ticket";
import { TicketForm } from "./ticket-form";

/** "Talk to a person": the ticket form in a dialog, then what happens next. */
export function TicketDialog({
  open,
  onOpenChange,
  conversation,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversation?: SupportConversationTurn[];
}) {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const [opened, setOpened] = useState<SupportTicket | null>(null);
  const close = () => {
    onOpenChange(false);
    setOpened(null);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-xl">
        {opened ? (
          <div className="grid gap-3">
            <CheckCircle2 aria-hidden className="size-10 text-success" />
            <DialogTitle className="font-display font-semibold text-xl">We have your request</DialogTitle>
            <DialogDescription>
              Your reference is <strong className="text-foreground">{opened.reference}</strong>. A person from
              Saheli's team will reply by {formatSupportDue(new Date(opened.respond_due_at))}. You will get an
              e-mail and a notification.
            </DialogDescription>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={close}>
                Close
              </Button>
              <Button asChild>
                <Link to={`/support/tickets/${opened.id}`} onClick={close}>
                  See your request
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-1">
              <DialogTitle className="flex items-center gap-2 font-display font-semibold text-xl">
                <LifeBuoy aria-hidden className="size-5 text-primary" /> Talk to a person
              </DialogTitle>
              <DialogDescription>
                Tell us what happened. We reply within 48 hours and resolve every request within a month.
              </DialogDescription>
            </div>
            {session.status === "signed-in" ? (
              <TicketForm conversation={conversation} onOpened={setOpened} onCancel={close} />
            ) : session.status === "loading" ? null : (
              <div className="grid gap-3">
                <p className="text-muted-foreground text-sm">
                  Sign in so we can reply to you and keep your request private to you.
                </p>
                <Button
                  onClick={() => {
                    close();
                    openSignIn("sign-in");
                  }}
                >
                  Sign In
                </Button>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
