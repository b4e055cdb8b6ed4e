import { coverProblem, EventMessages } from "@saheli/core/events";
import { ImagePlus, X } from "lucide-react";
import { useRef, useState } from "react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { deleteMedia, type UploadedMedia, uploadMedia } from "../api/upload-media";
import { useFeedT } from "../i18n";

type Props = { cover: UploadedMedia | null; onChange: (cover: UploadedMedia | null) => void };

/** The event's cover (doc 1 §2, §5): checked, uploaded with progress, shown, and deleted when removed. */
export function EventCoverField({ cover, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { t } = useFeedT();
  const messageIn = useMessageIn();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = coverProblem(file);
    if (problem) return void toast.error(messageIn(problem.title), { description: messageIn(problem.body) });
    setProgress(0);
    try {
      const uploaded = await uploadMedia(file, setProgress);
      if (cover) void deleteMedia(cover.path).catch(() => undefined);
      onChange(uploaded);
      toast.success(messageIn(EventMessages.coverUploaded));
    } catch (error) {
      toast.error(messageIn(EventMessages.coverUploadFailed), { description: (error as Error).message });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };
  const remove = () => {
    if (!cover) return;
    void deleteMedia(cover.path).catch(() => undefined);
    onChange(null);
  };

  return (
    <div className="grid gap-1.5">
      <span className="font-medium text-sm">{t("cover.label")}</span>
      {cover ? (
        <div className="relative">
          <FallbackImage
            src={cover.url}
            alt={t("cover.alt")}
            className="aspect-video w-full rounded-xl object-cover"
          />
          <Button
            type="button"
            size="icon"
            variant="secondary"
            aria-label={t("cover.remove")}
            className="absolute top-2 right-2"
            onClick={remove}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="h-20 border-dashed"
          loading={progress !== null}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden />
          {progress === null ? t("cover.add") : t("cover.uploading", { percent: Math.round(progress * 100) })}
        </Button>
      )}
      <p className="text-muted-foreground text-xs">{messageIn(EventMessages.coverHint)}</p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={t("cover.file")}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
    </div>
  );
}
