import { Check, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SUPPORT_EMAIL } from "@/lib/support";
import { useVerificationState } from "../api/get-verification-state";
import { appealDecision, usePersonalRequest } from "../api/personal-requests";
import { MessageForm } from "./message-form";

const STILL_YOURS = [
  "Browse and buy products",
  "Support women-owned businesses",
  "Access educational content",
] as const;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onReverify: () => void };

/** Doc 2 §2: what a person not verified as a woman can still do, with re-verification and one appeal. */
export function AccessRestrictedModal({ open, onOpenChange, onReverify }: Props) {
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
          <DialogTitle>Access Restricted</DialogTitle>
          <DialogDescription>
            {pending
              ? "Your verification is pending review. Saheli's community is for women; until a reviewer has checked, some things wait."
              : "Saheli's community is a platform for women. Posting, commenting, messaging members, joining groups and opening a shop are for verified women members."}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <p className="font-medium text-foreground text-sm">You can still:</p>
          <ul className="grid gap-1.5">
            {STILL_YOURS.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm">
                <Check aria-hidden className="size-4 text-success" /> {item}
              </li>
            ))}
          </ul>
        </div>
        {state.data?.decline_reason && (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            <span className="font-medium">The reviewer wrote:</span> {state.data.decline_reason}
          </p>
        )}
        {appeal.isSuccess ? (
          <p role="status" className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success">
            {appeal.data.message}
          </p>
        ) : appealing ? (
          <MessageForm
            label="Your appeal"
            hint="Tell us why the decision is wrong. A different reviewer will read it and may contact you by e-mail."
            submitLabel="Send appeal"
            busy={appeal.isPending}
            error={appeal.error?.message ?? null}
            onSubmit={(message) => appeal.mutate(message)}
            onBack={() => setAppealing(false)}
          />
        ) : (
          state.data?.can_appeal && (
            <Button variant="link" className="justify-self-start" onClick={() => setAppealing(true)}>
              Think this is wrong? Appeal the decision
            </Button>
          )
        )}
        {!appealing && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {!pending && (
              <Button variant="outline" onClick={onReverify}>
                Re-Verify yourself
              </Button>
            )}
            <Button onClick={() => onOpenChange(false)}>I Understand</Button>
          </div>
        )}
        <p className="text-muted-foreground text-xs">
          Need help? Write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-primary underline-offset-4 hover:underline">
            {SUPPORT_EMAIL}
          </a>{" "}
          and a person will answer.
        </p>
      </DialogContent>
    </Dialog>
  );
}
