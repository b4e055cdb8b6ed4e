import type { Storage } from "../../platform/storage.js";
import type { profiles } from "../schema/index.js";
import { initialsOf, monogramArt } from "./artwork.js";
import { categorySeeds } from "./content/categories.js";
import { locationOf } from "./content/cities.js";
import { memberPeople } from "./content/members.js";
import { demoPeople, vendorPeople } from "./content/people.js";
import type { Motif } from "./content/types.js";
import type { ImageJob } from "./images.js";
import { createRng, stableUuid } from "./rng.js";
import { daysBefore } from "./time.js";

export type ProfileRow = typeof profiles.$inferInsert & { id: string; username: string; email: string };

const avatarMotifs: readonly Motif[] = ["dots", "waves", "diamonds", "stripes"];

/** Every seeded person: the demo accounts first, then vendors, then members. */
export function buildPeople(base: Date, storage: Pick<Storage, "url">) {
  const rng = createRng(0x5a4e11);
  const rows: ProfileRow[] = [];
  const images: ImageJob[] = [];
  for (const person of [...demoPeople, ...vendorPeople, ...memberPeople]) {
    const verified = person.verified ?? true;
    const createdAt = daysBefore(base, rng, 90, 420);
    const avatarKey = `seed/avatars/${person.username}.webp`;
    const palette = rng.pick(categorySeeds).palette;
    images.push({
      key: avatarKey,
      svg: monogramArt({
        palette,
        motif: rng.pick(avatarMotifs),
        rng,
        initials: initialsOf(person.fullName),
        size: 256,
      }),
    });
    rows.push({
      id: stableUuid("profile", person.username),
      email: person.email ?? `${person.username}@saheli.test`,
      username: person.username,
      full_name: person.fullName,
      avatar_url: storage.url(avatarKey),
      avatar_path: avatarKey,
      bio: person.bio,
      role: person.role,
      business_name: person.businessName ?? null,
      occupation: person.occupation,
      location: locationOf(person.city),
      website: person.website ?? null,
      headline: person.headline,
      gender: true,
      gender_verified: verified,
      is_verified: verified,
      verification_attempts: verified ? 1 : 0,
      last_verification_attempt: verified ? new Date(createdAt.getTime() + 600_000) : null,
      profile_last_updated: createdAt,
      last_seen: daysBefore(base, rng, 0.1, 6),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  const byUsername = new Map(rows.map((row) => [row.username, row]));
  if (byUsername.size !== rows.length) throw new Error("Seed content: duplicate username");
  return { rows, images, byUsername };
}
