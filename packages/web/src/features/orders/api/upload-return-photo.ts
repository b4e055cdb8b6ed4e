import { api } from "@/lib/api-client";

/** `POST /api/orders/returns/photos` (multipart `file`): one photo for a return request; the server checks the bytes. */
export function uploadReturnPhoto(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<{ url: string }>("/api/orders/returns/photos", form, { onProgress });
}
