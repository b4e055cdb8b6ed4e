import type {
  Education,
  EducationInput,
  Experience,
  ExperienceInput,
  Skill,
  SkillInput,
} from "@saheli/core/contracts/profiles";
import { AppErrorCode } from "@saheli/core/errors";
import { PeopleMessages } from "@saheli/core/people";
import { ProfileLimits, ProfileMessages } from "@saheli/core/profile";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { userEducation, userExperiences, userSkills } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { GraphService } from "../people/graph.service.js";
import {
  deleteItem,
  endorsedBy,
  findSkill,
  type ItemKind,
  insertItem,
  listItems,
  reorderItems,
  setEndorsement,
  updateItem,
} from "./items.queries.js";
import { requireOwner } from "./owner.js";

export type ItemsServiceDeps = { db: Db; clock: Clock; graph: Pick<GraphService, "isBlockedEitherWay"> };

const iso = (row: { updated_at: Date }) => row.updated_at.toISOString();

export function toExperience({
  created_at,
  user_id,
  ...row
}: typeof userExperiences.$inferSelect): Experience {
  return { ...row, updated_at: iso(row) };
}
export function toEducation({ created_at, user_id, ...row }: typeof userEducation.$inferSelect): Education {
  return { ...row, updated_at: iso(row) };
}
export function toSkill(
  { created_at, user_id, ...row }: typeof userSkills.$inferSelect,
  endorsed: boolean,
): Skill {
  return { ...row, endorsed_by_me: endorsed, updated_at: iso(row) };
}

type Inputs = { experience: ExperienceInput; education: EducationInput; skills: SkillInput };
type Outputs = { experience: Experience; education: Education; skills: Skill };

const duplicateSkill = () => new AppError(AppErrorCode.CONFLICT, 409, "You have already added this skill");
const notFound = () => AppError.notFound("Item not found");

/** Experience, education and skills: the owner adds, edits, removes and orders them; others endorse skills. */
export function itemsService({ db, clock, graph }: ItemsServiceDeps) {
  const shape = <K extends ItemKind>(kind: K, row: unknown): Outputs[K] =>
    (kind === "experience"
      ? toExperience(row as typeof userExperiences.$inferSelect)
      : kind === "education"
        ? toEducation(row as typeof userEducation.$inferSelect)
        : toSkill(row as typeof userSkills.$inferSelect, false)) as Outputs[K];

  async function add<K extends ItemKind>(kind: K, viewerId: string, profileId: string, input: Inputs[K]) {
    requireOwner(viewerId, profileId);
    let row: unknown;
    try {
      row = await insertItem(db, kind, viewerId, input as never, clock.now(), ProfileLimits.itemsMax);
    } catch (error) {
      if (kind === "skills" && isUniqueViolation(error)) throw duplicateSkill();
      throw error;
    }
    if (!row) throw AppError.badRequest(ProfileMessages.tooManyItems);
    return shape(kind, row);
  }

  async function edit<K extends ItemKind>(
    kind: K,
    viewerId: string,
    profileId: string,
    id: string,
    input: Inputs[K],
  ) {
    requireOwner(viewerId, profileId);
    try {
      const row = await updateItem(db, kind, viewerId, id, input as never, clock.now());
      if (!row) throw notFound();
      return shape(kind, row);
    } catch (error) {
      if (kind === "skills" && isUniqueViolation(error)) throw duplicateSkill();
      throw error;
    }
  }

  async function remove(kind: ItemKind, viewerId: string, profileId: string, id: string) {
    requireOwner(viewerId, profileId);
    if (!(await deleteItem(db, kind, viewerId, id))) throw notFound();
  }

  /** The new order must name each of her items exactly once. */
  async function reorder<K extends ItemKind>(kind: K, viewerId: string, profileId: string, ids: string[]) {
    requireOwner(viewerId, profileId);
    const current = await listItems(db, kind, viewerId);
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw AppError.badRequest("The new order must list each item exactly once");
    }
    await reorderItems(db, kind, viewerId, ids, clock.now());
    return (await listItems(db, kind, viewerId)).map((row) => shape(kind, row));
  }

  /** A profile's items as a viewer sees them (skills say whether she endorsed each). */
  async function forProfile(profileId: string, viewerId: string) {
    const [experience, education, skills] = await Promise.all([
      listItems(db, "experience", profileId),
      listItems(db, "education", profileId),
      listItems(db, "skills", profileId),
    ]);
    const endorsed = await endorsedBy(
      db,
      viewerId,
      skills.map((s) => s.id),
    );
    return {
      experience: experience.map(toExperience),
      education: education.map(toEducation),
      skills: skills.map((s) => toSkill(s, endorsed.has(s.id))),
    };
  }

  async function endorse(viewerId: string, skillId: string, on: boolean): Promise<Skill> {
    const skill = await findSkill(db, skillId);
    if (!skill) throw AppError.notFound("Skill not found");
    if (skill.user_id === viewerId) throw AppError.forbidden("You cannot endorse your own skill");
    if (await graph.isBlockedEitherWay(viewerId, skill.user_id))
      throw AppError.forbidden(PeopleMessages.blocked);
    await setEndorsement(db, skillId, viewerId, on, clock.now());
    const fresh = await findSkill(db, skillId);
    if (!fresh) throw AppError.notFound("Skill not found");
    return toSkill(fresh, on);
  }

  return { add, edit, remove, reorder, forProfile, endorse };
}

export type ItemsService = ReturnType<typeof itemsService>;
