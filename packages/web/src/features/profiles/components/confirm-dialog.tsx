import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useProfilesT } from "../i18n";
import { FormDialog } from "./form-dialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
  children?: ReactNode;
};

/** "Are you sure?": Cancel takes focus first, so Enter never destroys anything by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  destructive,
  children,
}: ConfirmDialogProps) {
  const { t } = useProfilesT();
  return (
    <FormDialog
      alert
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} autoFocus>
            {t("form.cancel")}
          </Button>
          <Button variant={destructive ? "destructive" : "primary"} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </FormDialog>
  );
}
