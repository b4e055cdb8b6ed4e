import { LocationLimits } from "@saheli/core/locations";

export type ReversePlace = {
  city: string | null;
  state: string | null;
  country: string | null;
  pincode: string | null;
};

export interface Geocoder {
  reverse(lat: number, lon: number): Promise<ReversePlace>;
}

type NominatimAddress = Partial<
  Record<"city" | "town" | "village" | "hamlet" | "state_district" | "state" | "country" | "postcode", string>
>;

/**
 * A Nominatim-compatible reverse geocoder at the operator's `GEOCODER_URL` (doc 3 §7): zoom 10 with address
 * details; the place is the city, else the town, village or hamlet, else the state district.
 */
export function nominatimGeocoder(baseUrl: string, userAgent: string): Geocoder {
  return {
    async reverse(lat, lon) {
      const url = new URL("reverse", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        format: "jsonv2",
        lat: String(lat),
        lon: String(lon),
        zoom: "10",
        addressdetails: "1",
      }).toString();
      const response = await fetch(url, {
        headers: { accept: "application/json", "user-agent": userAgent },
        redirect: "error",
        signal: AbortSignal.timeout(LocationLimits.reverseTimeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const body = (await response.json()) as { address?: NominatimAddress };
      const a = body.address ?? {};
      return {
        city: a.city ?? a.town ?? a.village ?? a.hamlet ?? a.state_district ?? null,
        state: a.state ?? null,
        country: a.country ?? null,
        pincode: a.postcode?.replace(/\s/g, "") ?? null,
      };
    },
  };
}
