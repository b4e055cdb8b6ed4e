import { Check, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Trans } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { SUPPORT_EMAIL } from "@/lib/support";
import { useVerificationState } from "../api/get-verification-state";
import { appealDecision, usePersonalRequest } from "../api/personal-requests";
import { useVerificationT } from "../i18n";
import { MessageForm } from "./message-form";

const STILL_YOURS = ["browse", "support", "learn"] as const;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onReverify: () => void };

/** Doc 2 §2: what a person not verified as a woman can still do, with re-verification and one appeal. */
export function AccessRestrictedModal({ open, onOpenChange, onReverify }: Props) {
  const { t } = useVerificationT();
  const messageIn = useMessageIn();
  const state = useVerificationState(open);
  const appeal = usePersonalRequest(appealDecision);
  const [appealing, setAppealing] = useState(false);
  const pending = state.data?.status === "pending";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setAppealing(false);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <span
            aria-hidden
            className="mb-1 flex size-12 items-center justify-center rounded-full bg-warning-soft"
          >
            <ShieldAlert className="size-6 text-warning" />
          </span>
          <DialogTitle>{t("restricted.title")}</DialogTitle>
          <DialogDescription>
            {pending ? t("restricted.pending") : t("restricted.declined")}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <p className="font-medium text-foreground text-sm">{t("restricted.stillYours")}</p>
          <ul className="grid gap-1.5">
            {STILL_YOURS.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm">
                <Check aria-hidden className="size-4 text-success" /> {t(`restricted.still.${item}`)}
              </li>
            ))}
          </ul>
        </div>
        {state.data?.decline_reason && (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            <span className="font-medium">{t("restricted.reviewerWrote")}</span> {state.data.decline_reason}
          </p>
        )}
        {appeal.isSuccess ? (
          <p role="status" className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success">
            {messageIn(appeal.data.message)}
          </p>
        ) : appealing ? (
          <MessageForm
            label={t("restricted.appealLabel")}
            hint={t("restricted.appealHint")}
            submitLabel={t("restricted.appealSubmit")}
            busy={appeal.isPending}
            error={appeal.error?.message ?? null}
            onSubmit={(message) => appeal.mutate(message)}
            onBack={() => setAppealing(false)}
          />
        ) : (
          state.data?.can_appeal && (
            <Button variant="link" className="justify-self-start" onClick={() => setAppealing(true)}>
              {t("restricted.appeal")}
            </Button>
          )
        )}
        {!appealing && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {!pending && (
              <Button variant="outline" onClick={onReverify}>
                {t("restricted.reverify")}
              </Button>
            )}
            <Button onClick={() => onOpenChange(false)}>{t("restricted.understand")}</Button>
          </div>
        )}
        <p className="text-muted-foreground text-xs">
          <Trans
            t={t}
            i18nKey="restricted.help"
            values={{ email: SUPPORT_EMAIL }}
            components={{
              mail: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside.
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="text-primary underline-offset-4 hover:underline"
                />
              ),
            }}
          />
        </p>
      </DialogContent>
    </Dialog>
  );
}
