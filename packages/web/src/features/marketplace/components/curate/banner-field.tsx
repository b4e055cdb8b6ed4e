import { ShopFrontMessages } from "@saheli/core/shop-front";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useRemoveBanner, useUploadBanner } from "@/features/marketplace/api/shop-front";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";

/** Her shop front's banner: upload (the server re-encodes it), see it, replace or remove it. */
export function BannerField({ shopId, url }: { shopId: string; url: string | null }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
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
      toast.success(messageIn(ShopFrontMessages.bannerSaved));
    } catch (error) {
      toast.error(t("curate.banner.uploadFailed"), { description: (error as Error).message });
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
          {t("curate.banner.heading")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("curate.banner.hint")}</p>
      </div>
      {url ? (
        <img
          src={url}
          alt={t("curate.banner.alt")}
          className="aspect-[4/1] w-full rounded-xl object-cover ring-1 ring-border"
        />
      ) : (
        <div className="grid h-20 w-full place-items-center rounded-xl border border-border border-dashed text-muted-foreground text-sm">
          {t("curate.banner.none")}
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
          {progress !== null
            ? `${Math.round(progress * 100)}%`
            : url
              ? t("curate.banner.replace")
              : t("curate.banner.upload")}
        </Button>
        {url && (
          <Button type="button" variant="ghost" onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden /> {t("curate.banner.remove")}
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label={t("curate.banner.file")}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t("curate.banner.confirmTitle")}
        description={t("curate.banner.confirmText")}
        confirmLabel={t("curate.banner.remove")}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setRemoving(false);
              toast.success(messageIn(ShopFrontMessages.bannerRemoved));
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </section>
  );
}
