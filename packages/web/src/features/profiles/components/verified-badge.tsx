import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Shown when the person passed the face check (gender_verified). */
export function VerifiedBadge() {
  return (
    <Badge variant="secondary" size="md" title="Verified woman member">
      <BadgeCheck aria-hidden /> Verified
    </Badge>
  );
}
