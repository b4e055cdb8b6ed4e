import { ShopFrontMessages } from "@saheli/core/shop-front";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useRemoveBanner, useUploadBanner } from "@/features/marketplace/api/shop-front";

/** Her shop front's banner: upload (the server re-encodes it), see it, replace or remove it. */
export function BannerField({ shopId, url }: { shopId: string; url: string | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBanner(shopId);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveBanner(shopId);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(ShopFrontMessages.bannerSaved);
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <div>
        <h2 id={id} className="font-display font-semibold text-lg">
          Banner
        </h2>
        <p className="text-muted-foreground text-sm">
          A wide picture across the top of your shop front (4 : 1 works best; JPEG, PNG or WebP up to 10 MB).
        </p>
      </div>
      {url ? (
        <img
          src={url}
          alt="Your banner"
          className="aspect-[4/1] w-full rounded-xl object-cover ring-1 ring-border"
        />
      ) : (
        <div className="grid h-20 w-full place-items-center rounded-xl border border-border border-dashed text-muted-foreground text-sm">
          No banner yet
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          loading={progress !== null}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden />
          {progress !== null ? `${Math.round(progress * 100)}%` : url ? "Replace banner" : "Upload banner"}
        </Button>
        {url && (
          <Button type="button" variant="ghost" onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden /> Remove banner
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label="Banner image file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove your banner?"
        description="Your shop front shows no banner until you upload another."
        confirmLabel="Remove banner"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setRemoving(false);
              toast.success(ShopFrontMessages.bannerRemoved);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </section>
  );
}
