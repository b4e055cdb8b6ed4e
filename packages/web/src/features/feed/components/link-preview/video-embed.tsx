import type { LinkPreview } from "@saheli/core/contracts/link-preview";
import { VIDEO_EMBED_ORIGINS } from "@saheli/core/link-preview";
import { ExternalLink, Maximize, Play } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";

/** Only the players the CSP frames; a card naming anything else plays nowhere but on its own site. */
export function playableEmbed(card: LinkPreview): string | null {
  if (!card.embed_url || !URL.canParse(card.embed_url)) return null;
  const origin = new URL(card.embed_url).origin;
  return (VIDEO_EMBED_ORIGINS as readonly string[]).includes(origin) ? card.embed_url : null;
}

/**
 * A video card's player (doc 1 §3): its picture and a play button until she presses it — only then is the
 * service's player framed — with fullscreen and "Open link".
 */
export function VideoEmbed({
  card,
  embedUrl,
  children,
}: {
  card: LinkPreview;
  embedUrl: string;
  /** The card's words, between the player and its buttons. */
  children: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  const { t } = useFeedT();
  const frame = useRef<HTMLDivElement>(null);
  // Fullscreen starts the video too: the player is framed inside the element that fills the screen.
  const fullscreen = () => {
    setPlaying(true);
    void frame.current?.requestFullscreen?.().catch(() => undefined);
  };
  const src = `${embedUrl}${embedUrl.includes("?") ? "&" : "?"}autoplay=1`;
  return (
    <div className="grid">
      <div ref={frame} className="relative aspect-video w-full overflow-hidden rounded-t-xl bg-black">
        {playing ? (
          <iframe
            src={src}
            title={card.title}
            className="absolute inset-0 size-full border-0"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={t("link.play", { title: card.title })}
            className="group absolute inset-0 flex items-center justify-center focus-visible:outline-2 focus-visible:outline-ring"
          >
            {card.image && (
              <FallbackImage
                src={card.image}
                alt=""
                loading="lazy"
                className="absolute inset-0 size-full object-cover"
              />
            )}
            <span className="relative flex size-14 items-center justify-center rounded-full bg-black/70 text-white transition group-hover:scale-105">
              <Play aria-hidden className="ml-1 size-7 fill-current" />
            </span>
          </button>
        )}
      </div>
      {children}
      <div className="flex flex-wrap gap-2 px-3 pb-3">
        <Button type="button" size="sm" variant="outline" onClick={fullscreen}>
          <Maximize aria-hidden /> {t("link.fullscreen")}
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={card.url} target="_blank" rel="noopener noreferrer nofollow ugc">
            <ExternalLink aria-hidden /> {t("link.open")}
          </a>
        </Button>
      </div>
    </div>
  );
}
