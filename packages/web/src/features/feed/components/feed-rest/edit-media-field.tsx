import { FeedLimits } from "@saheli/core/feed";
import { X } from "lucide-react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { useFeedT } from "@/features/feed/i18n";
import type { useAttachments } from "@/features/feed/lib/use-attachments";
import { MediaStrip } from "../media-strip";

type Props = {
  images: string[];
  videos: string[];
  onImages: (urls: string[]) => void;
  onVideos: (urls: string[]) => void;
  media: ReturnType<typeof useAttachments>;
};

/**
 * The photos and videos of a post she is editing: the ones it has (removing one only takes it off the post, the
 * file stays for the earlier version) and new uploads.
 */
export function EditMediaField({ images, videos, onImages, onVideos, media }: Props) {
  const { t } = useFeedT();
  const room = FeedLimits.imagesPerPost - images.length - videos.length - media.items.length;
  const kept = [
    ...images.map((url) => ({ url, kind: "image" as const })),
    ...videos.map((url) => ({ url, kind: "video" as const })),
  ];
  return (
    <div className="grid gap-2">
      {kept.length > 0 && (
        <ul aria-label={t("editPost.onPost")} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {kept.map((item, i) => (
            <li key={item.url} className="relative overflow-hidden rounded-lg bg-muted">
              {item.kind === "image" ? (
                <FallbackImage
                  src={item.url}
                  alt={t("editPost.photo", { n: i + 1 })}
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <video
                  src={item.url}
                  muted
                  className="aspect-square w-full object-cover"
                  aria-label={t("editPost.video", { n: i + 1 })}
                />
              )}
              <button
                type="button"
                aria-label={
                  item.kind === "image"
                    ? t("editPost.removePhoto", { n: i + 1 })
                    : t("editPost.removeVideo", { n: i + 1 })
                }
                onClick={() =>
                  item.kind === "image"
                    ? onImages(images.filter((url) => url !== item.url))
                    : onVideos(videos.filter((url) => url !== item.url))
                }
                className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <MediaStrip
        items={media.items}
        onAdd={(files) => void media.add(files.slice(0, Math.max(0, room)))}
        onRemove={media.remove}
      />
    </div>
  );
}
