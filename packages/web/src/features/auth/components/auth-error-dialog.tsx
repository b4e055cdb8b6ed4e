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
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useAuthT } from "../i18n";

type AuthErrorDialogProps = {
  open: boolean;
  message: string;
  retrying: boolean;
  onDismiss: () => void;
  onRetry: () => void;
};

/** Doc 3 §2.13: the session could not be checked; she can carry on as a visitor or start again. */
export function AuthErrorDialog({ open, message, retrying, onDismiss, onRetry }: AuthErrorDialogProps) {
  const { t } = useAuthT();
  const messageIn = useMessageIn();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent role="alertdialog" className="max-w-md" hideCloseButton>
        <DialogHeader className="pr-0">
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <TriangleAlert aria-hidden className="size-5" />
          </span>
          <DialogTitle>{t("error.title")}</DialogTitle>
          <DialogDescription>{t("error.description", { message: messageIn(message) })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            {t("error.dismiss")}
          </Button>
          <Button onClick={onRetry} loading={retrying}>
            {t("error.retry")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
