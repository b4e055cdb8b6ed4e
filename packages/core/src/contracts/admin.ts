import { z } from "zod";
import {
  ADMIN_ROLES,
  AdminMessages,
  CATEGORY_ICONS,
  FIGURE_DAYS_DEFAULT,
  FIGURE_DAYS_MAX,
  isSlideLink,
  MODERATION_ACTIONS,
  REPORT_KINDS,
  SLIDE_TYPES,
} from "../admin";

/**
 * Why: every admin action carries one. Read leniently here and checked by the server's `reasonOf` (the same
 * `reasonProblem` rule the form uses), so a missing reason is answered in plain words, not a schema path.
 */
export const reasonSchema = z.string().max(5000).nullish();

export const withReason = z.object({ reason: reasonSchema });
export type WithReason = z.input<typeof withReason>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const figuresQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(FIGURE_DAYS_MAX).default(FIGURE_DAYS_DEFAULT),
});

export const figureSchema = z.object({ value: z.number(), trend: z.number().int().nullable() });

export const figuresSchema = z.object({
  days: z.number().int(),
  members: z.object({ total: z.number().int(), joined: figureSchema }),
  verifications_waiting: z.number().int(),
  reports_open: z.number().int(),
  orders: figureSchema,
  sales: figureSchema,
  shops: z.object({ total: z.number().int(), opened: figureSchema }),
  series: z.array(
    z.object({
      day,
      members: z.number().int(),
      orders: z.number().int(),
      sales: z.number(),
      shops: z.number().int(),
    }),
  ),
});
export type AdminFigures = z.infer<typeof figuresSchema>;

export const roleSchema = z.enum(ADMIN_ROLES);
export const accountStateSchema = z.enum(["active", "suspended", "inactive"]);

export const peopleQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(["active", "suspended"]).optional(),
  role: roleSchema.optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});

export const adminPersonSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.string(),
  account_status: z.string(),
  gender_verified: z.boolean(),
  has_shop: z.boolean(),
  created_at: z.string(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const adminPeoplePageSchema = z.object({
  items: z.array(adminPersonSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});

export const actorSchema = z.object({ id: z.uuid(), full_name: z.string() }).nullable();

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor: actorSchema,
  action: z.string(),
  target_type: z.string(),
  target_id: z.uuid().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminPersonDetailSchema = adminPersonSchema.extend({
  bio: z.string().nullable(),
  posts: z.number().int(),
  reports_against: z.number().int(),
  suspension: z.object({ reason: z.string(), created_at: z.string(), suspended_by: actorSchema }).nullable(),
  history: z.array(auditEntrySchema),
});
export type AdminPersonDetail = z.infer<typeof adminPersonDetailSchema>;

export const roleChangeSchema = z.object({ role: roleSchema, reason: reasonSchema });

export const moderationQuerySchema = z.object({
  status: z.enum(["open", "closed"]).default("open"),
  kind: z.enum(REPORT_KINDS).optional(),
});

const personRef = z.object({ id: z.uuid(), full_name: z.string(), username: z.string() });

export const moderationItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REPORT_KINDS),
  target_id: z.uuid(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  reporter: personRef,
  author: personRef.nullable(),
  excerpt: z.string().nullable(),
  link: z.string().nullable(),
  hidden: z.boolean(),
  /** Open reports on the same thing, this one included. */
  report_count: z.number().int(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationListSchema = z.object({ items: z.array(moderationItemSchema) });

export const moderationActionSchema = z.object({ action: z.enum(MODERATION_ACTIONS), reason: reasonSchema });
export type ModerationActionInput = z.input<typeof moderationActionSchema>;

/** A member's report of a comment, a listing or a job (posts and profiles have their own routes). */
export const contentReportSchema = z.object({
  target_type: z.enum(["comment", "listing", "job"]),
  target_id: z.uuid(),
  reason: z.string().trim().min(1).max(60),
  details: z.string().trim().max(500).nullish(),
});

export const auditQuerySchema = z.object({
  target_type: z.string().max(30).optional(),
  target_id: z.uuid().optional(),
  before: z.string().datetime().optional(),
});
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), next: z.string().nullable() });

export const featuredShopSchema = z.object({
  shop_id: z.uuid(),
  shop_name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  position: z.number().int(),
});
export const featuredShopListSchema = z.object({ items: z.array(featuredShopSchema) });
export const featureShopSchema = z.object({ shop_id: z.uuid(), reason: reasonSchema });
export const reorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100), reason: reasonSchema });

export const featuredListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  listing_type: z.string(),
  shop_name: z.string(),
  image_url: z.string().nullable(),
});
export const featuredListingListSchema = z.object({ items: z.array(featuredListingSchema) });
export const featureListingSchema = z.object({
  listing_id: z.uuid(),
  featured: z.boolean(),
  reason: reasonSchema,
});

export const pickQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const pickListSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), detail: z.string().nullable() })),
});

const slideLink = z
  .string()
  .trim()
  .max(500)
  .refine(isSlideLink, { message: AdminMessages.linkInvalid })
  .nullish();

export const slideSchema = z.object({
  id: z.uuid(),
  type: z.enum(SLIDE_TYPES),
  title: z.string(),
  subtitle: z.string().nullable(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type Slide = z.infer<typeof slideSchema>;
export const slideListSchema = z.object({ items: z.array(slideSchema) });

export const slideInputSchema = z.object({
  type: z.enum(SLIDE_TYPES).default("home"),
  title: z.string().trim().min(1, "Please give the slide a title.").max(120),
  subtitle: z.string().trim().max(200).nullish(),
  image_path: z.string().max(300),
  link_url: slideLink,
  is_active: z.boolean().default(true),
  reason: reasonSchema,
});
export const slideUpdateSchema = z.object({
  title: z.string().trim().min(1, "Please give the slide a title.").max(120).optional(),
  subtitle: z.string().trim().max(200).nullish(),
  link_url: slideLink,
  is_active: z.boolean().optional(),
  reason: reasonSchema,
});
export const slideImageSchema = z.object({ url: z.string(), path: z.string() });

export const adminCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  seo_name: z.string(),
  parent_id: z.uuid().nullable(),
  level: z.number().int(),
  position: z.number().int(),
  status: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });

export const categoryInputSchema = z.object({
  name: z.string().trim().min(2, "Please give the category a name.").max(60),
  parent_id: z.uuid().nullish(),
  icon: z.enum(CATEGORY_ICONS).nullish(),
  description: z.string().trim().max(300).nullish(),
  reason: reasonSchema,
});
export const categoryUpdateSchema = z.object({
  name: z.string().trim().min(2, "Please give the category a name.").max(60).optional(),
  parent_id: z.uuid().nullish(),
  icon: z.enum(CATEGORY_ICONS).nullish(),
  description: z.string().trim().max(300).nullish(),
  status: z.enum(["A", "D"]).optional(),
  reason: reasonSchema,
});

export const idParam = z.object({ id: z.uuid() });
