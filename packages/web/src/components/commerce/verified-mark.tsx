import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The blue-tick equivalent beside a verified shop's name. */
export function VerifiedMark() {
  const { t } = useTranslation();
  return (
    <>
      <BadgeCheck aria-hidden className="size-3.5 shrink-0 text-primary" />
      <span className="sr-only">{t("commerce.verified")}</span>
    </>
  );
}
