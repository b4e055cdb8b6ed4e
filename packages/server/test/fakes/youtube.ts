import { type Reply, type StandinRequest, serve } from "./oauth-standin.js";

/**
 * A local stand-in for the YouTube Data API v3 `GET /youtube/v3/search` (base URL for YOUTUBE_API_BASE_URL:
 * `{baseUrl}/youtube/v3`): it checks the key like Google (400 `keyInvalid` in Google's error body), honours
 * `maxResults` (0–50, default 5) and answers `youtube#searchListResponse` with `youtube#searchResult` items whose
 * titles are HTML-escaped as the real service's are. Its catalogue is the songs given to it; a search matches
 * their title or channel, every word. `script` makes the next call fail or wait.
 */
export type YouTubeSong = { videoId: string; title: string; channel: string };
export type YouTubeStandinOptions = { apiKey: string; songs: YouTubeSong[]; port?: number; host?: string };

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

function googleError(status: number, reason: string, message: string): Reply {
  return {
    status,
    body: { error: { code: status, message, errors: [{ message, domain: "global", reason }] } },
  };
}

export async function startYouTubeStandin(options: YouTubeStandinOptions) {
  const handler = (request: StandinRequest): Reply | undefined => {
    if (request.method !== "GET" || request.path !== "/youtube/v3/search") return undefined;
    const q = request.query;
    if (q.key !== options.apiKey)
      return googleError(400, "keyInvalid", "API key not valid. Please pass a valid API key.");
    if (q.part !== "snippet") return googleError(400, "invalidPart", "'part' must be snippet");
    const max = q.maxResults === undefined ? 5 : Number(q.maxResults);
    if (!Number.isInteger(max) || max < 0 || max > 50)
      return googleError(400, "invalidMaxResults", "Invalid value for maxResults");
    const words = (q.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const found = options.songs.filter((song) =>
      words.every((word) => `${song.title} ${song.channel}`.toLowerCase().includes(word)),
    );
    return {
      status: 200,
      body: {
        kind: "youtube#searchListResponse",
        etag: "standin",
        regionCode: "IN",
        pageInfo: { totalResults: found.length, resultsPerPage: max },
        items: found.slice(0, max).map((song) => ({
          kind: "youtube#searchResult",
          etag: `etag-${song.videoId}`,
          id: { kind: "youtube#video", videoId: song.videoId },
          snippet: {
            publishedAt: "2024-01-01T00:00:00Z",
            channelId: `UC${song.videoId}`,
            title: escapeHtml(song.title),
            description: "",
            thumbnails: {
              default: { url: `https://i.ytimg.com/vi/${song.videoId}/default.jpg`, width: 120, height: 90 },
              medium: {
                url: `https://i.ytimg.com/vi/${song.videoId}/mqdefault.jpg`,
                width: 320,
                height: 180,
              },
              high: { url: `https://i.ytimg.com/vi/${song.videoId}/hqdefault.jpg`, width: 480, height: 360 },
            },
            channelTitle: escapeHtml(song.channel),
            liveBroadcastContent: "none",
            publishTime: "2024-01-01T00:00:00Z",
          },
        })),
      },
    };
  };
  const served = await serve(handler, options);
  return {
    ...served,
    apiBaseUrl: `${served.baseUrl}/youtube/v3`,
    /** The query of every search the stand-in received. */
    searches: () => served.requests.filter((r) => r.path === "/youtube/v3/search").map((r) => r.query),
  };
}

/** Songs for tests and journeys: 25 so a search can have more than the 20 Saheli shows. */
export function sampleSongs(): YouTubeSong[] {
  const songs: YouTubeSong[] = [
    { videoId: "aaaaaaaaaa1", title: "Monsoon Raga (Sitar & Tabla)", channel: "Sur Sangam" },
    { videoId: "aaaaaaaaaa2", title: "Evening Jazz in Mumbai", channel: "Bombay Jazz Club" },
    { videoId: "aaaaaaaaaa3", title: "Folk Songs of Rajasthan", channel: "Desert Voices" },
  ];
  for (let i = 1; i <= 22; i++) {
    songs.push({
      videoId: `bbbbbbbbb${String(i).padStart(2, "0")}`,
      title: `Diwali Beats ${i}`,
      channel: "Festive Mixes",
    });
  }
  return songs;
}
