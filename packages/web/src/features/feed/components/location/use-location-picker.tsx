import type { PlaceResult } from "@saheli/core/contracts/places";
import { placeLabel } from "@saheli/core/places";
import { MapPin, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { LocationDialog } from "./location-dialog";

/** The composer's side of "Add Location": the toolbar button, the dialog and the chosen place's line. */
export function useLocationPicker() {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<PlaceResult | null>(null);
  const { t } = useFeedT();
  const button = (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={place !== null}
      onClick={() => setOpen(true)}
    >
      <MapPin aria-hidden /> {place ? t("place.change") : t("place.add")}
    </Button>
  );
  const dialog = <LocationDialog open={open} onOpenChange={setOpen} onPick={setPlace} />;
  const chip = place && (
    <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
      <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
      <span className="min-w-0 flex-1 truncate">
        <span className="sr-only">{t("place.location")}</span>
        {placeLabel(place)}
      </span>
      <Button type="button" size="sm" variant="ghost" onClick={() => setPlace(null)}>
        <X aria-hidden /> {t("place.remove")}
      </Button>
    </p>
  );
  /** What the post is sent with. */
  const value = place && {
    name: place.name,
    city: place.city,
    state: place.state,
    lat: place.lat,
    lng: place.lng,
    precision: place.precision,
  };
  return { button, dialog, chip, place: value };
}
