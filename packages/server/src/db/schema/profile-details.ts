import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";

const owner = () =>
  uuid("user_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });

export const userExperiences = pgTable(
  "user_experiences",
  {
    id: id(),
    user_id: owner(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location"),
    description: text("description"),
    is_current: boolean("is_current").notNull().default(false),
    start_year: integer("start_year").notNull(),
    start_month: integer("start_month"),
    end_year: integer("end_year"),
    end_month: integer("end_month"),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("user_experiences_user_idx").on(t.user_id, t.display_order)],
);

export const userEducation = pgTable(
  "user_education",
  {
    id: id(),
    user_id: owner(),
    school: text("school").notNull(),
    degree: text("degree"),
    field_of_study: text("field_of_study"),
    description: text("description"),
    start_year: integer("start_year").notNull(),
    end_year: integer("end_year"),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("user_education_user_idx").on(t.user_id, t.display_order)],
);

export const userSkills = pgTable(
  "user_skills",
  {
    id: id(),
    user_id: owner(),
    name: text("name").notNull(),
    endorsements_count: integer("endorsements_count").notNull().default(0),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("user_skills_user_idx").on(t.user_id, t.display_order),
    index("user_skills_name_trgm").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    uniqueIndex("user_skills_name_key").on(t.user_id, sql`lower(${t.name})`),
    check("user_skills_endorsements_check", sql`${t.endorsements_count} >= 0`),
  ],
);

/** One person vouching for another's skill; endorsements_count counts these rows. */
export const skillEndorsements = pgTable(
  "skill_endorsements",
  {
    skill_id: uuid("skill_id")
      .notNull()
      .references(() => userSkills.id, { onDelete: "cascade" }),
    endorser_id: uuid("endorser_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.skill_id, t.endorser_id] })],
);
