import { OrderMessages, OrderRules } from "@saheli/core/orders";
import { type ReactNode, useId, useState } from "react";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useVendorOrdersT } from "../i18n";
import { MoveDialog } from "./move-dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Reasons she can pick with one tap, then change. */
  templates?: readonly string[];
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
};

/** A move that needs her reason (cancel, decline a return): the buyer reads it. */
export function ReasonDialog({ templates = [], onSubmit, ...props }: Props) {
  const { t } = useVendorOrdersT();
  const messageIn = useMessageIn();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const formId = useId();
  const problem = missing ? messageIn(OrderMessages.reasonRequired) : undefined;
  return (
    <MoveDialog {...props} destructive formId={formId}>
      <form
        id={formId}
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          setMissing(!text);
          if (text) onSubmit(text);
        }}
      >
        {templates.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {templates.map((template) => (
              <button
                key={template}
                type="button"
                aria-pressed={reason === template}
                onClick={() => {
                  setReason(template);
                  setMissing(false);
                }}
                className="rounded-full bg-card px-3 py-1.5 text-sm ring-1 ring-border transition-colors hover:bg-muted aria-pressed:bg-primary-soft aria-pressed:text-primary aria-pressed:ring-primary"
              >
                {template}
              </button>
            ))}
          </div>
        )}
        <Field id="move-reason" label={t("dialogs.reason")} hint={t("dialogs.reasonHint")} error={problem}>
          <Textarea
            {...fieldAria("move-reason", problem, true)}
            rows={3}
            maxLength={OrderRules.reasonMax}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
        </Field>
      </form>
    </MoveDialog>
  );
}
