import { useSyncExternalStore } from "react";

/** Doc 3 §3 "Detected location": what the header shows as 'Deliver to', kept in this browser. */
export type ChosenLocation = {
  id: string;
  name: string;
  pincode: string | null;
  city: string | null;
  state: string | null;
  type: "geo" | "saved" | "pincode";
};

const KEY = "saheli-delivery-location";
const listeners = new Set<() => void>();
let current: ChosenLocation | null = read();

function read(): ChosenLocation | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
}

export const chosenLocation = {
  get: () => current,
  set(location: ChosenLocation | null) {
    current = location;
    try {
      if (location) localStorage.setItem(KEY, JSON.stringify(location));
      else localStorage.removeItem(KEY);
    } catch {
      // Blocked storage: the choice lasts for this visit.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useChosenLocation(): ChosenLocation | null {
  return useSyncExternalStore(chosenLocation.subscribe, chosenLocation.get, chosenLocation.get);
}
