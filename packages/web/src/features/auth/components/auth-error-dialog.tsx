import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type AuthErrorDialogProps = {
  open: boolean;
  message: string;
  retrying: boolean;
  onDismiss: () => void;
  onRetry: () => void;
};

/** Doc 3 §2.13: the session could not be checked; she can carry on as a visitor or start again. */
export function AuthErrorDialog({ open, message, retrying, onDismiss, onRetry }: AuthErrorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent role="alertdialog" className="max-w-md" hideCloseButton>
        <DialogHeader className="pr-0">
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <TriangleAlert aria-hidden className="size-5" />
          </span>
          <DialogTitle>Authentication Error</DialogTitle>
          <DialogDescription>We couldn't check whether you're signed in. {message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            Dismiss
          </Button>
          <Button onClick={onRetry} loading={retrying}>
            Fix &amp; Retry
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
