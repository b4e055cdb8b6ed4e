import { PeopleMessages, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "@saheli/core/people";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useReportPerson } from "../api/report-person";
import { useProfilesT } from "../i18n";
import { FormDialog } from "./form-dialog";

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: { id: string; full_name: string };
};

/** Report Profile: a reason and optional details for the moderation team. */
export function ReportDialog({ open, onOpenChange, person }: ReportDialogProps) {
  const { t } = useProfilesT();
  const messageIn = useMessageIn();
  const id = useId();
  const formId = `${id}-form`;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = useReportPerson();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(t("report.chooseReason"));
      return;
    }
    setError(null);
    report.mutate(
      { personId: person.id, report: { reason, details: details.trim() || undefined } },
      {
        onSuccess: () => {
          toast.success(messageIn(PeopleMessages.reportReceived));
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
      title={t("report.title", { name: person.full_name })}
      description={t("report.description")}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" form={formId} variant="destructive" loading={report.isPending}>
            {t("report.submit")}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <fieldset className="grid gap-1" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-2 font-medium text-foreground text-sm">{t("report.legend")}</legend>
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
              {t(`report.reasons.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-details`}>{t("report.details")}</Label>
          <Textarea
            id={`${id}-details`}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(event) => setDetails(event.target.value)}
            placeholder={t("report.detailsPlaceholder")}
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
