import type { LookupAddress } from "node:dns";
import type { PostView } from "@saheli/core/contracts/feed";
import type { LinkPreview } from "@saheli/core/contracts/link-preview";
import { LinkPreviewMessages } from "@saheli/core/link-preview";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { OutboundRefused, safeFetcher } from "../../src/platform/safe-fetch.js";
import {
  ARTICLE_DESCRIPTION,
  ARTICLE_TITLE,
  type LinkSites,
  startCanary,
  startLinkSites,
} from "../fakes/link-sites.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let sites: LinkSites;
let canary: Awaited<ReturnType<typeof startCanary>>;
let asha: Member;

beforeAll(async () => {
  sites = await startLinkSites();
  canary = await startCanary();
  sites.redirectTarget.url = `http://127.0.0.1:${canary.port}/`;
  app = await createTestApp({
    relaxedLimits: true,
    env: {
      LINK_PREVIEW_ALLOWED_HOSTS: sites.host,
      YOUTUBE_OEMBED_URL: `${sites.origin}/oembed`,
      VIMEO_OEMBED_URL: `${sites.origin}/oembed`,
      DAILYMOTION_OEMBED_URL: `${sites.origin}/oembed`,
    },
  });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
});
afterAll(async () => {
  await app.close();
  await sites.close();
  await canary.close();
});

const preview = (url: string) => as(app, asha).post("/api/link-preview", { url });

describe("the SSRF matrix: nothing inside is ever asked", () => {
  const inside = () => [
    `http://127.0.0.1:${canary.port}/`,
    `http://0.0.0.0:${canary.port}/`,
    `http://[::1]:${canary.port}/`,
    `http://[::ffff:127.0.0.1]:${canary.port}/`,
    `http://2130706433:${canary.port}/`,
    `http://0x7f.1:${canary.port}/`,
    `http://017700000001:${canary.port}/`,
    `http://127.1:${canary.port}/`,
    "http://10.0.0.1/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fe80::1]/",
    `http://localhost:${canary.port}/`,
    `localhost:${canary.port}/`,
    `${sites.origin}/to-elsewhere`,
    `file:///etc/passwd`,
    `gopher://127.0.0.1:${canary.port}/_GET`,
    "javascript:alert(1)",
    "not a url",
  ];

  it("answers 422 'Invalid URL' for every loopback, private, link-local, special or non-http(s) address", async () => {
    for (const url of inside()) {
      const res = await preview(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
      expect(res.json().error.message, url).toBe(LinkPreviewMessages.invalidUrl);
    }
    expect(canary.requests()).toBe(0);
  });

  it("follows at most 3 redirects", async () => {
    const three = await preview(`${sites.origin}/hop/2`);
    expect(three.statusCode, three.body).toBe(200);
    expect((three.json() as LinkPreview).title).toBe(ARTICLE_TITLE);
    const four = await preview(`${sites.origin}/hop/3`);
    expect(four.statusCode).toBe(422);
    expect(four.json().error.message).toBe(LinkPreviewMessages.noPreview);
    // /hop/3 → 2 → 1 → 0 were asked; /hop/0's redirect, the fourth, was not followed to the article.
    expect(sites.hits("/hop/0")).toBe(2);
    expect(sites.hits("/article")).toBe(1);
  });

  it("checks the addresses a name resolves to when connecting, every time (no DNS rebinding)", async () => {
    let answers = 0;
    // A name that answers a public address first and loopback after: each connection is checked anew.
    const rebinding = ((
      _host: string,
      _options: unknown,
      callback: (e: null, a: LookupAddress[]) => void,
    ) => {
      answers++;
      callback(null, [{ address: answers === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }]);
    }) as unknown as typeof import("node:dns").lookup;
    const fetch = safeFetcher({ lookup: rebinding, timeoutMs: 500 });
    await expect(fetch(`http://rebind.test:${canary.port}/`, "html")).rejects.toThrow(OutboundRefused);
    const second = fetch(`http://rebind.test:${canary.port}/`, "html");
    await expect(second).rejects.toMatchObject({ reason: "blocked" });
    // One of several addresses inside is enough to refuse the name.
    const mixed = ((_h: string, _o: unknown, callback: (e: null, a: LookupAddress[]) => void) =>
      callback(null, [
        { address: "93.184.216.34", family: 4 },
        { address: "::1", family: 6 },
      ])) as unknown as typeof import("node:dns").lookup;
    await expect(
      safeFetcher({ lookup: mixed })(`http://two.test:${canary.port}/`, "html"),
    ).rejects.toMatchObject({
      reason: "blocked",
    });
    expect(canary.requests()).toBe(0);
  });
});

describe("cards from pages", () => {
  it("reads OpenGraph: title, description, site name, and keeps its own re-encoded copy of the picture", async () => {
    const res = await preview(`${sites.origin}/article`);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json() as LinkPreview;
    expect(card).toMatchObject({
      url: `${sites.origin}/article`,
      type: "basic",
      title: ARTICLE_TITLE,
      description: ARTICLE_DESCRIPTION,
      site_name: "Priya's Looms",
      domain: "127.0.0.1",
      embed_type: null,
    });
    expect(card.image).toMatch(/^\/media\/link-previews\/[0-9a-f]+\.jpg$/);
    const image = await app.inject({ method: "GET", url: card.image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
  });

  it("reads a Twitter card when there is no OpenGraph, then the title, then names the host", async () => {
    expect((await preview(`${sites.origin}/twitter`)).json()).toMatchObject({
      title: "A tweet-sized card",
      description: "Only Twitter's tags here",
      image: null,
    });
    expect((await preview(`${sites.origin}/titled`)).json()).toMatchObject({ title: "Just a title" });
    expect((await preview(`${sites.origin}/bare`)).json()).toMatchObject({
      title: "127.0.0.1",
      description: null,
    });
  });

  it("asks a video service by oEmbed and plays it in the service's own player, whatever HTML the answer holds", async () => {
    const res = await preview("youtu.be/dQw4w9WgXcQ");
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json() as LinkPreview;
    expect(card).toMatchObject({
      url: "https://youtu.be/dQw4w9WgXcQ",
      type: "video",
      title: "Block printing with natural dyes",
      site_name: "YouTube",
      embed_type: "youtube",
      video_id: "dQw4w9WgXcQ",
      embed_url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(card.image).toMatch(/^\/media\/link-previews\//);
    expect(sites.hits("/oembed")).toBeGreaterThanOrEqual(1);
  });

  it("refuses what is not a web page, a page over 1 MB and a page slower than 5 s: no card", async () => {
    for (const path of ["/data.json", "/big", "/big-declared", "/slow"]) {
      const started = Date.now();
      const res = await preview(`${sites.origin}${path}`);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().error.message, path).toBe(LinkPreviewMessages.noPreview);
      expect(Date.now() - started, path).toBeLessThan(8_000);
    }
  }, 20_000);

  it("titles the card by its host when the site does not answer (doc 1 §7), and asks again later", async () => {
    expect((await preview(`${sites.origin}/missing`)).json()).toMatchObject({
      title: "127.0.0.1",
      image: null,
    });
    const nowhere = await preview("https://no-such-shop.invalid/sale");
    expect(nowhere.statusCode, nowhere.body).toBe(200);
    expect(nowhere.json()).toMatchObject({ title: "no-such-shop.invalid", domain: "no-such-shop.invalid" });
    const [stored] = await rows(
      app,
      "select count(*)::int as n from link_previews where url like '%no-such-shop%'",
    );
    expect((stored as { n: number } | undefined)?.n).toBe(0);
  });

  it("fetches a URL once for a day, and once for many people asking at the same time", async () => {
    const url = `${sites.origin}/counted`;
    const cards = await Promise.all([preview(url), preview(url), preview(url)]);
    for (const res of cards) expect(res.statusCode).toBe(200);
    await preview(url);
    expect(sites.hits("/counted")).toBe(1);
  });

  it("is for members only", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/link-preview",
      payload: { url: sites.origin },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("cards on posts", () => {
  it("puts the server's own card on her post, whatever title or picture the client sends", async () => {
    const url = `${sites.origin}/article-2`;
    const res = await as(app, asha).post("/api/posts", {
      content: `New stock! ${url}`,
      link_preview: { url, title: "Free money", image: "https://evil.example/x.png" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json() as PostView;
    expect(post.link_preview).toMatchObject({ url, title: ARTICLE_TITLE });
    expect(post.link_preview?.image).toMatch(/^\/media\/link-previews\//);
    const feed = await as(app, asha).get("/api/feed?sort=recent");
    const inFeed = (feed.json().items as PostView[]).find((p) => p.id === post.id);
    expect(inFeed?.link_preview?.title).toBe(ARTICLE_TITLE);
  });

  it("posts without a card when none can be made, and she can take a card off when editing", async () => {
    const noCard = await as(app, asha).post("/api/posts", {
      content: "Look inside",
      link_preview: { url: `http://127.0.0.1:${canary.port}/` },
    });
    expect(noCard.statusCode, noCard.body).toBe(200);
    expect((noCard.json() as PostView).link_preview).toBeNull();

    const withCard = await as(app, asha).post("/api/posts", {
      content: "Twitter card",
      link_preview: { url: `${sites.origin}/twitter` },
    });
    const id = (withCard.json() as PostView).id;
    expect((withCard.json() as PostView).link_preview?.title).toBe("A tweet-sized card");
    const edited = await as(app, asha).patch(`/api/posts/${id}`, { link_preview: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as PostView).link_preview).toBeNull();
    expect(canary.requests()).toBe(0);
  });
});
