import { type ReactNode, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";

type ConfirmActionProps = {
  /** The button's text, e.g. "Withdraw". */
  children: ReactNode;
  /** The button's accessible name when its text alone is ambiguous in a list ("Withdraw request to Priya"). */
  label?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The mutation; its promise rejects on failure. */
  run: () => Promise<unknown>;
  success: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

/** A button that asks before it acts, then says what happened. */
export function ConfirmAction({
  children,
  label,
  title,
  description,
  confirmLabel,
  cancelLabel,
  run,
  success,
  variant = "outline",
  size = "sm",
  className,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await run();
      setOpen(false);
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-label={label}
        className={className}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        pending={pending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
