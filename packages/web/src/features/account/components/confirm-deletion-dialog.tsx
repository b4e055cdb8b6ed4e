import { DELETE_CONFIRMATION_WORD, deletionConfirmed } from "@saheli/core/account-deletion";
import { ACCOUNT_RECOVERY_HOURS } from "@saheli/core/auth";
import { type FormEvent, useId, useState } from "react";
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
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your account is switched off now and deleted in {ACCOUNT_RECOVERY_HOURS} hours. Sign in before
              then to cancel.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>
              Type <span className="font-mono font-semibold">{DELETE_CONFIRMATION_WORD}</span> to confirm
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
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed} loading={pending}>
              Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
