const all = ["coworking"] as const;

/** Co-working: spaces by city, the cities, her service's space details, and the co-working groups. */
export const coworkingKeys = {
  all,
  spaces: [...all, "spaces"] as const,
  spacesIn: (city: string) => [...all, "spaces", city.toLowerCase()] as const,
  cities: [...all, "cities"] as const,
  mine: (listingId: string) => [...all, "mine", listingId] as const,
  groups: [...all, "groups"] as const,
};
