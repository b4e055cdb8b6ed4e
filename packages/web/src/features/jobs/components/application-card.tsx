import type { Application } from "@saheli/core/contracts/jobs";
import { DEFAULT_DECLINE_MESSAGE, JobLimits } from "@saheli/core/jobs";
import { profilePath } from "@saheli/core/profile";
import { Download, MessageCircle, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
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
import { useDecide } from "../api/applications";
import { useJobsT } from "../i18n";

/** One applicant: her profile in brief, her note and CV, and Shortlist, Message, Decline. */
export function ApplicationCard({ application }: { application: Application }) {
  const { t } = useJobsT();
  const { applicant, status } = application;
  const decide = useDecide(application.job_id, application.id);
  const [declining, setDeclining] = useState(false);
  const headline = [applicant.occupation, applicant.business_name, applicant.location]
    .filter(Boolean)
    .join(" · ");
  const shortlist = () =>
    decide.mutate(
      { status: "shortlisted" },
      {
        onSuccess: () =>
          toast.success(t("applicant.shortlisted", { name: applicant.full_name }), {
            description: t("applicant.told"),
          }),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-card">
      <div className="flex items-start gap-3">
        <Avatar name={applicant.full_name} src={applicant.avatar_url} size="md" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 className="font-semibold">
            <Link to={profilePath(applicant)} className="hover:text-primary hover:underline">
              {applicant.full_name}
            </Link>
          </h3>
          {headline && <p className="truncate text-muted-foreground text-sm">{headline}</p>}
        </div>
        <Badge variant={status === "shortlisted" ? "success" : status === "declined" ? "muted" : "accent"}>
          {status === "submitted" ? t("applicant.new") : t(`status.${status}`)}
        </Badge>
      </div>
      {application.note && <p className="whitespace-pre-line break-words text-sm">{application.note}</p>}
      {application.cv && (
        <a
          href={application.cv.url}
          download={application.cv.name}
          className="flex w-fit items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm hover:bg-muted"
        >
          <Download aria-hidden className="size-4" /> {application.cv.name}
        </a>
      )}
      {status === "declined" ? (
        <p className="text-muted-foreground text-sm">{t("applicant.declinedNote")}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {status === "submitted" && (
            <Button size="sm" loading={decide.isPending && !declining} onClick={shortlist}>
              <Star aria-hidden /> {t("applicant.shortlist")}
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link to={`/chat?user=${encodeURIComponent(applicant.id)}`}>
              <MessageCircle aria-hidden /> {t("applicant.message")}
            </Link>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeclining(true)}>
            {t("applicant.decline")}
          </Button>
        </div>
      )}
      <DeclineDialog
        name={applicant.full_name}
        open={declining}
        onOpenChange={setDeclining}
        pending={decide.isPending}
        onDecline={(message) =>
          decide.mutate(
            { status: "declined", message },
            {
              onSuccess: () => {
                setDeclining(false);
                toast.success(t("applicant.declinedToast"), {
                  description: t("applicant.declinedToastHint", { name: applicant.full_name }),
                });
              },
              onError: (error) => toast.error(errorMessage(error)),
            },
          )
        }
      />
    </li>
  );
}

type DeclineProps = {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onDecline: (message: string) => void;
};

/** Decline with kind words: the default, or hers. */
function DeclineDialog({ name, open, onOpenChange, pending, onDecline }: DeclineProps) {
  const { t } = useJobsT();
  const [message, setMessage] = useState(DEFAULT_DECLINE_MESSAGE);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("applicant.declineTitle", { name })}</DialogTitle>
          <DialogDescription>{t("applicant.declineDescription")}</DialogDescription>
        </DialogHeader>
        <Field id="decline-message" label={t("applicant.yourMessage")}>
          <Textarea
            {...fieldAria("decline-message", undefined)}
            rows={5}
            maxLength={JobLimits.declineMessageMax}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("applicant.cancel")}
          </Button>
          <Button variant="destructive" loading={pending} onClick={() => onDecline(message)}>
            {t("applicant.decline")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
