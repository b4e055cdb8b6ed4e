import { FeedLimits, POST_REPORT_REASONS, type PostReportReason } from "@saheli/core/feed";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useReportPost } from "../api/keep-actions";
import { useReportComment } from "../api/report-comment";
import { useFeedT } from "../i18n";

type Props = {
  postId: string;
  /** Set to report one of the post's comments instead of the post. */
  commentId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Report a post (or a comment): a reason, optional details; the moderators see it as pending. */
export function ReportDialog({ postId, commentId, open, onOpenChange }: Props) {
  const [reason, setReason] = useState<PostReportReason | null>(null);
  const [description, setDescription] = useState("");
  const reportPost = useReportPost(postId);
  const reportComment = useReportComment(commentId ?? "");
  const report = commentId ? reportComment : reportPost;
  const { t } = useFeedT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    report.mutate(
      { reason, description: description.trim() || undefined },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{commentId ? t("report.comment") : t("report.post")}</DialogTitle>
            <DialogDescription>{t("report.description")}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="sr-only">{t("report.reason")}</legend>
            {POST_REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-primary"
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="report-details">{t("report.details")}</Label>
            <Textarea
              id="report-details"
              maxLength={FeedLimits.reportDetailsMax}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          {report.error && (
            <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
              {report.error.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t("report.cancel")}
            </Button>
            <Button type="submit" disabled={!reason} loading={report.isPending}>
              {t("report.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
