import type { ShopAddress, ShopInput, ShopView } from "@saheli/core/contracts/shops";
import { shopInputSchema } from "@saheli/core/contracts/shops";
import type { ShopPolicy } from "@saheli/core/shop-front";
import { z } from "zod";

type AddressDraft = Record<keyof ShopAddress, string>;

/** The shop form's values: every field a string (or a list), so inputs stay controlled. */
export type ShopDraft = Omit<
  ShopInput,
  | "business_address"
  | "warehouse_address"
  | "shop_hours"
  | "social_links"
  | "cod_blocked_pincodes"
  | "policies"
  | "holiday_mode"
  | "holiday_message"
> & {
  cod_enabled: boolean;
  /** As she types them: one a line, or separated by commas or spaces. */
  cod_blocked_pincodes: string;
  shop_hours: Record<string, string>;
  social_links: Record<string, string>;
  business_address: AddressDraft;
  warehouse_address: AddressDraft;
  /** Issue 19: her policies (an empty one is not shown) and holiday mode with its message. */
  policies: Record<ShopPolicy, string>;
  holiday_mode: boolean;
  holiday_message: string;
};

const EMPTY_ADDRESS: AddressDraft = {
  address_line_1: "",
  address_line_2: "",
  city: "",
  state: "",
  postal_code: "",
  country: "IN",
};

/** A blank address is no address; empty hours and links are left out. */
function toInput(draft: ShopDraft): ShopInput {
  const address = (a: AddressDraft) =>
    [a.address_line_1, a.address_line_2, a.city, a.state, a.postal_code].every((v) => !v.trim()) ? null : a;
  const filled = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).filter(([, v]) => v.trim() !== ""));
  return {
    ...draft,
    shop_hours: filled(draft.shop_hours),
    social_links: filled(draft.social_links),
    business_address: address(draft.business_address),
    warehouse_address: address(draft.warehouse_address),
    cod_blocked_pincodes: draft.cod_blocked_pincodes.split(/[\s,;]+/).filter(Boolean),
  };
}

/** The server's own schema, read from the form's shape: the same rules and words in the browser. */
export const shopDraftSchema = z.preprocess((value: ShopDraft) => toInput(value), shopInputSchema);

export function shopDraftOf(shop: ShopView | null): ShopDraft {
  const address = (a: ShopAddress | null | undefined): AddressDraft =>
    a ? { ...EMPTY_ADDRESS, ...a, address_line_2: a.address_line_2 ?? "" } : EMPTY_ADDRESS;
  return {
    shop_name: shop?.shop_name ?? "",
    shop_description: shop?.shop_description ?? "",
    shop_categories: shop?.shop_categories ?? [],
    shop_phone_number: shop?.shop_phone_number ?? "",
    shop_email: shop?.shop_email ?? "",
    website_url: shop?.website_url ?? "",
    logo_url: shop?.logo_url ?? null,
    cover_url: shop?.cover_url ?? null,
    shop_currency: shop?.shop_currency ?? "INR",
    shop_hours: shop?.shop_hours ?? {},
    social_links: shop?.social_links ?? {},
    legal_name: shop?.private?.legal_name ?? "",
    owner_name: shop?.private?.owner_name ?? "",
    registration_number: shop?.private?.registration_number ?? "",
    tax_id: shop?.private?.tax_id ?? "",
    business_address: address(shop?.private?.business_address),
    warehouse_address: address(shop?.private?.warehouse_address),
    cod_enabled: shop?.private?.cod_enabled ?? true,
    cod_blocked_pincodes: (shop?.private?.cod_blocked_pincodes ?? []).join("\n"),
    policies: {
      shipping: shop?.policies.shipping ?? "",
      returns: shop?.policies.returns ?? "",
      cancellations: shop?.policies.cancellations ?? "",
    },
    holiday_mode: shop?.holiday_mode ?? false,
    holiday_message: shop?.holiday_message ?? "",
  };
}
