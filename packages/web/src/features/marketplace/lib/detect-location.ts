import { LocationLimits, LocationMessages } from "@saheli/core/locations";
import { messageIn } from "@/lib/i18n/i18n";
import { reverseGeocode } from "../api/locations";
import type { ChosenLocation } from "./chosen-location";

/** The device's position (high accuracy, 15 s, a fix up to 60 s old), then the place the server finds there. */
export async function detectLocation(): Promise<ChosenLocation> {
  if (!("geolocation" in navigator)) throw new Error(messageIn(LocationMessages.geoUnsupported));
  const position = await new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: LocationLimits.geoTimeoutMs,
      maximumAge: LocationLimits.geoMaxAgeMs,
    }),
  ).catch((error: GeolocationPositionError) => {
    if (error.code === error.PERMISSION_DENIED)
      throw new Error(error.message || messageIn(LocationMessages.geoDenied));
    if (error.code === error.TIMEOUT || error.code === error.POSITION_UNAVAILABLE)
      throw new Error(messageIn(LocationMessages.geoFailed));
    throw new Error(messageIn(LocationMessages.geoError));
  });
  const { latitude, longitude } = position.coords;
  const place = await reverseGeocode(latitude, longitude);
  if (!place.city && !place.state) throw new Error(messageIn(LocationMessages.noneFound));
  return {
    id: `geo-${latitude.toFixed(3)},${longitude.toFixed(3)}`,
    name: [place.city, place.state].filter(Boolean).join(", "),
    pincode: place.pincode,
    city: place.city,
    state: place.state,
    type: "geo",
  };
}
