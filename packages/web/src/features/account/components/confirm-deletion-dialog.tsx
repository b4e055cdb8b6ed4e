import { DELETE_CONFIRMATION_WORD, deletionConfirmed } from "@saheli/core/account-deletion";
import { ACCOUNT_RECOVERY_HOURS } from "@saheli/core/auth";
import { type FormEvent, useId, useState } from "react";
import { Trans } from "react-i18next";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAccountT } from "../i18n";

type ConfirmDeletionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
};

/** The last step: she types DELETE before the destructive button enables. */
export function ConfirmDeletionDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
  error,
}: ConfirmDeletionDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const confirmed = deletionConfirmed(typed);
  const { t } = useAccountT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !pending) onConfirm();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped("");
        onOpenChange(next);
      }}
    >
      <DialogContent role="alertdialog" className="max-w-md">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("confirm.title")}</DialogTitle>
            <DialogDescription>{t("confirm.body", { hours: ACCOUNT_RECOVERY_HOURS })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>
              <Trans
                t={t}
                i18nKey="confirm.typeToConfirm"
                values={{ word: DELETE_CONFIRMATION_WORD }}
                components={{ word: <span className="font-mono font-semibold" /> }}
              />
            </Label>
            <Input
              id={id}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("confirm.keep")}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed} loading={pending}>
              {t("confirm.delete")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
