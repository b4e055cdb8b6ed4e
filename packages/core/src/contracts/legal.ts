import { z } from "zod";
import { LEGAL_SLUGS } from "../legal";

export const legalSlugSchema = z.enum(LEGAL_SLUGS);

/** `GET /api/legal/{slug}`: the version in effect, with its Markdown body (rendered as text by the web). */
export const legalDocumentSchema = z.object({
  slug: legalSlugSchema,
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  summary: z.string().nullable(),
  material: z.boolean(),
  effective_at: z.string(),
  /** The grievance officer, from the configuration (named in the privacy policy and terms). */
  grievance_officer: z.object({ name: z.string(), email: z.string() }),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** `GET /api/legal/pending`: policies she must accept again after a material change. */
export const pendingAcceptanceSchema = z.object({
  slug: legalSlugSchema,
  version: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  effective_at: z.string(),
});
export const pendingAcceptancesSchema = z.object({ pending: z.array(pendingAcceptanceSchema) });
export type PendingAcceptance = z.infer<typeof pendingAcceptanceSchema>;

/** `POST /api/legal/acceptances`: the versions she read and accepted. */
export const acceptLegalSchema = z.object({
  accepted: z
    .array(z.object({ slug: legalSlugSchema, version: z.number().int().min(1) }))
    .min(1)
    .max(10),
});
export type AcceptLegal = z.infer<typeof acceptLegalSchema>;

/** `POST /api/admin/legal/{slug}`: an admin publishes a new version (a material one asks people again). */
export const publishLegalSchema = z.object({
  title: z.string().trim().min(3).max(120),
  body: z.string().trim().min(20).max(100_000),
  summary: z.string().trim().max(500).optional(),
  material: z.boolean(),
});
export type PublishLegal = z.infer<typeof publishLegalSchema>;

/** `GET`/`PUT /api/privacy/choices`: cookie and analytics choices; strictly necessary is always on. */
export const privacyChoicesSchema = z.object({ analytics: z.boolean() });
export const privacyChoicesResponseSchema = privacyChoicesSchema.extend({
  /** Where the choice is kept: her profile when signed in, this browser's cookie otherwise. */
  stored_in: z.enum(["profile", "cookie"]),
});
