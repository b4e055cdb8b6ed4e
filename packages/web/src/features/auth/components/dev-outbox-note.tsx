import type { OtpChannel } from "@saheli/core/auth";
import { ExternalLink } from "lucide-react";

/** Outside production codes go to the outbox, not to a real inbox: this says where to read them. */
export function DevOutboxNote({ url, channel }: { url: string; channel: OtpChannel }) {
  return (
    <p className="rounded-xl bg-accent-soft px-4 py-3 text-accent-foreground text-sm">
      This server doesn't send real {channel === "email" ? "emails" : "texts"}.{" "}
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 font-semibold underline underline-offset-4"
      >
        Open the dev outbox <ExternalLink aria-hidden className="size-3.5" />
      </a>
    </p>
  );
}
