import type { JobType, PayPeriod } from "@saheli/core/jobs";

/** A demo job, posted by a demo shop's owner for her shop (so it shows on the shop page too). */
export type JobSeed = {
  shopOwner: string;
  title: string;
  location: string;
  remote: boolean;
  type: JobType;
  pay: [number, number];
  period: PayPeriod;
  skills: string[];
  description: string;
  howToApply: string;
  /** Days after the seed's base date that applications close. */
  closesInDays: number;
  /** Days before the base date it was posted. */
  postedDaysAgo: number;
};

export const jobSeeds: JobSeed[] = [
  {
    shopOwner: "priya_mehta",
    title: "Natural dyer for our indigo range",
    location: "Jaipur, Rajasthan",
    remote: false,
    type: "full_time",
    pay: [18_000, 24_000],
    period: "month",
    skills: ["Natural dyes", "Indigo vat"],
    description:
      "Our sarees and dupattas are coloured with indigo, madder and pomegranate. We are looking for a dyer with at least two years at the vat to run our indigo range with our two artisans, from mordanting to the last wash.",
    howToApply: "Apply here with a note about the colours you have worked with; photos of your work help.",
    closesInDays: 30,
    postedDaysAgo: 4,
  },
  {
    shopOwner: "kavya_reddy",
    title: "Social media assistant (part-time, remote)",
    location: "",
    remote: true,
    type: "part_time",
    pay: [10_000, 14_000],
    period: "month",
    skills: ["Instagram", "Canva", "Copywriting"],
    description:
      "Three mornings a week: plan and post our Instagram, answer messages within a day, and make simple reels of new prints. You will work from a shared calendar with me; I review posts before they go out.",
    howToApply: "Apply here and link two accounts or posts you have run.",
    closesInDays: 21,
    postedDaysAgo: 2,
  },
  {
    shopOwner: "sunita_patil",
    title: "Mehendi artist for the wedding season",
    location: "Pune, Maharashtra",
    remote: false,
    type: "freelance",
    pay: [1_500, 4_000],
    period: "project",
    skills: ["Bridal mehendi", "Arabic designs"],
    description:
      "Bookings double from November to February. Join us for bridal and guest mehendi at homes and venues in Pune; we share the bookings, travel is paid, and you keep your own clients.",
    howToApply: "Apply here with photos of three designs you made.",
    closesInDays: 45,
    postedDaysAgo: 6,
  },
  {
    shopOwner: "rashmi_menon",
    title: "Business coaching intern",
    location: "Kochi, Kerala",
    remote: true,
    type: "internship",
    pay: [8_000, 10_000],
    period: "month",
    skills: ["Research", "Excel", "Presentations"],
    description:
      "Three months with our coaching practice: research markets for our clients (women-led small businesses), prepare workshop material and sit in on sessions. Suits a final-year commerce or management student.",
    howToApply: "Apply here with a short note on why small businesses interest you; a CV is welcome.",
    closesInDays: 14,
    postedDaysAgo: 1,
  },
  {
    shopOwner: "gurpreet_kaur",
    title: "Kitchen helper for pickles and preserves",
    location: "Amritsar, Punjab",
    remote: false,
    type: "part_time",
    pay: [9_000, 12_000],
    period: "month",
    skills: ["Food handling", "Packing"],
    description:
      "Mornings in our home kitchen: washing, cutting and sunning vegetables, filling and sealing jars, and packing orders for the courier. FSSAI hygiene training is given.",
    howToApply: "Apply here; we will call you for a trial morning.",
    closesInDays: 20,
    postedDaysAgo: 8,
  },
];
