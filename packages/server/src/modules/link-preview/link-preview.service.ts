import { createHash } from "node:crypto";
import type { LinkPreview } from "@saheli/core/contracts/link-preview";
import { AppErrorCode } from "@saheli/core/errors";
import {
  classifyLink,
  displayDomain,
  fileNameOf,
  type LinkKind,
  LinkPreviewLimits,
  LinkPreviewMessages,
  normalizeLinkUrl,
} from "@saheli/core/link-preview";
import type { FastifyBaseLogger } from "fastify";
import type { LinkPreviewSettings } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { processImage } from "../../platform/images.js";
import { OutboundRefused, type SafeFetch } from "../../platform/safe-fetch.js";
import type { Storage } from "../../platform/storage.js";
import { type TtlCache, ttlCache } from "../../platform/ttl-cache.js";
import { storeCard, storedCard } from "./link-preview.queries.js";
import { fetchOEmbed } from "./oembed.js";
import { decodePage, readPageMeta } from "./page-meta.js";

export const LINK_PREVIEW_FOLDER = "link-previews";

export type LinkPreviewServiceDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  fetch: SafeFetch;
  settings: LinkPreviewSettings;
  log: FastifyBaseLogger;
};

/** A card could not be made; `blocked` when the address itself was refused (it reads 'Invalid URL'). */
class NoPreview extends Error {
  constructor(readonly blocked: boolean) {
    super(blocked ? LinkPreviewMessages.invalidUrl : LinkPreviewMessages.noPreview);
  }
}

/**
 * The site did not answer (no such name, connection refused, an error status): doc 1 §7's card titled by its
 * host, kept only for a while, since the site may answer later.
 */
class Unanswered extends Error {
  constructor(readonly card: LinkPreview) {
    super("the site did not answer");
  }
}

const invalidUrl = () => new AppError(AppErrorCode.VALIDATION_FAILED, 422, LinkPreviewMessages.invalidUrl);
const noPreview = (blocked: boolean) =>
  blocked ? invalidUrl() : new AppError(AppErrorCode.VALIDATION_FAILED, 422, LinkPreviewMessages.noPreview);

type CardFields = Partial<Record<"title" | "description" | "image" | "site_name", string | null>>;

const cut = (text: string | null, max: number) =>
  text && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

// A failed or unanswered URL is not asked again for a while: a dead link pasted by many people costs one fetch.
const FAILURE_MEMORY_MS = 10 * 60 * 1000;
const MEMORY_ENTRIES = 2000;

/**
 * `POST /api/link-preview` (doc 1 §3, §7): the card for a URL, made once a day per URL (this node's memory,
 * then the `link_previews` table, then the page itself through the SSRF-safe client). Video services answer by
 * oEmbed, other pages by their OpenGraph or Twitter card, and a page that names nothing is titled by its host.
 * The card's picture is fetched the same safe way, re-encoded and stored: cards never point at other sites' files.
 */
export function linkPreviewService({ db, clock, storage, fetch, settings, log }: LinkPreviewServiceDeps) {
  const cards: TtlCache<LinkPreview> = ttlCache(clock, LinkPreviewLimits.serverCacheMs, MEMORY_ENTRIES);
  const failures: TtlCache<NoPreview> = ttlCache(clock, FAILURE_MEMORY_MS, MEMORY_ENTRIES);
  const standIns: TtlCache<LinkPreview> = ttlCache(clock, FAILURE_MEMORY_MS, MEMORY_ENTRIES);

  const refusal = (error: unknown): NoPreview => {
    if (error instanceof OutboundRefused)
      return new NoPreview(error.reason === "blocked" || error.reason === "scheme");
    throw error;
  };

  /** Saheli's own copy of a picture: re-encoded without EXIF, under a name made from its address. */
  async function keepImage(imageUrl: string, body: Buffer): Promise<string> {
    const image = await processImage(body, "post");
    const name = createHash("sha256").update(imageUrl).digest("hex").slice(0, 40);
    const key = `${LINK_PREVIEW_FOLDER}/${name}.${image.ext}`;
    await storage.put(key, image.body, image.contentType);
    return storage.url(key);
  }

  /** A card's picture, kept; null when it cannot be had (the card goes without one). */
  async function storedImage(imageUrl: string | null): Promise<string | null> {
    if (!imageUrl) return null;
    try {
      return await keepImage(imageUrl, (await fetch(imageUrl, "image")).body);
    } catch (error) {
      log.debug({ err: error, imageUrl }, "link preview image skipped");
      return null;
    }
  }

  function card(url: string, kind: LinkKind, fields: CardFields): LinkPreview {
    const domain = displayDomain(url);
    return {
      url,
      type: kind.type,
      title: cut(fields.title ?? null, LinkPreviewLimits.titleMax) ?? domain,
      description: cut(fields.description ?? null, LinkPreviewLimits.descriptionMax),
      image: fields.image ?? null,
      domain,
      site_name: cut(fields.site_name ?? null, LinkPreviewLimits.siteNameMax),
      embed_type: kind.embed_type,
      embed_url: kind.embed_url,
      video_id: kind.video_id,
    };
  }

  async function videoCard(url: string, kind: LinkKind): Promise<LinkPreview> {
    const service = kind.embed_type as "youtube" | "vimeo" | "dailymotion";
    try {
      const answer = await fetchOEmbed(fetch, settings.oembed[service], url);
      return card(url, kind, {
        title: answer.title,
        description: answer.authorName,
        site_name: answer.providerName,
        image: await storedImage(answer.thumbnailUrl),
      });
    } catch (error) {
      // The player needs only the video's id: without the service's words the card is titled by its host.
      log.debug({ err: error, url }, "oEmbed answered nothing");
      return card(url, kind, {});
    }
  }

  async function pageCard(url: string, kind: LinkKind): Promise<LinkPreview> {
    let response: Awaited<ReturnType<SafeFetch>>;
    try {
      response = await fetch(url, "html");
    } catch (error) {
      if (error instanceof OutboundRefused && (error.reason === "network" || error.reason === "status"))
        throw new Unanswered(card(url, kind, {}));
      throw refusal(error);
    }
    const meta = readPageMeta(decodePage(response.body, response.contentType), response.url);
    return card(url, kind, {
      title: meta.title,
      description: meta.description,
      site_name: meta.siteName,
      image: await storedImage(meta.image),
    });
  }

  async function make(url: string): Promise<LinkPreview> {
    const kind = classifyLink(url);
    if (kind.embed_type && kind.embed_type !== "file") return videoCard(url, kind);
    if (kind.type === "image") {
      let response: Awaited<ReturnType<SafeFetch>>;
      try {
        response = await fetch(url, "image");
      } catch (error) {
        throw refusal(error);
      }
      const image = await keepImage(url, response.body).catch(() => {
        throw new NoPreview(false);
      });
      return card(url, kind, { title: fileNameOf(url), image });
    }
    // A video file is named, never fetched: the card opens it on its own site.
    if (kind.embed_type === "file") return card(url, kind, { title: fileNameOf(url) });
    return pageCard(url, kind);
  }

  /** Memory, then the table, then the site; a fresh card goes to both, a host-titled stand-in to memory only. */
  async function cardFor(url: string): Promise<LinkPreview> {
    const failed = failures.get(url);
    if (failed) throw failed;
    const standIn = standIns.get(url);
    if (standIn) return standIn;
    try {
      return await cards.through(url, async () => {
        const since = new Date(clock.now().getTime() - LinkPreviewLimits.serverCacheMs);
        const stored = await storedCard(db, url, since);
        if (stored) return stored;
        try {
          const made = await make(url);
          await storeCard(db, url, made, clock.now());
          return made;
        } catch (error) {
          if (error instanceof NoPreview) failures.set(url, error);
          throw error;
        }
      });
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error;
      standIns.set(url, error.card);
      return error.card;
    }
  }

  /** The card for what she typed: 422 'Invalid URL' for no URL or a refused address, or when no card can be made. */
  async function preview(rawUrl: string): Promise<LinkPreview> {
    const url = normalizeLinkUrl(rawUrl);
    if (!url) throw invalidUrl();
    try {
      return await cardFor(url);
    } catch (error) {
      if (error instanceof NoPreview) throw noPreview(error.blocked);
      throw error;
    }
  }

  /**
   * The card a new or edited post carries: the server's own for the URL the composer names (made now if it was
   * not asked for before). Null when none can be made: the post still posts, without a card.
   */
  async function forPost(rawUrl: string): Promise<LinkPreview | null> {
    const url = normalizeLinkUrl(rawUrl);
    if (!url) return null;
    try {
      return await cardFor(url);
    } catch (error) {
      if (error instanceof NoPreview) return null;
      log.warn({ err: error, url }, "link preview failed");
      return null;
    }
  }

  return { preview, forPost, forget: () => cards.clear() };
}

export type LinkPreviewService = ReturnType<typeof linkPreviewService>;
