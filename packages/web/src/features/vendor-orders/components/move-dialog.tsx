import type { ReactNode } from "react";
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
import { errorMessage } from "@/lib/error-message";
import { useVendorOrdersT } from "../i18n";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal of the last try, in its own words. */
  error: unknown;
  destructive?: boolean;
  /** A dialog with fields submits its form (by id); one without calls `onConfirm`. */
  formId?: string;
  onConfirm?: () => void;
  children?: ReactNode;
};

/** Asks before a move that cannot be taken back; keeps her input and says why when the server refuses. */
export function MoveDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  destructive = false,
  formId,
  onConfirm,
  children,
}: Props) {
  const { t } = useVendorOrdersT();
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role={children ? "dialog" : "alertdialog"} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error ? (
          <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
            {errorMessage(error)}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t("dialogs.back")}
            </Button>
          </DialogClose>
          <Button
            type={formId ? "submit" : "button"}
            form={formId}
            variant={destructive ? "destructive" : "primary"}
            loading={pending}
            onClick={formId ? undefined : onConfirm}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
