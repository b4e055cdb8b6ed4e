import { FeedLimits, FeedMessages } from "@saheli/core/feed";
import { ImageEditMessages } from "@saheli/core/image-edit";
import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import { i18n, messageIn } from "@/lib/i18n/i18n";
import { deleteMedia, type UploadedMedia, uploadMedia } from "../api/upload-media";

/** Doc 3 "Uploaded media item": each goes uploading (with progress) then uploaded or error. */
export type Attachment = {
  id: string;
  name: string;
  preview: string;
  kind: "image" | "video";
  progress: number;
  uploaded: UploadedMedia | null;
  error: string | null;
  /** Replaced by her edit in the image editor (doc 1 §3 "Uploaded media item": edited). */
  edited?: boolean;
};

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

/** The composer's media: uploads a batch with per-item progress, then one toast for the batch. */
export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([]);
  const update = useCallback(
    (id: string, patch: Partial<Attachment>) =>
      setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    [],
  );

  const add = useCallback(
    async (files: File[]) => {
      const room = FeedLimits.imagesPerPost - items.length;
      const batch = files.slice(0, Math.max(0, room)).map((file) => ({
        file,
        item: {
          id: crypto.randomUUID(),
          name: file.name,
          preview: URL.createObjectURL(file),
          kind: IMAGE_TYPES.includes(file.type) ? ("image" as const) : ("video" as const),
          progress: 0,
          uploaded: null,
          error: null,
        },
      }));
      setItems((current) => [...current, ...batch.map((b) => b.item)]);
      const results = await Promise.all(
        batch.map(({ file, item }) => {
          if (item.kind === "image" && file.size > FeedLimits.imageMaxBytes) {
            update(item.id, { error: messageIn(FeedMessages.imageTooLarge) });
            return false;
          }
          return uploadMedia(file, (progress) => update(item.id, { progress })).then(
            (uploaded) => {
              update(item.id, { uploaded, progress: 1 });
              return true;
            },
            (error: Error) => {
              update(item.id, { error: error.message });
              return false;
            },
          );
        }),
      );
      const ok = results.filter(Boolean).length;
      const failed = results.length - ok;
      if (results.length === 0) return;
      if (ok === 0) toast.error(messageIn(FeedMessages.allUploadsFailed));
      else
        toast.success(i18n.t("feed:media.uploaded"), {
          description: failed
            ? i18n.t("feed:media.uploadedWithFailures", { ok, failed })
            : i18n.t("feed:media.uploadedCount", { ok }),
        });
    },
    [items.length, update],
  );

  const remove = useCallback((item: Attachment) => {
    setItems((current) => current.filter((i) => i.id !== item.id));
    URL.revokeObjectURL(item.preview);
    if (item.uploaded) void deleteMedia(item.uploaded.path).catch(() => undefined);
  }, []);

  /**
   * Her edited picture takes the item's place: uploaded through the same path, then the old file is deleted.
   * If the upload fails, the picture she had stays.
   */
  const replace = useCallback(
    async (item: Attachment, file: File) => {
      const preview = URL.createObjectURL(file);
      update(item.id, { preview, name: file.name, progress: 0, uploaded: null, error: null, edited: true });
      try {
        const uploaded = await uploadMedia(file, (progress) => update(item.id, { progress }));
        update(item.id, { uploaded, progress: 1 });
        URL.revokeObjectURL(item.preview);
        if (item.uploaded) void deleteMedia(item.uploaded.path).catch(() => undefined);
      } catch (error) {
        URL.revokeObjectURL(preview);
        update(item.id, { ...item });
        toast.error(messageIn(ImageEditMessages.uploadFailed), { description: (error as Error).message });
      }
    },
    [update],
  );

  const reset = useCallback(() => setItems([]), []);
  const busy = items.some((item) => !item.uploaded && !item.error);
  const urls = items.flatMap((item) => (item.uploaded?.type === "image" ? [item.uploaded.url] : []));
  const videos = items.flatMap((item) => (item.uploaded?.type === "video" ? [item.uploaded.url] : []));
  return { items, add, remove, replace, reset, busy, urls, videos };
}
