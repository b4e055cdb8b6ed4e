import type { CvUpload } from "@saheli/core/contracts/jobs";
import { JobLimits, JobMessages } from "@saheli/core/jobs";
import { FileText, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { uploadCv, useApply } from "../api/apply";
import { useJobsT } from "../i18n";

type Props = {
  job: { id: string; title: string; business_name: string };
  profilePath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Apply with her profile, a note and, if she likes, her CV (a PDF up to 5 MB) that only the poster will see. */
export function ApplyDialog({ job, profilePath, open, onOpenChange }: Props) {
  const { t } = useJobsT();
  const messageIn = useMessageIn();
  const apply = useApply(job.id);
  const gate = useMemberGate();
  const [note, setNote] = useState("");
  const [cv, setCv] = useState<CvUpload | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileId = useId();

  const choose = async (file: File | undefined) => {
    setCvError(null);
    setCv(null);
    if (!file) return;
    if (file.size > JobLimits.cvBytesMax) {
      setCvError(messageIn(JobMessages.cvTooLarge));
      return;
    }
    try {
      setProgress(0);
      setCv(await uploadCv(file, setProgress));
    } catch (error) {
      if (!gate.handled(error)) setCvError(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate(
      { note, cv_path: cv?.path ?? null, cv_name: cv?.name },
      {
        onSuccess: () => {
          toast.success(messageIn(JobMessages.applied), {
            description: t("job.title", { title: job.title, business: job.business_name }),
          });
          onOpenChange(false);
        },
        onError: (error) =>
          gate.handled(error) || toast.error(t("apply.failed"), { description: error.message }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("apply.title", { title: job.title })}</DialogTitle>
            <DialogDescription>
              <Trans
                t={t}
                i18nKey="apply.description"
                values={{ business: job.business_name }}
                components={{
                  profile: (
                    <Link to={profilePath} className="text-primary underline-offset-4 hover:underline" />
                  ),
                }}
              />
            </DialogDescription>
          </DialogHeader>
          <Field
            id="apply-note"
            label={t("apply.note")}
            hint={t("apply.noteHint", { max: JobLimits.noteMax })}
          >
            <Textarea
              {...fieldAria("apply-note", undefined, true)}
              rows={4}
              maxLength={JobLimits.noteMax}
              placeholder={t("apply.notePlaceholder")}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          <div className="grid gap-1.5">
            <span className="font-medium text-sm" id={`${fileId}-label`}>
              {t("apply.cv")}
            </span>
            {cv ? (
              <div className="flex items-center gap-2 rounded-xl border border-border p-2.5 text-sm">
                <FileText aria-hidden className="size-5 text-primary" />
                <span className="min-w-0 flex-1 truncate">{cv.name}</span>
                <span className="text-muted-foreground">{sizeText(cv.size)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("apply.removeCv")}
                  onClick={() => setCv(null)}
                >
                  <X aria-hidden />
                </Button>
              </div>
            ) : (
              <input
                id={fileId}
                type="file"
                accept="application/pdf,.pdf"
                aria-labelledby={`${fileId}-label`}
                aria-describedby={`${fileId}-hint`}
                aria-invalid={cvError ? true : undefined}
                className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-medium file:text-secondary-foreground"
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            )}
            {cvError ? (
              <p id={`${fileId}-hint`} role="alert" className="text-destructive text-sm">
                {cvError}
              </p>
            ) : (
              <p id={`${fileId}-hint`} className="text-muted-foreground text-xs">
                {progress !== null
                  ? t("apply.uploading", { percent: Math.round(progress * 100) })
                  : t("apply.cvHint")}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("apply.cancel")}
            </Button>
            <Button type="submit" loading={apply.isPending} disabled={progress !== null}>
              {t("apply.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
