import { z } from "zod";
import { CURRENCY_SYMBOLS } from "../money";
import { ShopFrontLimits, ShopFrontMessages } from "../shop-front";
import { SHOP_DAYS, SHOP_PHONE, ShopLimits, ShopMessages, SOCIAL_NETWORKS, WEBSITE } from "../shops";
import { shopCardSchema } from "./home";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullish();

/** A GSTIN: state code, PAN, entity number, Z, check character (15 characters). */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** An Indian pincode: six digits, the first not zero. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Her cash-on-delivery settings and GSTIN (issue 18): the limits and the words both sides use. */
export const CodLimits = { blockedPincodesMax: 500 } as const;
export const ShopTaxMessages = {
  pincodeInvalid: "Pincode must be 6 digits",
  tooManyPincodes: `You can list at most ${CodLimits.blockedPincodesMax} pincodes`,
  gstinInvalid: "GSTIN must be 15 characters, like 27AAAPL1234C1ZV",
} as const;

/** Pincodes she cannot deliver COD to: trimmed, each checked (the first bad one named), duplicates dropped. */
const blockedPincodesSchema = z
  .array(z.string().trim().max(20))
  .max(CodLimits.blockedPincodesMax * 4)
  .superRefine((list, ctx) => {
    const bad = list.find((pincode) => !PINCODE_PATTERN.test(pincode));
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `${ShopTaxMessages.pincodeInvalid}: ${bad || "(empty)"}` });
    }
  })
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length <= CodLimits.blockedPincodesMax, ShopTaxMessages.tooManyPincodes);

const addressSchema = z.object({
  address_line_1: z.string().trim().min(1).max(200),
  address_line_2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().min(1).max(100),
  postal_code: z.string().trim().min(3).max(12),
  country: z.string().trim().min(2).max(2).default("IN"),
});

const policyText = z
  .string()
  .trim()
  .max(ShopFrontLimits.policyMax, ShopFrontMessages.policyTooLong)
  .transform((value) => value || null)
  .nullish();

/** Shipping, returns and cancellations, in her words. */
export const shopPoliciesInputSchema = z.object({
  shipping: policyText,
  returns: policyText,
  cancellations: policyText,
});
export const shopPoliciesSchema = z.object({
  shipping: z.string().nullable(),
  returns: z.string().nullable(),
  cancellations: z.string().nullable(),
});
export type ShopPolicies = z.infer<typeof shopPoliciesSchema>;

/** The shop form (doc 3 §3 "Shop", §5): every field a vendor sets; the server decides the rest. */
export const shopInputSchema = z.object({
  shop_name: z.string().trim().min(ShopLimits.nameMin, ShopMessages.nameTooShort).max(ShopLimits.nameMax),
  shop_description: optionalText(ShopLimits.descriptionMax),
  shop_categories: z
    .array(z.string().trim().min(1).max(80))
    .min(1, ShopMessages.categoryRequired)
    .max(ShopLimits.categoriesMax),
  shop_phone_number: z
    .string()
    .trim()
    // Written as people write it ("+91 98765 43210", "+91-98765-43210"), kept without the spaces and dashes.
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => v === "" || SHOP_PHONE.test(v), ShopMessages.phoneInvalid)
    .transform((v) => v || null)
    .nullish(),
  shop_email: z
    .string()
    .trim()
    .refine((v) => v === "" || z.email().safeParse(v).success, ShopMessages.emailInvalid)
    .transform((v) => v || null)
    .nullish(),
  website_url: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === "" || (WEBSITE.test(v) && z.url().safeParse(v).success), ShopMessages.websiteInvalid)
    .transform((v) => v || null)
    .nullish(),
  logo_url: z.string().max(500).nullish(),
  cover_url: z.string().max(500).nullish(),
  shop_hours: z.partialRecord(z.enum(SHOP_DAYS), z.string().trim().max(ShopLimits.hoursMax)).nullish(),
  social_links: z
    .partialRecord(
      z.enum(SOCIAL_NETWORKS),
      z
        .string()
        .trim()
        .max(300)
        .refine((v) => v === "" || WEBSITE.test(v), ShopMessages.websiteInvalid),
    )
    .nullish(),
  shop_currency: z
    .string()
    .refine((code) => code in CURRENCY_SYMBOLS, "Please choose a currency from the list")
    .default("INR"),
  legal_name: optionalText(200),
  owner_name: optionalText(200),
  registration_number: optionalText(60),
  /** Her GSTIN (the column keeps its older name); printed on her GST invoices. */
  tax_id: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || GSTIN_PATTERN.test(v), ShopTaxMessages.gstinInvalid)
    .transform((v) => v || null)
    .nullish(),
  business_address: addressSchema.nullish(),
  warehouse_address: addressSchema.nullish(),
  /** Left out: unchanged (a new shop takes COD). */
  cod_enabled: z.boolean().optional(),
  cod_blocked_pincodes: blockedPincodesSchema.optional(),
  /** Issue 19, each left out: unchanged. Her policies, shown on her listings (an empty one is not shown). */
  policies: shopPoliciesInputSchema.optional(),
  /** Holiday mode: her listings stay visible, buying pauses, and her message is shown. */
  holiday_mode: z.boolean().optional(),
  holiday_message: z
    .string()
    .trim()
    .max(ShopFrontLimits.holidayMessageMax, ShopFrontMessages.holidayMessageTooLong)
    .transform((value) => value || null)
    .nullish(),
});
export type ShopInput = z.input<typeof shopInputSchema>;
export type ShopAddress = z.infer<typeof addressSchema>;

export const shopOwnerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
});

/** A shop as its page reads it. Legal and warehouse details are only for its owner. */
export const shopViewSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  shop_name: z.string(),
  shop_description: z.string().nullable(),
  logo_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  website_url: z.string().nullable(),
  shop_phone_number: z.string().nullable(),
  shop_email: z.string().nullable(),
  shop_categories: z.array(z.string()),
  shop_hours: z.record(z.string(), z.string()).nullable(),
  social_links: z.record(z.string(), z.string()).nullable(),
  shop_currency: z.string(),
  verified: z.boolean(),
  is_active: z.boolean(),
  average_rating: z.number(),
  total_reviews: z.number().int(),
  stats: z.object({ activeListings: z.number().int() }),
  follower_count: z.number().int(),
  /** Whether the viewer follows it; false for a visitor. */
  is_following: z.boolean(),
  created_at: z.string(),
  owner: shopOwnerSchema,
  is_owner: z.boolean(),
  /** Issue 19: her policies, holiday mode with its message, and the shop front's banner. */
  policies: shopPoliciesSchema,
  holiday_mode: z.boolean(),
  holiday_message: z.string().nullable(),
  banner_url: z.string().nullable(),
  private: z
    .object({
      legal_name: z.string().nullable(),
      owner_name: z.string().nullable(),
      registration_number: z.string().nullable(),
      tax_id: z.string().nullable(),
      business_address: addressSchema.nullable(),
      warehouse_address: addressSchema.nullable(),
      cod_enabled: z.boolean(),
      cod_blocked_pincodes: z.array(z.string()),
    })
    .nullable(),
});
export type ShopView = z.infer<typeof shopViewSchema>;

export const shopListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(ShopLimits.pageSize).default(24),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const shopListSchema = z.object({ items: z.array(shopCardSchema), total: z.number().int() });
export type ShopList = z.infer<typeof shopListSchema>;
export const myShopSchema = z.object({ shop: shopViewSchema.nullable() });
export const uploadedImageSchema = z.object({ url: z.string(), path: z.string() });

export const shopFollowResultSchema = z.object({ following: z.boolean(), follower_count: z.number().int() });
