import { api } from "@/lib/api-client";

export type UploadedMedia = { url: string; path: string; bucket: string; type: "image" | "video" };

/** `POST /api/upload` (multipart field `file`), reporting progress from 0 to 1. */
export function uploadMedia(file: File, onProgress: (fraction: number) => void): Promise<UploadedMedia> {
  const form = new FormData();
  form.append("file", file);
  return api.upload<UploadedMedia>("/api/upload", form, { onProgress });
}

/** `DELETE /api/upload`: removing an attached item deletes its stored file. */
export function deleteMedia(path: string): Promise<void> {
  return api.delete<void>("/api/upload", { path });
}
