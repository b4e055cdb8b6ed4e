import { ImagePlus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMarketplaceT } from "../i18n";

type Props = {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ url: string }>;
  shape?: "square" | "wide";
};

/** One photo (a logo, a cover): pick, upload with progress, preview, remove. The server checks the bytes. */
export function ImageField({ label, value, onChange, upload, shape = "square" }: Props) {
  const { t } = useMarketplaceT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      onChange((await upload(file, setProgress)).url);
    } catch (error) {
      toast.error(t("listingForm.upload.failed"), { description: (error as Error).message });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };
  const frame = shape === "square" ? "size-24" : "aspect-[3/1] w-full";
  return (
    <div className="grid gap-1.5">
      <span id={id} className="font-medium text-sm">
        {label}
      </span>
      {value ? (
        <div className={cn("relative", frame)}>
          <img src={value} alt={label} className="size-full rounded-xl object-cover ring-1 ring-border" />
          <Button
            type="button"
            size="icon"
            variant="secondary"
            aria-label={t("listingForm.upload.remove", { label: label.toLowerCase() })}
            className="absolute top-1 right-1 size-8"
            onClick={() => onChange(null)}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className={cn("h-auto border-dashed", frame)}
          loading={progress !== null}
          onClick={() => input.current?.click()}
          aria-describedby={id}
        >
          <ImagePlus aria-hidden />
          {progress === null ? t("listingForm.upload.add") : `${Math.round(progress * 100)}%`}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label={t("listingForm.upload.file", { label })}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </div>
  );
}
