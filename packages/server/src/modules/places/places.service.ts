import type { PlaceResult, PostPlace, postPlaceInputSchema } from "@saheli/core/contracts/places";
import { nearestCity, type PlaceEntry, PlaceLimits, searchPlaces, storedPosition } from "@saheli/core/places";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Geocoder } from "../../platform/geocoder.js";
import { cityCentre, indiaPlaces } from "./india-places.js";
import type { VenueSearch } from "./venue-search.js";

export type PlacesServiceDeps = {
  geocoder: Geocoder | null;
  venues: VenueSearch | null;
  log: Pick<FastifyBaseLogger, "warn">;
};

const toResult = (entry: PlaceEntry): PlaceResult => ({
  ...entry,
  precision: entry.kind === "venue" || entry.kind === "landmark" ? "venue" : "city",
});

/** What is kept with a post: a venue to 4 decimals; anything else at its city's centre (or about a km). */
export function toStoredPlace(input: z.output<typeof postPlaceInputSchema>): PostPlace {
  const centre = input.precision === "city" ? cityCentre(input.city || input.name, input.state) : null;
  return { ...input, ...storedPosition(input.precision, input.lat, input.lng, centre) };
}

/**
 * "Add Location" (doc 1 §3, §7): the offline list of Indian places first, venues from the operator's geocoder
 * after them when it is set; "current location" named by the geocoder or, without one, by the nearest city.
 */
export function placesService({ geocoder, venues, log }: PlacesServiceDeps) {
  async function search(query: string): Promise<{ items: PlaceResult[]; venues: boolean }> {
    const offline = searchPlaces(indiaPlaces(), query, PlaceLimits.results);
    if (!venues) return { items: offline.map(toResult), venues: false };
    let found: PlaceEntry[] = [];
    try {
      found = await venues(query);
    } catch (error) {
      log.warn({ err: error }, "venue search failed; offline places only");
      return { items: offline.map(toResult), venues: false };
    }
    const known = new Set(offline.map((p) => `${p.name}|${p.city}`.toLowerCase()));
    const extra = found.filter((p) => !known.has(`${p.name}|${p.city}`.toLowerCase()));
    const half = Math.ceil(PlaceLimits.results / 2);
    const items = [...offline.slice(0, half), ...extra.slice(0, PlaceLimits.results - half)];
    return { items: items.map(toResult), venues: true };
  }

  /** Where she is, at city precision: the geocoder's city when it answers, else the nearest city in the list. */
  async function reverse(lat: number, lng: number): Promise<PlaceResult | null> {
    if (geocoder) {
      try {
        const found = await geocoder.reverse(lat, lng);
        if (found.city) {
          const at = storedPosition("city", lat, lng, cityCentre(found.city, found.state ?? ""));
          return {
            name: found.city,
            kind: "city",
            city: found.city,
            state: found.state ?? "",
            ...at,
            precision: "city",
          };
        }
      } catch (error) {
        log.warn({ err: error }, "reverse geocoding failed; the nearest listed city answers");
      }
    }
    const city = nearestCity(indiaPlaces(), lat, lng);
    return city ? toResult(city) : null;
  }

  return { search, reverse };
}

export type PlacesService = ReturnType<typeof placesService>;
