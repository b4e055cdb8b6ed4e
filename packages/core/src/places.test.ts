import { describe, expect, it } from "vitest";
import {
  nearestCity,
  normalizePlaceText,
  type PlaceEntry,
  placeLabel,
  searchPlaces,
  storedPosition,
  WELL_KNOWN_PLACES,
} from "./places";

const city = (name: string, state: string, lat: number, lng: number): PlaceEntry => ({
  name,
  kind: "city",
  city: name,
  state,
  lat,
  lng,
});
const town = (name: string, inCity: string, state: string): PlaceEntry => ({
  name,
  kind: "town",
  city: inCity,
  state,
  lat: 0,
  lng: 0,
});

const list: PlaceEntry[] = [
  city("Bengaluru", "Karnataka", 12.97, 77.59),
  city("Belagavi", "Karnataka", 15.85, 74.5),
  city("Jaipur", "Rajasthan", 26.91, 75.79),
  city("Mumbai", "Maharashtra", 19.07, 72.87),
  town("Koramangala", "Bengaluru", "Karnataka"),
  town("Jaipur City", "Jaipur", "Rajasthan"),
  town("Bengaluru Cantonment", "Bengaluru", "Karnataka"),
  town("Koramangala", "Bengaluru", "Karnataka"),
  ...WELL_KNOWN_PLACES,
];

describe("place search", () => {
  it("normalises what she types", () => {
    expect(normalizePlaceText("  Bengaluru (Bangalore) ")).toBe("bengaluru bangalore");
    expect(normalizePlaceText("Śrīnagar")).toBe("srinagar");
  });
  it("needs two characters", () => {
    expect(searchPlaces(list, "b")).toEqual([]);
    expect(searchPlaces(list, " ")).toEqual([]);
  });
  it("puts the city whose name she typed first, then places starting with it", () => {
    const names = searchPlaces(list, "beng").map((p) => p.name);
    expect(names[0]).toBe("Bengaluru");
    expect(names).toContain("Bengaluru Cantonment");
    expect(names).not.toContain("Belagavi");
    expect(searchPlaces(list, "jaipur").map((p) => p.name)).toEqual(["Jaipur", "Jaipur City"]);
  });
  it("finds well-known places by any word, and a locality by its city too", () => {
    expect(searchPlaces(list, "gateway")[0]?.name).toBe("Gateway of India");
    expect(searchPlaces(list, "india gate")[0]?.name).toBe("India Gate");
    expect(searchPlaces(list, "koramangala beng").map((p) => p.name)).toEqual(["Koramangala"]);
  });
  it("lists a place once and at most the limit", () => {
    expect(searchPlaces(list, "koramangala")).toHaveLength(1);
    expect(searchPlaces(list, "a", 3).length).toBe(0);
    expect(searchPlaces(list, "ar", 3).length).toBeLessThanOrEqual(3);
  });
});

describe("place precision", () => {
  it("finds the nearest city to a position", () => {
    expect(nearestCity(list, 12.93, 77.62)?.name).toBe("Bengaluru");
    expect(nearestCity(list, 19.1, 72.9)?.name).toBe("Mumbai");
    expect(nearestCity([], 1, 1)).toBeNull();
  });
  it("keeps a venue to about 11 m and anything else at the city's centre", () => {
    expect(storedPosition("venue", 18.921984, 72.834654, null)).toEqual({ lat: 18.922, lng: 72.8347 });
    expect(storedPosition("city", 12.934567, 77.626789, { lat: 12.9716, lng: 77.5946 })).toEqual({
      lat: 12.97,
      lng: 77.59,
    });
    expect(storedPosition("city", 12.934567, 77.626789, null)).toEqual({ lat: 12.93, lng: 77.63 });
  });
  it("labels places as the card shows them", () => {
    expect(placeLabel({ name: "Gateway of India", city: "Mumbai", state: "Maharashtra" })).toBe(
      "Gateway of India, Mumbai",
    );
    expect(placeLabel({ name: "Jaipur", city: "Jaipur", state: "Rajasthan" })).toBe("Jaipur, Rajasthan");
  });
});
