/**
 * Work, study and skills of every seeded person, written to match her headline, occupation, business and bio.
 * Times are years before the seed's base date (fractions allowed), so profiles stay believable on any run.
 */

export type RoleSeed = {
  title: string;
  company: string;
  /** A city known to cities.ts; defaults to where she lives now. */
  city?: string;
  description?: string;
  /** Years before the base date the role began. */
  from: number;
  /** Years before the base date it ended; absent while she still does it. */
  to?: number;
};

export type StudySeed = {
  school: string;
  degree?: string;
  field?: string;
  description?: string;
  /** Years before the base date; a negative `to` is a course still running. */
  from: number;
  to: number;
};

export type CareerSeed = {
  /** Newest first; that is also the order on the profile. */
  experience: readonly RoleSeed[];
  education: readonly StudySeed[];
  /** Three to six, strongest first. */
  skills: readonly string[];
};

/** The programme many of the seeded founders took. */
export const tenThousandWomen = (from: number): StudySeed => ({
  school: "Indian Institute of Management Bangalore",
  degree: "Certificate, Goldman Sachs 10,000 Women",
  field: "Entrepreneurship and Business Management",
  description: "Six months of classes and mentoring for women running growing businesses.",
  from,
  to: from - 0.5,
});
