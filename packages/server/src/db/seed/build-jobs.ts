import { jobSlug, normalizeSkills } from "@saheli/core/jobs";
import type { jobs } from "../schema/index.js";
import type { ShopRow } from "./build-shops.js";
import { jobSeeds } from "./content/jobs.js";
import { stableUuid } from "./rng.js";
import { DAY_MS } from "./time.js";

export type JobRow = typeof jobs.$inferInsert & { id: string };

/** The demo jobs, open when the seed runs: posted for their shops by the shops' owners. */
export function buildJobs(
  base: Date,
  shops: readonly ShopRow[],
  ownerIds: ReadonlyMap<string, string>,
): JobRow[] {
  return jobSeeds.flatMap((seed) => {
    const ownerId = ownerIds.get(seed.shopOwner);
    const shop = shops.find((s) => s.user_id === ownerId);
    if (!ownerId || !shop) return [];
    const skills = normalizeSkills(seed.skills);
    const posted = new Date(base.getTime() - seed.postedDaysAgo * DAY_MS);
    return [
      {
        id: stableUuid("job", seed.shopOwner, seed.title),
        poster_id: ownerId,
        shop_id: shop.id,
        business_name: shop.shop_name,
        title: seed.title,
        slug: jobSlug(seed.title),
        location: seed.location,
        is_remote: seed.remote,
        job_type: seed.type,
        pay_min: seed.pay[0],
        pay_max: seed.pay[1],
        pay_period: seed.period,
        skills,
        skill_keys: skills.map((s) => s.toLowerCase()),
        skills_text: skills.join(" "),
        description: seed.description,
        how_to_apply: seed.howToApply,
        closes_on: new Date(base.getTime() + seed.closesInDays * DAY_MS).toISOString().slice(0, 10),
        created_at: posted,
        updated_at: posted,
      },
    ];
  });
}
