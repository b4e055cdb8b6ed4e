import type { MediaUploadResponse } from "@saheli/core/contracts/profiles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateOwnProfile } from "./invalidate";

export type ProfileImageKind = "avatar" | "cover";

export type UploadProfileImageVariables = {
  profileId: string;
  kind: ProfileImageKind;
  file: File;
  onProgress?: (fraction: number) => void;
};

/** `POST /api/profiles/{id}/avatar` or `/cover`, multipart field `file`. */
export function uploadProfileImage({
  profileId,
  kind,
  file,
  onProgress,
}: UploadProfileImageVariables): Promise<MediaUploadResponse> {
  const form = new FormData();
  form.append("file", file);
  return api.upload<MediaUploadResponse>(`/api/profiles/${encodeURIComponent(profileId)}/${kind}`, form, {
    onProgress,
  });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: () => invalidateOwnProfile(queryClient) });
}
