import { OrderRules } from "@saheli/core/orders";
import { ImagePlus, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { uploadReturnPhoto } from "../api/upload-return-photo";
import { useOrdersT } from "../i18n";

type Props = { photos: string[]; onChange: (photos: string[]) => void; onBusy: (busy: boolean) => void };

/** Up to four photos of what arrived: each uploaded as she picks it, shown, removable. */
export function ReturnPhotos({ photos, onChange, onBusy }: Props) {
  const { t } = useOrdersT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const room = OrderRules.returnPhotosMax - photos.length;

  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, room);
    if (chosen.length === 0) return;
    onBusy(true);
    const added: string[] = [];
    try {
      for (const file of chosen) {
        setProgress(0);
        added.push((await uploadReturnPhoto(file, setProgress)).url);
      }
    } catch (error) {
      toast.error(t("photos.uploadFailed"), { description: errorMessage(error) });
    } finally {
      onChange([...photos, ...added]);
      setProgress(null);
      onBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">
        {t("photos.legend", { max: OrderRules.returnPhotosMax })}
      </legend>
      <ul aria-label={t("photos.list")} className="flex flex-wrap gap-2">
        {photos.map((url, index) => (
          <li key={url} className="relative size-20">
            <img
              src={url}
              alt={t("photos.alt", { n: index + 1, total: photos.length })}
              className="size-full rounded-xl object-cover ring-1 ring-border"
            />
            <Button
              type="button"
              size="icon"
              variant="secondary"
              aria-label={t("photos.remove", { n: index + 1 })}
              className="absolute top-1 right-1 size-7"
              onClick={() => onChange(photos.filter((photo) => photo !== url))}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <Button
              type="button"
              variant="outline"
              className="size-20 h-20 border-dashed"
              loading={progress !== null}
              onClick={() => input.current?.click()}
            >
              <ImagePlus aria-hidden />
              {progress === null ? t("photos.add") : `${Math.round(progress * 100)}%`}
            </Button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label={t("photos.addFiles")}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void pick(event.target.files)}
      />
    </fieldset>
  );
}
