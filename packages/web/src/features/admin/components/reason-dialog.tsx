import { reasonProblem } from "@saheli/core/admin";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
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
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/error-message";
import { useAdminT } from "../i18n";

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Words she may start from; the person concerned reads the reason. */
  templates: readonly string[];
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** The server's refusal, shown under the reason. */
  error: unknown;
  onConfirm: (reason: string) => void;
  children?: ReactNode;
};

/** Every admin action asks why first: a template to start from, the words checked as the server checks them. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  templates,
  confirmLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  children,
}: ReasonDialogProps) {
  const { t } = useAdminT();
  const id = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setReason("");
      setProblem(undefined);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found ?? undefined);
    if (!found) onConfirm(reason.trim());
  };
  const shown = problem ?? (error ? errorMessage(error) : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          {templates.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium text-sm">{t("reason.template")}</legend>
              <div className="flex flex-wrap gap-2">
                {templates.map((text) => (
                  <button
                    key={text}
                    type="button"
                    onClick={() => {
                      setReason(text);
                      setProblem(undefined);
                    }}
                    className="rounded-2xl border border-border bg-card px-3 py-1.5 text-left text-xs hover:border-primary/50 hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {text}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          <Field id={`${id}-reason`} label={t("reason.label")} error={shown} hint={t("reason.hint")}>
            <Textarea
              {...fieldAria(`${id}-reason`, shown, true)}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={1000}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant={destructive ? "destructive" : "primary"} loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
