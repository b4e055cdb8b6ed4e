import type { PostPlace } from "@saheli/core/contracts/places";
import { placeLabel } from "@saheli/core/places";
import { MapPin } from "lucide-react";
import { useFeedT } from "@/features/feed/i18n";

/** The place on a post card: its name and city (the coordinates are never shown finer than the server kept them). */
export function PostPlaceLine({ place }: { place: PostPlace | null | undefined }) {
  const { t } = useFeedT();
  if (!place) return null;
  return (
    <p className="flex items-center gap-1 text-muted-foreground text-xs">
      <MapPin aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">{t("place.postedFrom")}</span>
      <span className="truncate">{placeLabel(place)}</span>
    </p>
  );
}
