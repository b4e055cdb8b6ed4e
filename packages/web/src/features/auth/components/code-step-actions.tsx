import type { OtpChannel } from "@saheli/core/auth";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAuthT } from "../i18n";

type CodeStepActionsProps = {
  channel: OtpChannel;
  resendIn: number;
  resending: boolean;
  onBack: () => void;
  onResend: () => void;
};

/** 'Use a different email/phone', and the resend button that waits out its 30-second cooldown. */
export function CodeStepActions({ channel, resendIn, resending, onBack, onResend }: CodeStepActionsProps) {
  const { t } = useAuthT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <Button type="button" variant="link" onClick={onBack}>
        <ArrowLeft aria-hidden /> {channel === "email" ? t("code.differentEmail") : t("code.differentPhone")}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={onResend}
        loading={resending}
        disabled={resendIn > 0}
      >
        {resendIn > 0 ? t("code.resendIn", { seconds: resendIn }) : t("code.resend")}
      </Button>
    </div>
  );
}
