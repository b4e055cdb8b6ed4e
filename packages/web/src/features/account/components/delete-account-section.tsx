import { DELETION_REASON_MAX_LENGTH } from "@saheli/core/account-deletion";
import { ACCOUNT_RECOVERY_HOURS } from "@saheli/core/auth";
import { ArrowRight, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/error-message";
import { useAccountT } from "../i18n";
import { ConfirmDeletionDialog } from "./confirm-deletion-dialog";

type DeleteAccountSectionProps = {
  /** Resolves once deletion is scheduled; rejects with the reason it was not. */
  onDelete: (reason: string | undefined) => Promise<unknown>;
  pending: boolean;
};

const CONSEQUENCES = ["profile", "content", "orders", "cancel", "copy"] as const;

/** The danger zone: what deletion means, an optional reason, then the typed confirmation. */
export function DeleteAccountSection({ onDelete, pending }: DeleteAccountSectionProps) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useAccountT();

  const confirm = async () => {
    setError(null);
    try {
      await onDelete(reason.trim() || undefined);
      setConfirming(false);
      setReason("");
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <section
      aria-labelledby="delete-account-title"
      className="grid gap-4 rounded-2xl border border-destructive/30 bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive-soft text-destructive">
          <TriangleAlert aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="delete-account-title" className="font-display font-semibold text-foreground text-xl">
            {t("delete.title")}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{t("delete.intro")}</p>
        </div>
      </div>
      <ul className="grid gap-1.5 text-foreground text-sm">
        {CONSEQUENCES.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-destructive/70" />
            {t(`delete.consequences.${line}`, { hours: ACCOUNT_RECOVERY_HOURS })}
          </li>
        ))}
      </ul>
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{t("delete.reason")}</Label>
        <Textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={DELETION_REASON_MAX_LENGTH}
          rows={3}
          placeholder={t("delete.reasonPlaceholder")}
          aria-describedby={`${reasonId}-count`}
        />
        <p id={`${reasonId}-count`} className="text-right text-muted-foreground text-xs tabular-nums">
          {reason.length}/{DELETION_REASON_MAX_LENGTH}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="link">
          <Link to="/account-deletion-guide">
            {t("delete.howItWorks")} <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {t("delete.button")}
        </Button>
      </div>
      <ConfirmDeletionDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setError(null);
        }}
        onConfirm={() => void confirm()}
        pending={pending}
        error={error}
      />
    </section>
  );
}
