import type { SafeFetch } from "../../platform/safe-fetch.js";

export type OEmbedAnswer = {
  title: string | null;
  authorName: string | null;
  providerName: string | null;
  thumbnailUrl: string | null;
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * A video service's oEmbed answer for the video (`{endpoint}?url=…&format=json`); only its words and thumbnail
 * are used: the player is always Saheli's own embed address for the video's id, never the answer's HTML.
 */
export async function fetchOEmbed(
  fetch: SafeFetch,
  endpoint: string,
  videoUrl: string,
): Promise<OEmbedAnswer> {
  const url = new URL(endpoint);
  url.searchParams.set("url", videoUrl);
  url.searchParams.set("format", "json");
  const response = await fetch(url.href, "json");
  const body = JSON.parse(response.body.toString("utf8")) as Record<string, unknown>;
  const thumbnail = text(body.thumbnail_url);
  return {
    title: text(body.title),
    authorName: text(body.author_name),
    providerName: text(body.provider_name),
    thumbnailUrl: thumbnail && URL.canParse(thumbnail) ? thumbnail : null,
  };
}
