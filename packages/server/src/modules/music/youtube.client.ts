import type { MusicResult } from "@saheli/core/contracts/music";
import {
  type MusicGenre,
  MusicLimits,
  musicSearchParams,
  VIDEO_ID,
  YOUTUBE_THUMBNAIL_ORIGIN,
} from "@saheli/core/music";

export type YouTubeSettings = { apiKey: string; baseUrl: string };

export interface MusicCatalogue {
  search(query: string, genre: MusicGenre): Promise<MusicResult[]>;
}

type SearchItem = {
  id?: { kind?: string; videoId?: string };
  snippet?: {
    title?: string;
    channelTitle?: string;
    thumbnails?: Record<string, { url?: string } | undefined>;
  };
};

/** The service's titles come HTML-escaped ("Rock &amp; Roll"); the cards render text, so they are unescaped once. */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const unescapeHtml = (text: string) => text.replace(/&(amp|quot|#39|lt|gt);/g, (m) => ENTITIES[m] ?? m);

const ownImage = (url: string | undefined) => (url?.startsWith(`${YOUTUBE_THUMBNAIL_ORIGIN}/`) ? url : null);

/**
 * YouTube Data API v3 `search` at `YOUTUBE_API_BASE_URL` (doc 1 §7 "a video search service"): videos in the
 * music category, at most 20, with the key from the environment; no redirects, a time limit, only well-formed
 * video ids kept.
 */
export function youtubeCatalogue({ apiKey, baseUrl }: YouTubeSettings): MusicCatalogue {
  return {
    async search(query, genre) {
      const url = new URL("search", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({ ...musicSearchParams(query, genre), key: apiKey }).toString();
      const response = await fetch(url, {
        headers: { accept: "application/json" },
        redirect: "error",
        signal: AbortSignal.timeout(MusicLimits.searchTimeoutMs),
      });
      if (!response.ok) throw new Error(`video service answered ${response.status}`);
      const body = (await response.json()) as { items?: SearchItem[] };
      return (body.items ?? [])
        .flatMap((item): MusicResult[] => {
          const videoId = item.id?.videoId;
          if (!videoId || !VIDEO_ID.test(videoId) || !item.snippet?.title) return [];
          const thumbs = item.snippet.thumbnails ?? {};
          return [
            {
              video_id: videoId,
              title: unescapeHtml(item.snippet.title).slice(0, MusicLimits.titleMax),
              channel: unescapeHtml(item.snippet.channelTitle ?? "").slice(0, MusicLimits.channelMax),
              thumbnail_url: ownImage(thumbs.medium?.url ?? thumbs.default?.url ?? thumbs.high?.url),
            },
          ];
        })
        .slice(0, MusicLimits.resultsMax);
    },
  };
}
