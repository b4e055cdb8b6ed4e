import { ListingLimits } from "@saheli/core/listings";
import { ImagePlus, Star, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { uploadListingImage } from "../api/listings";
import { useMarketplaceT } from "../i18n";

export type Photo = { url: string; is_primary: boolean };
type Props = { value: Photo[]; onChange: (photos: Photo[]) => void };

/** Up to 10 photos, uploaded one after another with progress; one is the primary (the first by default). */
export function PhotoPicker({ value, onChange }: Props) {
  const { t } = useMarketplaceT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const room = ListingLimits.imagesMax - value.length;

  const add = async (files: File[]) => {
    let photos = value;
    for (const [i, file] of files.slice(0, room).entries()) {
      setProgress(t("listingForm.photos.uploading", { n: i + 1, total: Math.min(files.length, room) }));
      try {
        const { url } = await uploadListingImage(file, () => {});
        photos = [...photos, { url, is_primary: photos.length === 0 }];
        onChange(photos);
      } catch (error) {
        toast.error(t("listingForm.upload.failed"), {
          description: `${file.name}: ${(error as Error).message}`,
        });
      }
    }
    if (files.length > room) toast.info(t("listingForm.photos.tooMany", { max: ListingLimits.imagesMax }));
    setProgress(null);
    if (input.current) input.current.value = "";
  };
  const primary = (url: string) => onChange(value.map((p) => ({ ...p, is_primary: p.url === url })));
  const remove = (url: string) => {
    const rest = value.filter((p) => p.url !== url);
    onChange(rest.some((p) => p.is_primary) ? rest : rest.map((p, i) => ({ ...p, is_primary: i === 0 })));
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">
        {t("listingForm.photos.legend")}{" "}
        <span className="font-normal text-muted-foreground">
          ({value.length}/{ListingLimits.imagesMax})
        </span>
      </legend>
      <ul className="flex flex-wrap gap-3" aria-label={t("listingForm.photos.label")}>
        {value.map((photo, i) => (
          <li key={photo.url} className="relative">
            <img
              src={photo.url}
              alt={t("listingForm.photos.alt", { n: i + 1 })}
              className={cn(
                "size-24 rounded-xl object-cover ring-2",
                photo.is_primary ? "ring-primary" : "ring-border",
              )}
            />
            <div className="absolute inset-x-1 bottom-1 flex justify-between">
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="size-7"
                aria-label={
                  photo.is_primary
                    ? t("listingForm.photos.isMain", { n: i + 1 })
                    : t("listingForm.photos.makeMain", { n: i + 1 })
                }
                aria-pressed={photo.is_primary}
                onClick={() => primary(photo.url)}
              >
                <Star aria-hidden className={cn(photo.is_primary && "fill-primary text-primary")} />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="size-7"
                aria-label={t("listingForm.photos.remove", { n: i + 1 })}
                onClick={() => remove(photo.url)}
              >
                <X aria-hidden />
              </Button>
            </div>
          </li>
        ))}
        {room > 0 && (
          <li>
            <Button
              type="button"
              variant="outline"
              className="size-24 flex-col border-dashed"
              loading={progress !== null}
              onClick={() => input.current?.click()}
            >
              <ImagePlus aria-hidden /> {t("listingForm.upload.add")}
            </Button>
          </li>
        )}
      </ul>
      {progress && (
        <p role="status" className="text-muted-foreground text-xs">
          {progress}
        </p>
      )}
      <p className="text-muted-foreground text-xs">{t("listingForm.photos.hint")}</p>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label={t("listingForm.photos.addPhotos")}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => void add([...(e.target.files ?? [])])}
      />
    </fieldset>
  );
}
