import { z } from "zod";
import { bioError, businessNameError, fullNameError, ProfileLimits, websiteError } from "../profile";
import { normalizeUsername, UsernameLimits, usernameError } from "../usernames";
import { relationViewSchema } from "./people";

const checked = (rule: (value: string) => string | null, max: number) =>
  z
    .string()
    .max(max * 2)
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((v) => v.trim());

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or fewer`)
    .nullable()
    .transform((v) => v || null);

/** Doc 2 §5: the fields a person may change; at least one must be given. */
export const profileUpdateSchema = z
  .object({
    full_name: checked(fullNameError, ProfileLimits.fullNameMax),
    /** Once every 30 days (core/usernames.ts); stored in lower case. */
    username: checked(usernameError, UsernameLimits.max).transform(normalizeUsername),
    bio: checked(bioError, ProfileLimits.bioMax)
      .nullable()
      .transform((v) => v || null),
    business_name: checked(businessNameError, ProfileLimits.businessNameMax)
      .nullable()
      .transform((v) => v || null),
    website: checked(websiteError, ProfileLimits.websiteMax)
      .nullable()
      .transform((v) => v || null),
    headline: optionalText(ProfileLimits.headlineMax),
    occupation: optionalText(ProfileLimits.occupationMax),
    location: optionalText(ProfileLimits.locationMax),
    /** Members choose between member and customer; vendor and admin come from elsewhere. */
    role: z.enum(["U", "C"]),
    /** Only clearing is allowed here; a new avatar arrives through the upload endpoint. */
    avatar_url: z.null(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

const year = z
  .number()
  .int()
  .min(1950, "Enter a year from 1950")
  .max(new Date().getUTCFullYear() + 10, "Enter a real year");
const month = z.number().int().min(1).max(12).nullable().default(null);
const endBeforeStart = "End date cannot be before start date";

function checkPeriod(
  value: {
    start_year: number;
    start_month?: number | null;
    end_year?: number | null;
    end_month?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (value.end_year == null) return;
  const start = value.start_year * 12 + (value.start_month ?? 1);
  const end = value.end_year * 12 + (value.end_month ?? 12);
  if (end < start) ctx.addIssue({ code: "custom", path: ["end_year"], message: endBeforeStart });
}

export const experienceInputSchema = z
  .object({
    title: z.string().trim().min(2, "Title must be at least 2 characters").max(100),
    company: z.string().trim().min(1, "Company is required").max(100),
    location: optionalText(100).default(null),
    description: optionalText(2000).default(null),
    is_current: z.boolean().default(false),
    start_year: year,
    start_month: month,
    end_year: year.nullable().default(null),
    end_month: month,
  })
  .superRefine(checkPeriod)
  .transform((v) => (v.is_current ? { ...v, end_year: null, end_month: null } : v));
export type ExperienceInput = z.input<typeof experienceInputSchema>;

export const experienceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  is_current: z.boolean(),
  start_year: z.number().int(),
  start_month: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
  end_month: z.number().int().nullable(),
  display_order: z.number().int(),
  updated_at: z.string(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const educationInputSchema = z
  .object({
    school: z.string().trim().min(2, "School must be at least 2 characters").max(150),
    degree: optionalText(100).default(null),
    field_of_study: optionalText(100).default(null),
    description: optionalText(2000).default(null),
    start_year: year,
    end_year: year.nullable().default(null),
  })
  .superRefine((v, ctx) => checkPeriod({ start_year: v.start_year, end_year: v.end_year }, ctx));
export type EducationInput = z.input<typeof educationInputSchema>;

export const educationSchema = z.object({
  id: z.uuid(),
  school: z.string(),
  degree: z.string().nullable(),
  field_of_study: z.string().nullable(),
  description: z.string().nullable(),
  start_year: z.number().int(),
  end_year: z.number().int().nullable(),
  display_order: z.number().int(),
  updated_at: z.string(),
});
export type Education = z.infer<typeof educationSchema>;

export const skillInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Skill name is required")
    .max(ProfileLimits.skillNameMax, `Skill name must be ${ProfileLimits.skillNameMax} characters or fewer`),
});
export type SkillInput = z.input<typeof skillInputSchema>;

export const skillSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  endorsements_count: z.number().int(),
  display_order: z.number().int(),
  endorsed_by_me: z.boolean(),
  updated_at: z.string(),
});
export type Skill = z.infer<typeof skillSchema>;

/** A new order for a person's experience, education or skills: every id, once, first to last. */
export const reorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

export const completionSchema = z.object({
  score: z.number().int(),
  threshold: z.number().int(),
  meets_threshold: z.boolean(),
  basic_complete: z.boolean(),
  missing: z.array(z.string()),
});
export type Completion = z.infer<typeof completionSchema>;

export const profileDetailsSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  bio: z.string().nullable(),
  headline: z.string().nullable(),
  occupation: z.string().nullable(),
  business_name: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  role: z.string(),
  gender_verified: z.boolean(),
  is_verified: z.boolean(),
  follower_count: z.number().int(),
  following_count: z.number().int(),
  connections_count: z.number().int(),
  /** Presence is shown to verified members only: null for anyone else (and for someone she blocked). */
  is_online: z.boolean().nullable(),
  last_seen: z.string().nullable(),
  created_at: z.string(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/**
 * `GET /api/profiles/{username or id}`. When the viewer has blocked the person, `limited` is true and
 * only the name and picture are given (so she can recognise whom she is unblocking).
 */
export const profilePageSchema = z.object({
  profile: profileDetailsSchema,
  is_own: z.boolean(),
  limited: z.boolean(),
  relation: relationViewSchema.nullable(),
  experience: z.array(experienceSchema),
  education: z.array(educationSchema),
  skills: z.array(skillSchema),
  /** Only for the owner. */
  completion: completionSchema.nullable(),
  /**
   * Set when the page was asked for by a username she gave up (within 90 days): her username now. The app
   * replaces the address with `/profile/{moved_to}`.
   */
  moved_to: z.string().optional(),
  /** Only for the owner, while her last username change is under 30 days old: when she may choose again. */
  username_next_change_at: z.string().nullable().optional(),
});
export type ProfilePage = z.infer<typeof profilePageSchema>;

export const mediaUploadResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;
