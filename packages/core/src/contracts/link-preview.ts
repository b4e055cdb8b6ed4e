import { z } from "zod";
import { EMBED_TYPES, LINK_PREVIEW_TYPES, LinkPreviewLimits } from "../link-preview";

/** `POST /api/link-preview`: the URL as she typed it (a missing scheme becomes https). */
export const linkPreviewRequestSchema = z.object({ url: z.string().max(LinkPreviewLimits.urlMax) });

/**
 * Doc 1 §3 "Link preview": the card the server made. `image` is always Saheli's own re-encoded copy (never the
 * site's address); `embed_url` only ever one of the video players of core's VIDEO_EMBED_ORIGINS.
 */
export const linkPreviewSchema = z.object({
  url: z.string(),
  type: z.enum(LINK_PREVIEW_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  domain: z.string(),
  site_name: z.string().nullable(),
  embed_type: z.enum(EMBED_TYPES).nullable(),
  embed_url: z.string().nullable(),
  video_id: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/**
 * A post's card as the composer sends it: only the URL is read. The server puts its own card for that URL on the
 * post, so a title or image a client makes up never reaches anyone's feed.
 */
export const postLinkPreviewSchema = z.object({ url: z.string().max(LinkPreviewLimits.urlMax) }).nullable();
