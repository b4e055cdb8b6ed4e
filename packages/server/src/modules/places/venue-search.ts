import { type PlaceEntry, PlaceLimits } from "@saheli/core/places";

type NominatimResult = {
  lat: string;
  lon: string;
  name?: string;
  display_name?: string;
  category?: string;
  type?: string;
  address?: Partial<Record<"city" | "town" | "village" | "suburb" | "state_district" | "state", string>>;
};

const AREA_TYPES = new Set([
  "city",
  "town",
  "village",
  "hamlet",
  "suburb",
  "neighbourhood",
  "quarter",
  "state",
  "state_district",
  "county",
  "district",
]);

/** A town, district or state the geocoder knows is an area, not a venue: kept at its city's precision. */
const isArea = (r: NominatimResult) =>
  r.category === "boundary" || (r.category === "place" && AREA_TYPES.has(r.type ?? ""));

export type VenueSearch = (query: string) => Promise<PlaceEntry[]>;

/**
 * Venues from the operator's Nominatim-compatible `GEOCODER_URL` (doc 1 §7 "a maps places service"): `/search`
 * in India with address details, a handful of answers, 5 s. The base URL is the operator's, the query is only a
 * parameter: nothing she types becomes a host.
 */
export function nominatimVenues(baseUrl: string, userAgent: string): VenueSearch {
  return async (query) => {
    const url = new URL("search", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
    url.search = new URLSearchParams({
      q: query,
      format: "jsonv2",
      addressdetails: "1",
      countrycodes: "in",
      limit: String(PlaceLimits.results),
    }).toString();
    const response = await fetch(url, {
      headers: { accept: "application/json", "user-agent": userAgent },
      redirect: "error",
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const results = (await response.json()) as NominatimResult[];
    if (!Array.isArray(results)) return [];
    return results.flatMap((r): PlaceEntry[] => {
      const lat = Number(r.lat);
      const lng = Number(r.lon);
      const name = (r.name || r.display_name?.split(",")[0] || "").trim();
      if (!name || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
      const a = r.address ?? {};
      return [
        {
          name: name.slice(0, PlaceLimits.nameMax),
          kind: isArea(r) ? "town" : "venue",
          city: a.city ?? a.town ?? a.village ?? a.state_district ?? "",
          state: a.state ?? "",
          lat,
          lng,
        },
      ];
    });
  };
}
