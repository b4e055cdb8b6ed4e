/** The shapes of the hand-written demo content; the insert modules turn them into rows. */

export type Motif = "paisley" | "stripes" | "diamonds" | "dots" | "waves" | "mandala";

/** Colours of a category's artwork: two gradient stops, a motif colour and a text colour. */
export type Palette = readonly [from: string, to: string, accent: string, ink: string];

export type CategorySeed = {
  name: string;
  /** Its name in Hindi (issue 20), answered to a Hindi reader. */
  nameHi: string;
  seoName: string;
  description: string;
  palette: Palette;
  motif: Motif;
};

export type Role = "U" | "V" | "A";

export type PersonSeed = {
  fullName: string;
  username: string;
  /** Defaults to `<username>@saheli.test`. */
  email?: string;
  role: Role;
  headline: string;
  occupation: string;
  businessName?: string;
  city: string;
  bio: string;
  website?: string;
  /** Defaults to true: verified by the face check and the team. */
  verified?: boolean;
};

export type ShopSeed = {
  name: string;
  ownerUsername: string;
  legalName: string;
  description: string;
  categories: readonly string[];
  address: { line1: string; city: string; state: string; postalCode: string };
  phone: string;
  hours: Record<string, string>;
  instagram: string;
  facebook?: string;
  gstin?: string;
  verified?: boolean;
};

export type ListingType = "physical" | "digital" | "service";

export type ListingSeed = {
  title: string;
  category: string;
  price: number;
  description: string;
  tags: readonly string[];
  /** Service length; services only. */
  minutes?: number;
  /** Delivered online (services and live classes). */
  online?: boolean;
};

/** A shop's catalogue, grouped by listing type. */
export type ShopCatalog = {
  shop: string;
  physical?: readonly ListingSeed[];
  digital?: readonly ListingSeed[];
  service?: readonly ListingSeed[];
};

export type PostSeed = {
  author: string;
  content: string;
  type?: "thought" | "celebration" | "article";
  occasion?: string;
  articleTitle?: string;
  visibility?: "public" | "connections";
  /** Title of a seeded listing the post shares. */
  listing?: string;
};
