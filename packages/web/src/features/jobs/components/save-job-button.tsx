import { Bookmark, BookmarkCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMemberGate } from "@/lib/session/member-gate";
import { useSaveJob } from "../api/save-job";
import { useJobsT } from "../i18n";

/** Save for later, or unsave; a visitor is asked to sign in first. */
export function SaveJobButton({
  job,
  compact = false,
}: {
  job: { id: string; title: string; saved: boolean };
  compact?: boolean;
}) {
  const { t } = useJobsT();
  const save = useSaveJob(job.id);
  const gate = useMemberGate();
  const toggle = () => {
    if (!gate.allow()) return;
    save.mutate(!job.saved, {
      onSuccess: () => toast.success(job.saved ? t("save.removed") : t("save.added")),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  const Icon = job.saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={job.saved ? "secondary" : "outline"}
      size={compact ? "icon" : "sm"}
      aria-pressed={job.saved}
      aria-label={
        compact ? t(job.saved ? "save.unsaveNamed" : "save.saveNamed", { title: job.title }) : undefined
      }
      loading={save.isPending}
      onClick={toggle}
    >
      <Icon aria-hidden />
      {!compact && (job.saved ? t("save.saved") : t("save.save"))}
    </Button>
  );
}
