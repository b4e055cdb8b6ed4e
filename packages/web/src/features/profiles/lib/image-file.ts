import { ProfileLimits, ProfileMessages } from "@saheli/core/profile";

export type ImageKind = "avatar" | "cover";

const MB = 1024 * 1024;

/**
 * The spec's checks before an upload (doc 2 §5, §9), for instant feedback; the server checks the content.
 * Avatars are under 5 MB; covers, like images in general, up to 10 MB.
 */
export function imageFileError(file: Pick<File, "type" | "size">, kind: ImageKind): string | null {
  if (!file.type.startsWith("image/")) return ProfileMessages.notImage;
  if (kind === "avatar" && file.size >= ProfileLimits.avatarMaxBytes) return ProfileMessages.avatarTooLarge;
  if (kind === "cover" && file.size > ProfileLimits.imageMaxBytes) {
    return ProfileMessages.fileTooLarge(ProfileLimits.imageMaxBytes / MB);
  }
  return null;
}
