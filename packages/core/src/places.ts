/**
 * Places on posts (doc 1 §3 "Location", §7 maps service, §8 location messages, §9 geolocation): "Add Location"
 * searches an offline list of Indian cities, towns and well-known places; a venue search and reverse geocoding
 * join in when the operator runs a geocoder.
 */

/** How precisely a post's place may be shown: a city (or a locality in it) or a venue she picked by name. */
export const PLACE_PRECISIONS = ["city", "venue"] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];

/** City: a district town; town: a locality with a post office; landmark: a well-known place; venue: geocoder. */
export const PLACE_KINDS = ["city", "town", "landmark", "venue"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export type PlaceEntry = {
  name: string;
  kind: PlaceKind;
  /** The city it is in (a city's own name for a city). */
  city: string;
  state: string;
  lat: number;
  lng: number;
};

export const PlaceLimits = {
  queryMin: 2,
  queryMax: 80,
  results: 8,
  debounceMs: 300,
  geoTimeoutMs: 15_000,
  geoMaxAgeMs: 60_000,
  nameMax: 120,
  /** Decimal places kept: a venue to about 11 m; a city point is the city's own centre. */
  venueDecimals: 4,
  cityDecimals: 2,
} as const;

/** Doc 1 §8, word for word. */
export const PlaceMessages = {
  notSupported: "Location not supported",
  notSupportedDetail: "Your browser doesn't support geolocation",
  denied: "Location access denied",
  deniedDetail: "Please enable location access to use this feature",
  noneFound: "No locations found",
  failed: "We couldn't find where you are. Please search for your city instead.",
  searchFailed: "Couldn't search places right now. Please try again.",
} as const;

/** Lower case, accents and punctuation away, spaces single: "Bengaluru (Bangalore)" → "bengaluru bangalore". */
export function normalizePlaceText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const KIND_BONUS: Record<PlaceKind, number> = { city: 30, landmark: 20, venue: 10, town: 0 };

/** How well a place answers the query (both normalised), or 0: the name first (whole, start, a word's start), then its city. */
function scoreNormalized(q: string, name: string, where: string, kind: PlaceKind): number {
  let score = 0;
  if (name === q) score = 100;
  else if (name.startsWith(q)) score = 80;
  else if (name.includes(` ${q}`)) score = 60;
  else if (name.includes(q)) score = 30;
  else if (q.includes(" ")) {
    // "koramangala beng": every word of the query starts a word of the place and its city.
    const spaced = ` ${where}`;
    if (q.split(" ").every((w) => spaced.includes(` ${w}`))) score = 40;
  }
  return score === 0 ? 0 : score + KIND_BONUS[kind];
}

const whereOf = (entry: PlaceEntry) => normalizePlaceText(`${entry.name} ${entry.city} ${entry.state}`);

export function placeScore(entry: PlaceEntry, query: string): number {
  const q = normalizePlaceText(query);
  if (q.length === 0) return 0;
  return scoreNormalized(q, normalizePlaceText(entry.name), whereOf(entry), entry.kind);
}

/** Each list's names normalised once (a search then only compares strings: 25,000 places in a few ms). */
const normalizedLists = new WeakMap<readonly PlaceEntry[], { names: string[]; wheres: string[] }>();
function normalizedOf(entries: readonly PlaceEntry[]) {
  let found = normalizedLists.get(entries);
  if (!found) {
    found = { names: entries.map((e) => normalizePlaceText(e.name)), wheres: entries.map(whereOf) };
    normalizedLists.set(entries, found);
  }
  return found;
}

/** The best few places for the query, each once (same name in the same city), best first. */
export function searchPlaces(
  entries: readonly PlaceEntry[],
  query: string,
  limit: number = PlaceLimits.results,
): PlaceEntry[] {
  const q = normalizePlaceText(query);
  if (q.length < PlaceLimits.queryMin) return [];
  const { names, wheres } = normalizedOf(entries);
  const scored: { entry: PlaceEntry; score: number; where: string }[] = [];
  entries.forEach((entry, i) => {
    const score = scoreNormalized(q, names[i] ?? "", wheres[i] ?? "", entry.kind);
    if (score > 0) scored.push({ entry, score, where: wheres[i] ?? "" });
  });
  scored.sort((a, b) => b.score - a.score || a.entry.name.length - b.entry.name.length);
  const seen = new Set<string>();
  const out: PlaceEntry[] = [];
  for (const { entry, where } of scored) {
    if (seen.has(where)) continue;
    seen.add(where);
    out.push(entry);
    if (out.length === limit) break;
  }
  return out;
}

/** Squared distance on a small patch of the globe: enough to pick the nearest of a few hundred cities. */
function distance2(aLat: number, aLng: number, bLat: number, bLng: number) {
  const dx = (aLng - bLng) * Math.cos(((aLat + bLat) / 2) * (Math.PI / 180));
  const dy = aLat - bLat;
  return dx * dx + dy * dy;
}

/** The city nearest a position (reverse geocoding without a geocoder), or null for an empty list. */
export function nearestCity(entries: readonly PlaceEntry[], lat: number, lng: number): PlaceEntry | null {
  let best: PlaceEntry | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    if (entry.kind !== "city") continue;
    const d = distance2(lat, lng, entry.lat, entry.lng);
    if (d < bestD) {
      bestD = d;
      best = entry;
    }
  }
  return best;
}

const roundTo = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/**
 * The position stored with a post: a venue to about 11 m (she chose to share it); anything else is the city's
 * own centre when it is known, else rounded to about a kilometre — never where she stood.
 */
export function storedPosition(
  precision: PlacePrecision,
  lat: number,
  lng: number,
  cityCentre: { lat: number; lng: number } | null,
): { lat: number; lng: number } {
  if (precision === "venue")
    return { lat: roundTo(lat, PlaceLimits.venueDecimals), lng: roundTo(lng, PlaceLimits.venueDecimals) };
  const at = cityCentre ?? { lat, lng };
  return { lat: roundTo(at.lat, PlaceLimits.cityDecimals), lng: roundTo(at.lng, PlaceLimits.cityDecimals) };
}

/** What the post card reads: "Gateway of India, Mumbai", "Koramangala, Bengaluru", "Jaipur, Rajasthan". */
export function placeLabel(place: { name: string; city: string; state: string }): string {
  const same = normalizePlaceText(place.name) === normalizePlaceText(place.city);
  if (same) return place.state ? `${place.name}, ${place.state}` : place.name;
  return place.city ? `${place.name}, ${place.city}` : place.name;
}

/**
 * Well-known places people post from, with their public coordinates (a venue each). Written for Saheli from
 * common public facts; the cities and towns come from India Post's directory (see the server's places module).
 */
export const WELL_KNOWN_PLACES: readonly PlaceEntry[] = [
  ["Gateway of India", "Mumbai", "Maharashtra", 18.922, 72.8347],
  ["Marine Drive", "Mumbai", "Maharashtra", 18.9432, 72.8236],
  ["Chhatrapati Shivaji Maharaj Terminus", "Mumbai", "Maharashtra", 18.9398, 72.8355],
  ["Juhu Beach", "Mumbai", "Maharashtra", 19.0988, 72.8267],
  ["India Gate", "New Delhi", "Delhi", 28.6129, 77.2295],
  ["Red Fort", "Delhi", "Delhi", 28.6562, 77.241],
  ["Qutub Minar", "New Delhi", "Delhi", 28.5245, 77.1855],
  ["Connaught Place", "New Delhi", "Delhi", 28.6315, 77.2167],
  ["Dilli Haat INA", "New Delhi", "Delhi", 28.5733, 77.2079],
  ["Lotus Temple", "New Delhi", "Delhi", 28.5535, 77.2588],
  ["Taj Mahal", "Agra", "Uttar Pradesh", 27.1751, 78.0421],
  ["Charminar", "Hyderabad", "Telangana", 17.3616, 78.4747],
  ["Hussain Sagar", "Hyderabad", "Telangana", 17.4239, 78.4738],
  ["Golconda Fort", "Hyderabad", "Telangana", 17.3833, 78.4011],
  ["Marina Beach", "Chennai", "Tamil Nadu", 13.05, 80.2824],
  ["Kapaleeshwarar Temple", "Chennai", "Tamil Nadu", 13.0339, 80.2695],
  ["Victoria Memorial", "Kolkata", "West Bengal", 22.5448, 88.3426],
  ["Howrah Bridge", "Kolkata", "West Bengal", 22.5851, 88.3468],
  ["New Market", "Kolkata", "West Bengal", 22.5603, 88.3527],
  ["Lalbagh Botanical Garden", "Bengaluru", "Karnataka", 12.9507, 77.5848],
  ["Cubbon Park", "Bengaluru", "Karnataka", 12.9763, 77.5929],
  ["Commercial Street", "Bengaluru", "Karnataka", 12.9822, 77.6083],
  ["Mysore Palace", "Mysuru", "Karnataka", 12.3052, 76.6552],
  ["Hawa Mahal", "Jaipur", "Rajasthan", 26.9239, 75.8267],
  ["Amber Fort", "Jaipur", "Rajasthan", 26.9855, 75.8513],
  ["Johari Bazaar", "Jaipur", "Rajasthan", 26.9196, 75.8263],
  ["City Palace", "Udaipur", "Rajasthan", 24.5764, 73.6835],
  ["Mehrangarh Fort", "Jodhpur", "Rajasthan", 26.2978, 73.0185],
  ["Golden Temple", "Amritsar", "Punjab", 31.62, 74.8765],
  ["Shaniwar Wada", "Pune", "Maharashtra", 18.5195, 73.8553],
  ["FC Road", "Pune", "Maharashtra", 18.5236, 73.8413],
  ["Sabarmati Ashram", "Ahmedabad", "Gujarat", 23.0607, 72.5805],
  ["Law Garden", "Ahmedabad", "Gujarat", 23.0247, 72.5593],
  ["Kashi Vishwanath Temple", "Varanasi", "Uttar Pradesh", 25.3109, 83.0107],
  ["Dashashwamedh Ghat", "Varanasi", "Uttar Pradesh", 25.3069, 83.0104],
  ["Meenakshi Amman Temple", "Madurai", "Tamil Nadu", 9.9195, 78.1193],
  ["Fort Kochi", "Kochi", "Kerala", 9.9658, 76.2421],
  ["Kovalam Beach", "Thiruvananthapuram", "Kerala", 8.4004, 76.9787],
  ["Baga Beach", "North Goa", "Goa", 15.5553, 73.7517],
  ["Calangute Beach", "North Goa", "Goa", 15.5439, 73.7553],
  ["Rock Garden", "Chandigarh", "Chandigarh", 30.7525, 76.8101],
  ["Sukhna Lake", "Chandigarh", "Chandigarh", 30.7421, 76.8188],
  ["Mall Road", "Shimla", "Himachal Pradesh", 31.1041, 77.1734],
  ["Dal Lake", "Srinagar", "Jammu and Kashmir", 34.1106, 74.8683],
  ["Konark Sun Temple", "Puri", "Odisha", 19.8876, 86.0945],
  ["Jagannath Temple", "Puri", "Odisha", 19.8047, 85.8181],
  ["Kamakhya Temple", "Guwahati", "Assam", 26.1664, 91.7055],
  ["Bara Imambara", "Lucknow", "Uttar Pradesh", 26.8692, 80.9128],
  ["Hazratganj", "Lucknow", "Uttar Pradesh", 26.8478, 80.9462],
  ["Rajwada", "Indore", "Madhya Pradesh", 22.7186, 75.8553],
  ["Sarafa Bazaar", "Indore", "Madhya Pradesh", 22.7184, 75.8557],
  ["Upper Lake", "Bhopal", "Madhya Pradesh", 23.2513, 77.3437],
  ["Ramoji Film City", "Hyderabad", "Telangana", 17.2543, 78.6808],
  ["Laad Bazaar", "Hyderabad", "Telangana", 17.3608, 78.4731],
  ["Sanchi Stupa", "Raisen", "Madhya Pradesh", 23.4794, 77.7397],
  ["Khajuraho Temples", "Chhatarpur", "Madhya Pradesh", 24.8524, 79.9335],
  ["Hampi", "Vijayanagara", "Karnataka", 15.335, 76.46],
  ["Ajanta Caves", "Aurangabad", "Maharashtra", 20.5519, 75.7033],
  ["Ellora Caves", "Aurangabad", "Maharashtra", 20.0258, 75.178],
].map(([name, city, state, lat, lng]) => ({
  name: name as string,
  kind: "landmark" as const,
  city: city as string,
  state: state as string,
  lat: lat as number,
  lng: lng as number,
}));
