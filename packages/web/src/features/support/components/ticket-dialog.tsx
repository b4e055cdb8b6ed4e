import type { SupportTicket } from "@saheli/core/contracts/support";
import { CheckCircle2, LifeBuoy } from "lucide-react";
import { useState } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useSupportT } from "../i18n";
import { useFormatDue } from "../lib/due";
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
  const { t } = useSupportT();
  const formatDue = useFormatDue();
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
            <DialogTitle className="font-display font-semibold text-xl">{t("dialog.doneTitle")}</DialogTitle>
            <DialogDescription>
              <Trans
                t={t}
                i18nKey="dialog.done"
                values={{ reference: opened.reference, due: formatDue(new Date(opened.respond_due_at)) }}
                components={{ strong: <strong className="text-foreground" /> }}
              />
            </DialogDescription>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={close}>
                {t("dialog.close")}
              </Button>
              <Button asChild>
                <Link to={`/support/tickets/${opened.id}`} onClick={close}>
                  {t("dialog.see")}
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-1">
              <DialogTitle className="flex items-center gap-2 font-display font-semibold text-xl">
                <LifeBuoy aria-hidden className="size-5 text-primary" /> {t("talk")}
              </DialogTitle>
              <DialogDescription>{t("dialog.description")}</DialogDescription>
            </div>
            {session.status === "signed-in" ? (
              <TicketForm conversation={conversation} onOpened={setOpened} onCancel={close} />
            ) : session.status === "loading" ? null : (
              <div className="grid gap-3">
                <p className="text-muted-foreground text-sm">{t("dialog.signIn")}</p>
                <Button
                  onClick={() => {
                    close();
                    openSignIn("sign-in");
                  }}
                >
                  {t("dialog.signInButton")}
                </Button>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
