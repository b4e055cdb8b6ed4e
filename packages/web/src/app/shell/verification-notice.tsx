import { isUnder } from "@saheli/core/path-match";
import { BadgeCheck, Hourglass, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useVerificationState } from "@/features/verification/api/get-verification-state";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session/use-session";
import { useVerificationUi } from "@/lib/session/verification-ui";

const copy = {
  unverified: { icon: BadgeCheck, text: "unverified", action: "verifyNow" },
  pending: { icon: Hourglass, text: "pending", action: null },
  declined: { icon: ShieldAlert, text: "declined", action: "learnMore" },
} as const;

/** A quiet reminder, on every page, for someone not verified: what she can do and the way forward. */
export function VerificationNotice() {
  const { pathname } = useLocation();
  const session = useSession();
  const ui = useVerificationUi();
  const { t } = useTranslation();
  const waiting = session.status === "signed-in" && !session.profile.is_verified;
  const state = useVerificationState(waiting);
  if (!waiting || !state.data || state.data.status === "approved" || isUnder(pathname, "/admin")) return null;
  const status = state.data.status;
  const { icon: Icon, text, action } = copy[status];
  return (
    <div className="mx-auto max-w-7xl px-3 pt-3 sm:px-6 lg:px-8">
      <div
        role="status"
        className={cn(
          "flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3 text-sm",
          status === "declined" ? "border-warning/40 bg-warning-soft" : "border-primary/20 bg-primary-soft",
        )}
      >
        <Icon
          aria-hidden
          className={cn("size-5 shrink-0", status === "declined" ? "text-warning" : "text-primary")}
        />
        <p className="min-w-0 flex-1 text-foreground">{t(`shell.verification.${text}`)}</p>
        {action && (
          <Button
            size="sm"
            variant={status === "declined" ? "outline" : "primary"}
            onClick={status === "declined" ? ui.openRestricted : ui.openVerification}
          >
            {t(`shell.verification.${action}`)}
          </Button>
        )}
      </div>
    </div>
  );
}
