import type { skillEndorsements, userEducation, userExperiences, userSkills } from "../schema/index.js";
import type { ConnectionRow } from "./build-graph.js";
import type { ProfileRow } from "./build-people.js";
import type { CareerSeed } from "./content/careers.js";
import { memberCareers } from "./content/careers-members.js";
import { peopleCareers } from "./content/careers-people.js";
import { locationOf } from "./content/cities.js";
import { type Rng, stableUuid } from "./rng.js";
import { later, momentAfter } from "./time.js";

export type ExperienceRow = typeof userExperiences.$inferInsert & { id: string; user_id: string };
export type EducationRow = typeof userEducation.$inferInsert & { id: string; user_id: string };
export type SkillRow = typeof userSkills.$inferInsert & {
  id: string;
  user_id: string;
  name: string;
  endorsements_count: number;
  created_at: Date;
};
export type EndorsementRow = typeof skillEndorsements.$inferInsert & { created_at: Date };

/** `monthsAgo` months before `base`, as a calendar year and month. */
function monthBefore(base: Date, monthsAgo: number): { year: number; month: number } {
  const total = base.getUTCFullYear() * 12 + base.getUTCMonth() - monthsAgo;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
}

function checkCareer(username: string, career: CareerSeed | undefined): CareerSeed {
  if (!career) throw new Error(`Seed content: no career for ${username}`);
  const problem = (what: string) => new Error(`Seed content: ${username}: ${what}`);
  if (career.skills.length < 3 || career.skills.length > 6) throw problem("needs 3 to 6 skills");
  const names = career.skills.map((s) => s.toLowerCase());
  if (new Set(names).size !== names.length) throw problem("a skill is listed twice");
  if (career.skills.some((s) => s.length > 50)) throw problem("a skill name is over 50 characters");
  for (const role of career.experience) {
    if (role.title.length < 2 || role.title.length > 100 || role.company.length > 100) {
      throw problem(`bad role ${role.title}`);
    }
    if (role.to !== undefined && role.to > role.from) throw problem(`${role.title} ends before it starts`);
  }
  for (const study of career.education) {
    if (study.school.length > 150 || study.to > study.from) throw problem(`bad study at ${study.school}`);
  }
  return career;
}

const careers: Readonly<Record<string, CareerSeed>> = { ...peopleCareers, ...memberCareers };

/** Experience, education and skills from each person's career, and endorsements from her connections. */
export function buildDetails(
  base: Date,
  rng: Rng,
  people: readonly ProfileRow[],
  connectionRows: readonly ConnectionRow[],
) {
  const experiences: ExperienceRow[] = [];
  const education: EducationRow[] = [];
  const skills: SkillRow[] = [];
  const endorsements: EndorsementRow[] = [];
  const baseYear = base.getUTCFullYear();
  const yearBefore = (yearsAgo: number) => baseYear - Math.ceil(yearsAgo);

  /** Each person's accepted connections and when they connected. */
  const contacts = new Map<string, { id: string; since: Date }[]>();
  for (const row of connectionRows) {
    if (row.status !== "accepted") continue;
    for (const [me, other] of [
      [row.sender_id, row.receiver_id],
      [row.receiver_id, row.sender_id],
    ] as const) {
      contacts.set(me, [...(contacts.get(me) ?? []), { id: other, since: row.updated_at }]);
    }
  }

  for (const person of people) {
    const career = checkCareer(person.username, careers[person.username]);
    // She filled in her profile within two days of signing up.
    const filledAt = new Date((person.created_at as Date).getTime() + rng.int(10, 2 * 24 * 60) * 60_000);
    const at = (minute: number) => new Date(filledAt.getTime() + minute * 60_000);
    const stamp = (minute: number) => ({ created_at: at(minute), updated_at: at(minute) });

    career.experience.forEach((role, index) => {
      const jitter = (years: number) => (years >= 2 ? rng.int(0, 4) : 0);
      const startAgo = Math.round(role.from * 12) + jitter(role.from);
      const start = monthBefore(base, startAgo);
      const end =
        role.to === undefined
          ? null
          : monthBefore(base, Math.min(startAgo, Math.round(role.to * 12) + jitter(role.to)));
      experiences.push({
        id: stableUuid("experience", person.username, String(index)),
        user_id: person.id,
        title: role.title,
        company: role.company,
        location: role.city ? locationOf(role.city) : (person.location ?? null),
        description: role.description ?? null,
        is_current: end === null,
        start_year: start.year,
        start_month: start.month,
        end_year: end?.year ?? null,
        end_month: end?.month ?? null,
        display_order: index,
        ...stamp(index),
      });
    });

    career.education.forEach((study, index) => {
      education.push({
        id: stableUuid("education", person.username, String(index)),
        user_id: person.id,
        school: study.school,
        degree: study.degree ?? null,
        field_of_study: study.field ?? null,
        description: study.description ?? null,
        start_year: yearBefore(study.from),
        end_year: yearBefore(study.to),
        display_order: index,
        ...stamp(10 + index),
      });
    });

    const mine = contacts.get(person.id) ?? [];
    career.skills.forEach((name, index) => {
      const skill: SkillRow = {
        id: stableUuid("skill", person.username, name.toLowerCase()),
        user_id: person.id,
        name,
        endorsements_count: 0,
        display_order: index,
        ...stamp(20 + index),
      };
      // Her strongest skills collect the most endorsements, and only from people she is connected to.
      const most = Math.min(mine.length, index === 0 ? 8 : index < 3 ? 5 : 3);
      const endorsers = rng.shuffle(mine).slice(0, rng.int(index === 0 ? Math.min(1, most) : 0, most));
      for (const endorser of endorsers) {
        endorsements.push({
          skill_id: skill.id,
          endorser_id: endorser.id,
          created_at: momentAfter(base, rng, later(skill.created_at, endorser.since), 0.02),
        });
      }
      skill.endorsements_count = endorsers.length;
      skills.push(skill);
    });
  }
  return { experiences, education, skills, endorsements };
}
