import { deferredControl } from "@/lib/deferred";
import { useChosenLocation } from "../lib/chosen-location";
import { LOCATION_TRIGGER, LocationFace } from "./location-face";

const LocationPopover = deferredControl(
  () => import("./location-popover").then((m) => m.LocationPopover),
  "dialog",
);

/** Doc 3 §2.14's delivery location; the picker's code loads after the page has painted. */
export function LocationPicker() {
  const chosen = useChosenLocation();
  return (
    <LocationPopover
      standIn={(trigger) => (
        <button type="button" className={LOCATION_TRIGGER} {...trigger}>
          <LocationFace chosen={chosen} />
        </button>
      )}
    />
  );
}
