import { useState } from "react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { cn } from "@/lib/cn";
import { useMarketplaceT } from "../i18n";

/** The main photo and a strip of thumbnails to switch it (the primary photo first). */
export function ListingGallery({ images, title }: { images: { image_url: string }[]; title: string }) {
  const { t } = useMarketplaceT();
  const [index, setIndex] = useState(0);
  const current = images[index]?.image_url ?? null;
  return (
    <div className="grid gap-3">
      <div className="aspect-square overflow-hidden rounded-2xl bg-muted ring-1 ring-border">
        <FallbackImage src={current} alt={title} className="size-full object-cover" />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("product.gallery.photos")}>
          {images.map((image, i) => (
            <li key={image.image_url}>
              <button
                type="button"
                aria-label={t("product.gallery.photo", { n: i + 1, total: images.length })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  "size-16 overflow-hidden rounded-xl ring-2 ring-transparent transition",
                  i === index ? "ring-primary" : "opacity-80 hover:opacity-100",
                )}
              >
                <FallbackImage src={image.image_url} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
