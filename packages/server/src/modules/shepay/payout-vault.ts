import { AppErrorCode } from "@saheli/core/errors";
import { maskPayoutMethod, type PayoutMethod, ShepayMessages } from "@saheli/core/shepay";
import { AppError } from "../../errors.js";

/**
 * Encrypts and decrypts short secrets at rest (AES-256-GCM with TOKEN_ENCRYPTION_KEY, platform/secrets.ts);
 * `context` is bound in, so a value opens only for the row and column it was sealed for.
 */
export type SecretBox = {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
};

/** The box when no key is configured (production without TOKEN_ENCRYPTION_KEY): payout details are refused. */
export const unsealable: SecretBox = {
  seal() {
    throw new AppError(AppErrorCode.UNAVAILABLE, 503, ShepayMessages.payoutMethodUnavailable);
  },
  open() {
    throw new AppError(AppErrorCode.UNAVAILABLE, 503, ShepayMessages.payoutMethodUnavailable);
  },
};

const contextOf = (shopId: string) => `shops:${shopId}:payout_method`;

/**
 * Her payout method as stored: the whole UPI ID or bank account only ever sealed (`payout_method_enc`), and the
 * masked form she and the admins see (`payout_method_display`). The box is chosen in composition.ts.
 */
export function payoutVault(box: SecretBox) {
  return {
    seal(shopId: string, method: PayoutMethod): { enc: string; display: string } {
      return { enc: box.seal(JSON.stringify(method), contextOf(shopId)), display: maskPayoutMethod(method) };
    },
    open(shopId: string, enc: string): PayoutMethod {
      return JSON.parse(box.open(enc, contextOf(shopId))) as PayoutMethod;
    },
  };
}

export type PayoutVault = ReturnType<typeof payoutVault>;
