import type { PlaceResult } from "@saheli/core/contracts/places";
import { PlaceLimits, PlaceMessages } from "@saheli/core/places";
import { Building2, Landmark, LocateFixed, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { reversePlace, usePlaceSearch } from "@/features/feed/api/places";
import { useFeedT } from "@/features/feed/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onPick: (place: PlaceResult) => void };

/** The browser's position (doc 1 §9: high accuracy, 15 s, a reading up to 60 s old), or the §8 message. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: PlaceLimits.geoTimeoutMs,
      maximumAge: PlaceLimits.geoMaxAgeMs,
    }),
  );
}

const where = (place: PlaceResult) =>
  [place.kind === "city" ? null : place.city, place.state].filter(Boolean).join(", ");

/** "Add Location" (doc 1 §3): search as she types (300 ms), or her current city. */
export function LocationDialog({ open, onOpenChange, onPick }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-md overflow-y-auto">
        {open && (
          <Picker
            onPick={(place) => {
              onPick(place);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Picker({ onPick }: { onPick: (place: PlaceResult) => void }) {
  const [query, setQuery] = useState("");
  const settled = useSettled(query, PlaceLimits.debounceMs);
  const search = usePlaceSearch(settled);
  const [locating, setLocating] = useState(false);
  const typed = settled.trim().length >= PlaceLimits.queryMin;
  const { t } = useFeedT();
  const messageIn = useMessageIn();

  const useCurrent = async () => {
    if (!("geolocation" in navigator)) {
      toast.error(messageIn(PlaceMessages.notSupported), {
        description: messageIn(PlaceMessages.notSupportedDetail),
      });
      return;
    }
    setLocating(true);
    try {
      const position = await currentPosition();
      const { place } = await reversePlace(position.coords.latitude, position.coords.longitude);
      if (place) onPick(place);
      else toast.error(messageIn(PlaceMessages.failed));
    } catch (error) {
      if ((error as GeolocationPositionError).code === 1)
        toast.error(messageIn(PlaceMessages.denied), { description: messageIn(PlaceMessages.deniedDetail) });
      else toast.error(messageIn(PlaceMessages.failed));
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1 pr-8">
        <DialogTitle>{t("place.add")}</DialogTitle>
        <DialogDescription>{t("place.description")}</DialogDescription>
      </div>
      <Input
        type="search"
        aria-label={t("place.search")}
        placeholder={t("place.search")}
        value={query}
        maxLength={PlaceLimits.queryMax}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
      />
      <Button type="button" variant="outline" onClick={useCurrent} loading={locating}>
        <LocateFixed aria-hidden /> {t("place.current")}
      </Button>
      {typed && search.isPending && (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner size="sm" label={null} /> {t("place.searching")}
        </p>
      )}
      {typed && search.isError && (
        <p role="alert" className="text-destructive text-sm">
          {messageIn(PlaceMessages.searchFailed)}
        </p>
      )}
      {typed && search.data && search.data.items.length === 0 && (
        <p role="status" className="py-4 text-center text-muted-foreground text-sm">
          {messageIn(PlaceMessages.noneFound)}
        </p>
      )}
      {typed && search.data && search.data.items.length > 0 && (
        <ul aria-label={t("place.places")} className="grid gap-1">
          {search.data.items.map((place) => {
            const Icon =
              place.kind === "landmark" || place.kind === "venue"
                ? Landmark
                : place.kind === "city"
                  ? Building2
                  : MapPin;
            return (
              <li key={`${place.kind}|${place.name}|${place.city}|${place.state}`}>
                <button
                  type="button"
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onPick(place)}
                >
                  <Icon aria-hidden className="size-4 shrink-0 text-primary" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-sm">{place.name}</span>
                    <span className="block truncate text-muted-foreground text-xs">{where(place)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
