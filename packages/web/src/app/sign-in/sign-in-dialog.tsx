import type { SignInResponse } from "@saheli/core/contracts/auth";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { SaheliMark } from "@/components/brand";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { SignInMode } from "@/lib/session/sign-in";

type SignInDialogProps = {
  open: boolean;
  mode: SignInMode;
  returnTo: string;
  onSignedIn: (session: SignInResponse) => void;
  onDismiss: () => void;
};

// Downloaded when the dialog first opens, so visitors who never sign in don't pay for it.
const SignInFlow = lazy(() =>
  import("@/features/auth/components/sign-in-flow").then((module) => ({ default: module.SignInFlow })),
);

function LoadingFlow() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3">
      <DialogTitle className="sr-only">{t("shell.signInDialogTitle")}</DialogTitle>
      <Spinner size="lg" className="text-primary" />
    </div>
  );
}

/** Full height on phones, a centred card from the small breakpoint up. */
const LAYOUT = [
  "top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0 px-5 pt-10 pb-[calc(1.5rem+env(safe-area-inset-bottom))]",
  "data-[state=open]:animate-slide-in-bottom data-[state=closed]:animate-slide-out-bottom",
  "sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-md",
  "sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:p-7",
  "sm:data-[state=open]:animate-pop-in sm:data-[state=closed]:animate-pop-out",
].join(" ");

/** The sign-in modal (doc 2 "Sign-in modal"); Radix locks page scrolling and traps focus while open. */
export function SignInDialog({ open, mode, returnTo, onSignedIn, onDismiss }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent
        className={LAYOUT}
        // Escape first closes an open suggestion list (the e-mail field), not the whole dialog.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof HTMLElement && event.target.getAttribute("aria-expanded") === "true") {
            event.preventDefault();
          }
        }}
      >
        <SaheliMark className="mx-auto size-12" />
        <Suspense fallback={<LoadingFlow />}>
          <SignInFlow joining={mode === "create-account"} returnTo={returnTo} onSignedIn={onSignedIn} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
