import type { PersonSummary } from "@saheli/core/contracts/people";
import { CONNECTION_MESSAGE_MAX, PeopleMessages } from "@saheli/core/people";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSendConnectionRequest } from "./send-connection-request";

type ConnectDialogProps = {
  person: Pick<PersonSummary, "id" | "full_name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Connect with an optional note (doc 2 §4; decision 005: at most 300 characters). */
export function ConnectDialog({ person, open, onOpenChange }: ConnectDialogProps) {
  const id = useId();
  const { t } = useTranslation();
  const messageIn = useMessageIn();
  const [message, setMessage] = useState("");
  const send = useSendConnectionRequest();
  const tooLong = message.trim().length > CONNECTION_MESSAGE_MAX;
  const firstName = person.full_name.split(/\s+/)[0] || person.full_name;

  const close = (next: boolean) => {
    if (send.isPending) return;
    if (!next) setMessage("");
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || send.isPending) return;
    // The promise settles even if the card re-renders into its Pending state meanwhile.
    send.mutateAsync({ receiver_id: person.id, message: message.trim() || undefined }).then(
      () => {
        toast.success(t("connect.sent", { name: person.full_name }));
        setMessage("");
        onOpenChange(false);
      },
      (error: unknown) => toast.error(errorMessage(error)),
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("connect.title", { name: person.full_name })}</DialogTitle>
            <DialogDescription>{t("connect.description", { firstName })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>{t("connect.note")}</Label>
            <Textarea
              id={id}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={t("connect.placeholder", { firstName })}
              aria-invalid={tooLong || undefined}
              aria-describedby={`${id}-count${tooLong ? ` ${id}-error` : ""}`}
              autoFocus
            />
            <div className="flex items-start justify-between gap-3 text-xs">
              <p id={`${id}-error`} role="alert" className="text-destructive">
                {tooLong ? messageIn(PeopleMessages.messageTooLong) : ""}
              </p>
              <p
                id={`${id}-count`}
                className={cn(
                  "shrink-0 tabular-nums",
                  tooLong ? "text-destructive" : "text-muted-foreground",
                )}
              >
                <span aria-hidden>
                  {message.length}/{CONNECTION_MESSAGE_MAX}
                </span>
                <span className="sr-only">
                  {t("connect.count", { count: message.length, max: CONNECTION_MESSAGE_MAX })}
                </span>
              </p>
            </div>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("connect.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={tooLong} loading={send.isPending}>
              {t("connect.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
