/** Delivery locations (doc 3 §2.14, §3 "Delivery location", §4, §5 add-address form, §8, §9 Locations). */

export const LOCATION_LABELS = ["home", "office", "other"] as const;
export type LocationLabel = (typeof LOCATION_LABELS)[number];

export const LocationLabelNames: Record<LocationLabel, string> = {
  home: "Home",
  office: "Office",
  other: "Other",
};

export const LocationLimits = {
  saved: 10,
  pincode: 6,
  phoneMax: 15,
  nameMax: 80,
  lineMax: 200,
  geoTimeoutMs: 15_000,
  geoMaxAgeMs: 60_000,
  reverseTimeoutMs: 5_000,
} as const;

export const LocationMessages = {
  nameRequired: "Name is required",
  pincodeInvalid: "Valid 6-digit pincode required",
  cityRequired: "City is required",
  stateRequired: "State is required",
  phoneInvalid: "Phone number can have up to 15 digits",
  signInToSave: "Please sign in to save delivery location",
  saveFailed: "Failed to save address",
  unexpected: "Unexpected error, please try again",
  tooMany: "You can save up to 10 locations. Remove one to add another.",
  notFound: "Location not found",
  noSaved: "No saved locations. Add a location by entering your pincode.",
  noneFound: "No location found.",
  pincodeUnknown: "We couldn't find that pincode. Please check it.",
  geoUnsupported: "Geolocation not supported",
  geoDenied: "Permission denied",
  geoFailed: "Failed to detect location",
  geoError: "Geolocation error",
  reverseFailed: "Failed to reverse geocode",
  reverseOff: "Detecting your location is not available here. Please enter your pincode.",
} as const;

export const PINCODE = /^[1-9]\d{5}$/;

/** Doc 3 §5: the pincode box keeps digits only, up to 6; the phone box digits only, up to 15. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}

/** Doc 3 §3: an office is a work address; everything else is home. */
export function addressTypeFor(label: LocationLabel): "work" | "home" {
  return label === "office" ? "work" : "home";
}

/** "BENGALURU URBAN" → "Bengaluru": the postal district as people name their city. */
export function placeName(district: string): string {
  return titleCase(district.replace(/\s+(urban|city)$/i, ""));
}

/** "WEST BENGAL" → "West Bengal"; short joining words stay lower case ("Jammu and Kashmir"). */
export function titleCase(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && ["and", "of", "the"].includes(word) ? word : (word[0]?.toUpperCase() ?? "") + word.slice(1),
    )
    .join(" ");
}
