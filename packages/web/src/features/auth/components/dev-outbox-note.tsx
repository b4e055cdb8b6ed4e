import type { OtpChannel } from "@saheli/core/auth";
import { ExternalLink } from "lucide-react";
import { useAuthT } from "../i18n";

/** Outside production codes go to the outbox, not to a real inbox: this says where to read them. */
export function DevOutboxNote({ url, channel }: { url: string; channel: OtpChannel }) {
  const { t } = useAuthT();
  return (
    <p className="rounded-xl bg-accent-soft px-4 py-3 text-accent-foreground text-sm">
      {channel === "email" ? t("code.devOutboxEmail") : t("code.devOutboxSms")}{" "}
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 font-semibold underline underline-offset-4"
      >
        {t("code.openOutbox")} <ExternalLink aria-hidden className="size-3.5" />
      </a>
    </p>
  );
}
