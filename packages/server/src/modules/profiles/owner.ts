import { ProfileMessages } from "@saheli/core/profile";
import { AppError } from "../../errors.js";

/** Doc 2 §5: a person changes only her own profile; the signed-in id must match the target. */
export function requireOwner(viewerId: string, profileId: string) {
  if (viewerId !== profileId) throw AppError.forbidden(ProfileMessages.userMismatch);
}
