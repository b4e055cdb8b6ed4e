import { FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { uploadListingFile } from "../api/listings";
import { useMarketplaceT } from "../i18n";

type Props = { path: string | null | undefined; onChange: (path: string) => void; error?: string };

/** The file a buyer downloads: uploaded now, kept private until someone buys it. */
export function DigitalFileField({ path, onChange, error }: Props) {
  const { t } = useMarketplaceT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [name, setName] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadListingFile(file, setProgress);
      setName(uploaded.filename);
      onChange(uploaded.path);
    } catch (e) {
      toast.error(t("listingForm.upload.failed"), { description: (e as Error).message });
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="grid gap-1.5">
      <span className="font-medium text-sm">{t("listingForm.file.label")}</span>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          loading={progress !== null}
          onClick={() => input.current?.click()}
        >
          <FileUp aria-hidden /> {path ? t("listingForm.file.replace") : t("listingForm.file.upload")}
        </Button>
        <span className="text-sm">
          {progress !== null
            ? `${Math.round(progress * 100)}%`
            : name
              ? name
              : path
                ? t("listingForm.file.attached")
                : t("listingForm.file.none")}
        </span>
      </div>
      <p className="text-muted-foreground text-xs">{t("listingForm.file.hint")}</p>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        aria-label={t("listingForm.file.input")}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </div>
  );
}
