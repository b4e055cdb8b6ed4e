/** Doc 1 §4 "Create Shop flow": what happens when someone asks to open a shop. */

export const CreateShopMessages = {
  shopExists: "Shop Already Exists",
  shopExistsBody: "You already have a shop. Taking you to your dashboard.",
  verificationRequired: "Verification Required",
  verificationRequiredBody: "We're checking your verification. This page updates by itself.",
  maxRetries: "Maximum Retries Reached",
  maxRetriesBody: "Your verification isn't complete yet. Please click again in a little while.",
} as const;

/** Doc 1 §9: the automatic re-check of verification runs at most this many times. */
export const CREATE_SHOP_MAX_RETRIES = 5;

export type CreateShopStep = "sign-in" | "wait" | "has-shop" | "form" | "await-verification" | "verify";

export type CreateShopFacts =
  | { signedIn: false }
  | { signedIn: true; profile: null }
  | {
      signedIn: true;
      profile: { role: string; has_shop: boolean; gender: boolean | null; is_verified: boolean };
    };

export function createShopStep(facts: CreateShopFacts): CreateShopStep {
  if (!facts.signedIn) return "sign-in";
  if (!facts.profile) return "wait";
  const { role, has_shop, gender, is_verified } = facts.profile;
  if (role === "V" && has_shop) return "has-shop";
  if (gender === true && is_verified) return "form";
  if (gender === true) return "await-verification";
  return "verify";
}
