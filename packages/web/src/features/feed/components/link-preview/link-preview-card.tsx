import type { LinkPreview } from "@saheli/core/contracts/link-preview";
import { Code2, ExternalLink, Film, Globe, X } from "lucide-react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { cn } from "@/lib/cn";
import { playableEmbed, VideoEmbed } from "./video-embed";

type Props = {
  card: LinkPreview;
  /** In the composer: take the card off the post (×). */
  onRemove?: () => void;
  /** The composer's smaller card: the picture as a thumbnail beside the words. */
  compact?: boolean;
  className?: string;
};

const kindIcon = { code: Code2, video: Film } as const;

/** What the card says: the site, the title and a line of description; the link itself opens in a new tab. */
function CardText({ card }: { card: LinkPreview }) {
  const Icon = kindIcon[card.type as keyof typeof kindIcon] ?? Globe;
  return (
    <div className="grid min-w-0 gap-0.5 p-3">
      <p className="flex min-w-0 items-center gap-1 text-muted-foreground text-xs uppercase tracking-wide">
        <Icon aria-hidden className="size-3.5 shrink-0" />
        <span className="truncate">{card.site_name ?? card.domain}</span>
      </p>
      <p className="line-clamp-2 font-semibold text-foreground text-sm">{card.title}</p>
      {card.description && <p className="line-clamp-2 text-muted-foreground text-sm">{card.description}</p>}
    </div>
  );
}

/**
 * The link preview card of doc 1 §3: the site's picture (Saheli's own copy), title, description and site; a video
 * service's link plays inline after a press, with fullscreen and "Open link".
 */
export function LinkPreviewCard({ card, onRemove, compact = false, className }: Props) {
  const embedUrl = playableEmbed(card);
  const { t } = useFeedT();
  return (
    <section
      aria-label={t("link.preview", { title: card.title })}
      className={cn("relative min-w-0 overflow-hidden rounded-xl border border-border bg-card", className)}
    >
      {embedUrl ? (
        <VideoEmbed card={card} embedUrl={embedUrl}>
          <CardText card={card} />
        </VideoEmbed>
      ) : (
        <a
          href={card.url}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className={cn(
            "hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring",
            compact ? "flex items-stretch pr-10" : "grid",
          )}
        >
          {card.image && (
            <FallbackImage
              src={card.image}
              alt=""
              loading="lazy"
              className={cn(
                "bg-muted object-cover",
                compact
                  ? "w-24 shrink-0 self-stretch sm:w-32"
                  : card.type === "image"
                    ? "max-h-96 w-full"
                    : "aspect-[1.91/1] w-full",
              )}
            />
          )}
          <div className="flex min-w-0 flex-1 items-start gap-2">
            <div className="min-w-0 flex-1">
              <CardText card={card} />
            </div>
            {card.embed_type === "file" && (
              <span className="flex shrink-0 items-center gap-1 p-3 text-primary text-sm">
                <ExternalLink aria-hidden className="size-4" /> {t("link.open")}
              </span>
            )}
          </div>
        </a>
      )}
      {onRemove && (
        <Button
          type="button"
          size="icon"
          variant="secondary"
          aria-label={t("link.remove")}
          onClick={onRemove}
          className="absolute top-2 right-2 size-8 rounded-full shadow"
        >
          <X aria-hidden />
        </Button>
      )}
    </section>
  );
}

/** While the card is being made: the card's shape, announced as loading. */
export function LinkPreviewSkeleton() {
  const { t } = useFeedT();
  return (
    <div
      aria-busy="true"
      aria-label={t("link.loading")}
      role="status"
      className="grid gap-2 overflow-hidden rounded-xl border border-border p-3"
    >
      <div aria-hidden className="animate-shimmer h-32 rounded-md bg-muted" />
      <div aria-hidden className="animate-shimmer h-3 w-1/3 rounded-md bg-muted" />
      <div aria-hidden className="animate-shimmer h-4 w-3/4 rounded-md bg-muted" />
    </div>
  );
}
