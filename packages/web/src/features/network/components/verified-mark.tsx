import { BadgeCheck } from "lucide-react";

/** Beside a verified member's name. */
export function VerifiedMark() {
  return (
    <span className="inline-flex shrink-0 items-center" title="Verified member">
      <BadgeCheck aria-hidden className="size-4 text-primary" />
      <span className="sr-only">(verified)</span>
    </span>
  );
}
