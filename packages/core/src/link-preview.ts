/**
 * Link previews (doc 1 §3, §4, §5): which URL in a post's text gets a card, how it is written down, and what
 * kind of link it is. The server fetches and the web app detects with these same rules.
 */

/** The WHATWG URL that browsers and Node both have: core is compiled without either's type library. */
type WhatwgUrl = {
  href: string;
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  hash: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
};
declare const URL: {
  new (input: string, base?: string): WhatwgUrl;
  canParse(input: string, base?: string): boolean;
};

export const LINK_PREVIEW_TYPES = ["basic", "video", "social", "code", "article", "image"] as const;
export type LinkPreviewType = (typeof LINK_PREVIEW_TYPES)[number];

/** How a video card plays: a service's player in a frame, or a plain file (opened, never hot-linked). */
export const EMBED_TYPES = ["youtube", "vimeo", "dailymotion", "file"] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

export type LinkService =
  | "youtube"
  | "vimeo"
  | "dailymotion"
  | "twitter"
  | "linkedin"
  | "github"
  | "medium"
  | "instagram";

export const LinkPreviewLimits = {
  /** Doc 1 §4: the text is looked at 400 ms after typing stops. */
  detectDelayMs: 400,
  /** Doc 1 §7: the app keeps the last 50 cards it was given. */
  clientCacheEntries: 50,
  /** A server's card is good for a day. */
  serverCacheMs: 24 * 60 * 60 * 1000,
  urlMax: 2048,
  titleMax: 300,
  descriptionMax: 500,
  siteNameMax: 100,
} as const;

export const LinkPreviewMessages = {
  /** Doc 1 §5. */
  invalidUrl: "Invalid URL",
  /** The page could not be read (too slow, too large, not a web page): the post goes without a card. */
  noPreview: "No preview for this link",
} as const;

/** The players a video card may frame: the only `frame-src` origins link previews add to the CSP. */
export const VIDEO_EMBED_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.dailymotion.com",
] as const;

const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"];
const VIDEO_EXTENSIONS = ["mp4", "webm", "mov", "avi", "m4v", "ogv"];

// A scheme that is really a scheme ("mailto:", "file://"), as opposed to "example.com:8080/path".
const HAS_SCHEME =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|(?:javascript|data|mailto|file|gopher|ftp|vbscript|about|blob|tel):)/i;

/**
 * The URL a card is made for, written one way (so one cache entry serves every spelling): http(s) only, https
 * when she left the scheme out, no fragment, no user name or password. Null when it is not such a URL.
 */
export function normalizeLinkUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || text.length > LinkPreviewLimits.urlMax || /\s/.test(text)) return null;
  const withScheme = HAS_SCHEME.test(text) ? text : `https://${text}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname || url.username || url.password) return null;
  url.hash = "";
  return url.href;
}

const SCHEMED_URL = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/i;
// "www.example.com/x" or "example.in/x": a name, a dot, a real-looking top-level domain; the URL ends at a space.
const BARE_URL =
  /(?:^|[\s(])((?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:com|in|org|net|io|co|dev|app|me|info|shop|store|edu|gov|ly|be|tv|blog|xyz)(?::\d{1,5})?(?:\/[^\s<>"']*[^\s<>"'.,;:!?)\]])?)(?=$|[\s.,;:!?)\]])/i;

/** Doc 1 §4: the first URL in her text (a scheme-less one gets https), or null. */
export function firstLinkIn(text: string): string | null {
  const schemed = SCHEMED_URL.exec(text);
  const bare = BARE_URL.exec(text);
  const bareAt = bare ? bare.index + bare[0].length - bare[1]!.length : Number.POSITIVE_INFINITY;
  if (schemed && schemed.index <= bareAt) return normalizeLinkUrl(schemed[0]);
  return bare ? normalizeLinkUrl(bare[1]!) : null;
}

export type LinkKind = {
  type: LinkPreviewType;
  service: LinkService | null;
  embed_type: EmbedType | null;
  video_id: string | null;
  embed_url: string | null;
};

const hostIs = (host: string, ...domains: string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

function extensionOf(pathname: string): string {
  const last = pathname.split("/").pop() ?? "";
  const dot = last.lastIndexOf(".");
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : "";
}

function youtubeId(url: WhatwgUrl): string | null {
  const host = url.hostname;
  const id = hostIs(host, "youtu.be")
    ? url.pathname.split("/")[1]
    : url.pathname === "/watch"
      ? url.searchParams.get("v")
      : /^\/(?:shorts|embed|live|v)\/([^/]+)/.exec(url.pathname)?.[1];
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

function vimeoId(url: WhatwgUrl): string | null {
  const match = hostIs(url.hostname, "player.vimeo.com")
    ? /^\/video\/(\d+)/.exec(url.pathname)
    : /^\/(?:channels\/[^/]+\/|groups\/[^/]+\/videos\/)?(\d+)(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function dailymotionId(url: WhatwgUrl): string | null {
  const match = hostIs(url.hostname, "dai.ly")
    ? /^\/([a-z0-9]+)$/i.exec(url.pathname)
    : /^\/(?:embed\/)?video\/([a-z0-9]+)/i.exec(url.pathname);
  return match?.[1] ?? null;
}

const none = { embed_type: null, video_id: null, embed_url: null } as const;

function videoKind(service: "youtube" | "vimeo" | "dailymotion", id: string | null): LinkKind | null {
  if (!id) return null;
  const embed_url =
    service === "youtube"
      ? `https://www.youtube-nocookie.com/embed/${id}`
      : service === "vimeo"
        ? `https://player.vimeo.com/video/${id}`
        : `https://www.dailymotion.com/embed/video/${id}`;
  return { type: "video", service, embed_type: service, video_id: id, embed_url };
}

/** Doc 1 §5's kinds: the video services, X/Twitter, LinkedIn, GitHub, Medium, Instagram, image and video files. */
export function classifyLink(href: string): LinkKind {
  const url = new URL(href);
  const host = url.hostname.toLowerCase();
  if (hostIs(host, "youtube.com", "youtu.be", "youtube-nocookie.com")) {
    const kind = videoKind("youtube", youtubeId(url));
    if (kind) return kind;
    return { type: "video", service: "youtube", ...none };
  }
  if (hostIs(host, "vimeo.com"))
    return videoKind("vimeo", vimeoId(url)) ?? { type: "video", service: "vimeo", ...none };
  if (hostIs(host, "dailymotion.com", "dai.ly"))
    return videoKind("dailymotion", dailymotionId(url)) ?? { type: "video", service: "dailymotion", ...none };
  if (hostIs(host, "twitter.com", "x.com")) return { type: "social", service: "twitter", ...none };
  if (hostIs(host, "linkedin.com")) return { type: "social", service: "linkedin", ...none };
  if (hostIs(host, "instagram.com")) return { type: "social", service: "instagram", ...none };
  if (hostIs(host, "github.com")) return { type: "code", service: "github", ...none };
  if (hostIs(host, "medium.com")) return { type: "article", service: "medium", ...none };
  const extension = extensionOf(url.pathname);
  if (IMAGE_EXTENSIONS.includes(extension)) return { type: "image", service: null, ...none };
  if (VIDEO_EXTENSIONS.includes(extension))
    return { type: "video", service: null, embed_type: "file", video_id: null, embed_url: null };
  return { type: "basic", service: null, ...none };
}

/** "www.example.com" → "example.com": the domain a card shows, and its title when the page names nothing. */
export function displayDomain(href: string): string {
  return new URL(href).hostname.replace(/^www\./i, "");
}

/** A file link's own name ("Diwali-sale.mp4"), for a card that has nothing else to call it. */
export function fileNameOf(href: string): string | null {
  const last = new URL(href).pathname.split("/").pop();
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
