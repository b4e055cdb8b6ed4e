import { BadgeCheck } from "lucide-react";
import { useNetworkT } from "../i18n";

/** Beside a verified member's name. */
export function VerifiedMark() {
  const { t } = useNetworkT();
  return (
    <span className="inline-flex shrink-0 items-center" title={t("person.verified")}>
      <BadgeCheck aria-hidden className="size-4 text-primary" />
      <span className="sr-only">{t("person.verifiedSr")}</span>
    </span>
  );
}
