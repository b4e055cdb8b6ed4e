/** Music on a post (doc 1 §4 "Music", §8, §9): a track found on the video service, played on the post's card. */

export const MusicLimits = {
  /** Doc 1 §9: at most 20 results a search. */
  resultsMax: 20,
  defaultVolume: 80,
  searchDebounceMs: 500,
  queryMax: 100,
  titleMax: 200,
  channelMax: 200,
  /** A start offset beyond an hour is not a song. */
  startMaxSeconds: 3600,
  /** The video service's answer within this, or the search failed. */
  searchTimeoutMs: 8000,
} as const;

export const MusicMessages = {
  searchFailed: "Failed to search for music. Please check your video service API key or try again later.",
  playFailed: "Failed to play video. Please try another song.",
  playbackError: "Video playback error. Please try another song.",
  audioFailed: "Failed to play audio. Please try another track.",
  noSongs: "No songs found",
  /** Doc 1 §8 "an alert when the API key is missing". */
  keyMissing:
    "Music search is not available: the YouTube API key (YOUTUBE_API_KEY) is not set on this Saheli.",
  invalidTrack: "Choose a song from the music search",
} as const;

/** Doc 1 §9 "Music genres". */
export const MUSIC_GENRES = [
  "All",
  "Electronic",
  "Rock",
  "Hip Hop",
  "Pop",
  "Ambient",
  "Jazz",
  "Classical",
  "Folk",
  "R&B",
  "Metal",
] as const;
export type MusicGenre = (typeof MUSIC_GENRES)[number];

/** YouTube's "Music" video category: every search stays within it. */
export const YOUTUBE_MUSIC_CATEGORY = "10";

/**
 * YouTube's music topic ids (Freebase) for the genres it has one for; the others are searched by adding the
 * genre's name to her words.
 */
const GENRE_TOPICS: Partial<Record<MusicGenre, string>> = {
  Electronic: "/m/02lkt",
  Rock: "/m/06by7",
  "Hip Hop": "/m/0glt670",
  Pop: "/m/064t9",
  Jazz: "/m/03_d0",
  Classical: "/m/0ggq0m",
  "R&B": "/m/06j6l",
};

/** The video service's `search` parameters for her words and genre (besides the key). */
export function musicSearchParams(query: string, genre: MusicGenre): Record<string, string> {
  const topic = GENRE_TOPICS[genre];
  const words = query.trim().slice(0, MusicLimits.queryMax);
  const q = genre === "All" || topic ? words : `${words} ${genre.toLowerCase()}`.trim();
  return {
    part: "snippet",
    type: "video",
    videoCategoryId: YOUTUBE_MUSIC_CATEGORY,
    videoEmbeddable: "true",
    maxResults: String(MusicLimits.resultsMax),
    q,
    ...(topic ? { topicId: topic } : {}),
  };
}

/** A YouTube video id: 11 characters of its URL-safe alphabet. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The player's address: the privacy-enhanced domain, no cookies until she plays. */
export function embedUrl(videoId: string, startSeconds: number, origin: string): string {
  const params = [
    "autoplay=1",
    "enablejsapi=1",
    "playsinline=1",
    "rel=0",
    `start=${Math.max(0, Math.floor(startSeconds))}`,
    `origin=${encodeURIComponent(origin)}`,
  ].join("&");
  return `https://www.youtube-nocookie.com/embed/${videoId}?${params}`;
}

export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
export const YOUTUBE_THUMBNAIL_ORIGIN = "https://i.ytimg.com";

/** Player states (doc 1 §4) from the IFrame player's numeric states; others leave the state as it was. */
export type PlayerState = "idle" | "loading" | "playing" | "paused" | "ended" | "error";
export function playerStateOf(code: number): PlayerState | null {
  if (code === 1) return "playing";
  if (code === 2) return "paused";
  if (code === 0) return "ended";
  if (code === 3 || code === -1) return "loading";
  return null;
}

/** "3:07" from seconds, for the start offset. */
export function formatOffset(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
