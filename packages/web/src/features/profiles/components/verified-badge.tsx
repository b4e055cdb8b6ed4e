import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useProfilesT } from "../i18n";

/** Shown when the person passed the face check (gender_verified). */
export function VerifiedBadge() {
  const { t } = useProfilesT();
  return (
    <Badge variant="secondary" size="md" title={t("verified.title")}>
      <BadgeCheck aria-hidden /> {t("verified.label")}
    </Badge>
  );
}
