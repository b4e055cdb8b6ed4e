/** Co-working spaces (issue 19 §5): a vendor's service listed with where it is, what it offers and its passes. */

export const PASS_TYPES = ["day", "hour"] as const;

/**
 * The category whose services are the co-working spaces (its `seo_name`): the spaces page lists the services in
 * it that have a space's details, and listing a service as a space puts it there.
 */
export const COWORKING_CATEGORY = "co-working";
export type PassType = (typeof PASS_TYPES)[number];

export const CoworkingLimits = {
  cityMax: 80,
  addressMax: 300,
  amenityMax: 40,
  amenitiesMax: 20,
  pageSize: 20,
} as const;

export const CoworkingMessages = {
  cityRequired: "Please enter the city of the space",
  cityTooLong: `City must be at most ${CoworkingLimits.cityMax} characters`,
  addressRequired: "Please enter the address of the space",
  addressTooLong: `Address must be at most ${CoworkingLimits.addressMax} characters`,
  amenityTooLong: `Each amenity must be at most ${CoworkingLimits.amenityMax} characters`,
  tooManyAmenities: `Please list at most ${CoworkingLimits.amenitiesMax} amenities`,
  passType: "Please choose day passes or hour passes",
  notFound: "Service not found",
  notAService: "Only a service can be listed as a co-working space",
  notListed: "This service is not listed as a co-working space",
} as const;

export const PASS_LABELS: Record<PassType, string> = { day: "Day pass", hour: "Hourly pass" };

/** A city as people type it: trimmed, inner spaces collapsed (matching ignores case). */
export function normalizeCity(city: string): string {
  return city.trim().replace(/\s+/g, " ");
}

/** Amenities trimmed, empty ones dropped, repeats (ignoring case) kept once, in her order. */
export function normalizeAmenities(amenities: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of amenities) {
    const amenity = raw.trim().replace(/\s+/g, " ");
    const key = amenity.toLowerCase();
    if (!amenity || seen.has(key)) continue;
    seen.add(key);
    out.push(amenity);
  }
  return out;
}
