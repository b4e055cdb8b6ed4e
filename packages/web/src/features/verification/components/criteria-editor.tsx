import type { ReviewPolicy } from "@saheli/core/contracts/verification";
import { VerificationPolicy } from "@saheli/core/verification";
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
import { useUpdateReviewPolicy } from "../api/review-policy";
import { useVerificationT } from "../i18n";

const { criteriaMin: MIN, criteriaMax: MAX } = VerificationPolicy;

type Props = { policy: ReviewPolicy; open: boolean; onOpenChange: (open: boolean) => void };

/** Publishing makes a new version; earlier decisions keep the version they were made under. */
export function CriteriaEditor({ policy, open, onOpenChange }: Props) {
  const { t } = useVerificationT();
  const [text, setText] = useState(policy.text);
  const update = useUpdateReviewPolicy();
  const length = text.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(text, {
      onSuccess: (next) => {
        toast.success(t("criteria.published", { version: next.version }));
        onOpenChange(false);
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("criteria.editTitle")}</DialogTitle>
            <DialogDescription>
              {t("criteria.editDescription", { next: policy.version + 1 })}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="criteria-text">{t("criteria.label")}</Label>
            <Textarea
              id="criteria-text"
              rows={14}
              value={text}
              maxLength={MAX}
              onChange={(event) => setText(event.target.value)}
            />
            <p className="text-right text-muted-foreground text-xs">
              {length < MIN ? t("message.atLeast", { min: MIN }) : `${length}/${MAX}`}
            </p>
          </div>
          {update.error && (
            <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
              {update.error.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t("criteria.cancel")}
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={length < MIN || text.trim() === policy.text}
            >
              {t("criteria.publish")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
