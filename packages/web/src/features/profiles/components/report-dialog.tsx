import {
  PeopleMessages,
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "@saheli/core/people";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useReportPerson } from "../api/report-person";
import { FormDialog } from "./form-dialog";

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: { id: string; full_name: string };
};

/** Report Profile: a reason and optional details for the moderation team. */
export function ReportDialog({ open, onOpenChange, person }: ReportDialogProps) {
  const id = useId();
  const formId = `${id}-form`;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = useReportPerson();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError("Choose a reason");
      return;
    }
    setError(null);
    report.mutate(
      { personId: person.id, report: { reason, details: details.trim() || undefined } },
      {
        onSuccess: () => {
          toast.success(PeopleMessages.reportReceived);
          onOpenChange(false);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report ${person.full_name}`}
      description="Reports are private: she won't know who reported her. Our team reviews every one."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="destructive" loading={report.isPending}>
            Submit report
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <fieldset className="grid gap-1" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-2 font-medium text-foreground text-sm">
            What's wrong with this profile?
          </legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-muted has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-primary"
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-details`}>Details (optional)</Label>
          <Textarea
            id={`${id}-details`}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(event) => setDetails(event.target.value)}
            placeholder="Anything that helps us understand what happened"
            rows={3}
          />
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </form>
    </FormDialog>
  );
}
