import type { PassType } from "@saheli/core/coworking";

export type CoworkingSeed = {
  /** The shop (by name) whose owner lists the space, as one of her services. */
  shop: string;
  title: string;
  description: string;
  price: number;
  /** A day pass is one slot a day, the whole opening. */
  minutes: number;
  tags: readonly string[];
  city: string;
  address: string;
  amenities: readonly string[];
  passType: PassType;
  /** Opening hours each open weekday (her time zone, IST). */
  hours: { start: string; end: string };
  /** Desks: places per day. */
  desks: number;
  /** The pictures' captions, the first one the primary. */
  photos: readonly string[];
};

/** The demo co-working spaces: each a service of a demo shop, in the Co-working category. */
export const coworkingSeeds: readonly CoworkingSeed[] = [
  {
    shop: "Growth Circle Coaching",
    title: "Growth Circle Co-work day pass, Indiranagar",
    description:
      "A quiet, women-only floor above our coaching studio: twelve desks, a meeting room you can book by the hour at the desk, filter coffee and chai all day, and a corner for little ones when school closes early. The day pass is 9:30 to 5:30; pay at the desk in cash or UPI.",
    price: 499,
    minutes: 480,
    tags: ["co-working", "day pass", "bengaluru", "women only"],
    city: "Bengaluru",
    address: "3rd Floor, 100 Feet Road, Indiranagar",
    amenities: ["Wi-Fi", "Power backup", "Tea and coffee", "Meeting room", "Childcare corner", "Women only"],
    passType: "day",
    hours: { start: "09:30", end: "17:30" },
    desks: 12,
    photos: ["Growth Circle Co-work", "Twelve sunny desks", "Chai corner and meeting room"],
  },
];
