import { BadgeCheck } from "lucide-react";

/** The blue-tick equivalent beside a verified shop's name. */
export function VerifiedMark() {
  return (
    <>
      <BadgeCheck aria-hidden className="size-3.5 shrink-0 text-primary" />
      <span className="sr-only">(verified)</span>
    </>
  );
}
