import { ImagePlus, SlidersHorizontal, X } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "../i18n";
import type { Attachment } from "../lib/use-attachments";

const ACCEPT =
  "image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime,video/x-msvideo";

type Props = {
  items: Attachment[];
  onAdd: (files: File[]) => void;
  onRemove: (item: Attachment) => void;
  /** Opens the image editor on an uploaded picture. */
  onEdit?: (item: Attachment) => void;
};

/** Attached photos and videos with their upload progress; removing one deletes its stored file. */
export function MediaStrip({ items, onAdd, onRemove, onEdit }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useFeedT();
  return (
    <div className="grid gap-2">
      {items.length > 0 && (
        <ul aria-label={t("media.attached")} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {items.map((item) => (
            <li key={item.id} className="relative overflow-hidden rounded-lg bg-muted">
              {item.kind === "image" ? (
                <img src={item.preview} alt={item.name} className="aspect-square w-full object-cover" />
              ) : (
                <video
                  src={item.preview}
                  muted
                  className="aspect-square w-full object-cover"
                  aria-label={item.name}
                />
              )}
              {!item.uploaded && !item.error && (
                <div
                  role="progressbar"
                  aria-label={t("media.uploading", { name: item.name })}
                  aria-valuenow={Math.round(item.progress * 100)}
                  className="absolute inset-x-0 bottom-0 h-1.5 bg-black/30"
                >
                  <div
                    className="h-full bg-primary transition-[width]"
                    style={{ width: `${item.progress * 100}%` }}
                  />
                </div>
              )}
              {item.error && (
                <p
                  role="alert"
                  className="absolute inset-x-0 bottom-0 bg-destructive px-1 py-0.5 text-[11px] text-destructive-foreground"
                >
                  {item.error}
                </p>
              )}
              {item.edited && item.uploaded && (
                <span className="absolute top-1 left-1 rounded-full bg-black/60 px-2 py-0.5 text-[11px] text-white">
                  {t("media.edited")}
                </span>
              )}
              {onEdit && item.kind === "image" && item.uploaded && (
                <button
                  type="button"
                  aria-label={t("media.edit", { name: item.name })}
                  onClick={() => onEdit(item)}
                  className="absolute right-1 bottom-1 flex h-7 items-center gap-1 rounded-full bg-black/60 px-2.5 text-white text-xs hover:bg-black/80"
                >
                  <SlidersHorizontal aria-hidden className="size-3.5" /> {t("media.editButton")}
                </button>
              )}
              <button
                type="button"
                aria-label={t("media.remove", { name: item.name })}
                onClick={() => onRemove(item)}
                className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label={t("media.add")}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start"
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden /> {t("media.addButton")}
      </Button>
    </div>
  );
}
