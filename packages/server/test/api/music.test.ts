import type { PostView } from "@saheli/core/contracts/feed";
import { MusicMessages } from "@saheli/core/music";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { sampleSongs, startYouTubeStandin } from "../fakes/youtube.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

type Standin = Awaited<ReturnType<typeof startYouTubeStandin>>;

let standin: Standin;
let app: App;
let offApp: App;
let asha: Member;
let bela: Member;

const search = (on: App, who: Member, query: string) => as(on, who).get(`/api/music/search?${query}`);

beforeAll(async () => {
  standin = await startYouTubeStandin({ apiKey: "yt-test-key", songs: sampleSongs() });
  app = await createTestApp({
    relaxedLimits: true,
    env: { YOUTUBE_API_KEY: "yt-test-key", YOUTUBE_API_BASE_URL: standin.apiBaseUrl },
  });
  offApp = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
});
afterAll(async () => {
  await Promise.all([app.close(), offApp.close()]);
  await standin.close();
});

describe("music search", () => {
  it("asks the video service for music videos with the key, and shows at most 20", async () => {
    const res = await search(app, asha, "q=diwali%20beats");
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(20);
    expect(items[0]).toEqual({
      video_id: "bbbbbbbbb01",
      title: "Diwali Beats 1",
      channel: "Festive Mixes",
      thumbnail_url: "https://i.ytimg.com/vi/bbbbbbbbb01/mqdefault.jpg",
    });
    const sent = standin.searches().at(-1)!;
    expect(sent).toMatchObject({
      key: "yt-test-key",
      type: "video",
      part: "snippet",
      videoCategoryId: "10",
      maxResults: "20",
      q: "diwali beats",
    });
  });

  it("reads the service's escaped titles as plain text", async () => {
    const { items } = (await search(app, asha, "q=monsoon")).json();
    expect(items[0].title).toBe("Monsoon Raga (Sitar & Tabla)");
  });

  it("sends a genre as the service's topic, or as a word when it has none", async () => {
    await search(app, asha, "q=evening&genre=Jazz");
    expect(standin.searches().at(-1)).toMatchObject({ q: "evening", topicId: "/m/03_d0" });
    const folk = await search(app, asha, "q=rajasthan&genre=Folk");
    expect(standin.searches().at(-1)).toMatchObject({ q: "rajasthan folk" });
    expect(folk.json().items[0].video_id).toBe("aaaaaaaaaa3");
  });

  it("answers the same words from its cache without asking the service again", async () => {
    const before = standin.searches().length;
    await search(app, bela, "q=Diwali%20Beats");
    expect(standin.searches().length).toBe(before);
  });

  it("nothing found is an empty list", async () => {
    const res = await search(app, asha, "q=nothing%20like%20this");
    expect(res.json().items).toEqual([]);
  });

  it("the service failing or refusing the key is the spec's message", async () => {
    standin.script("GET", "/youtube/v3/search", {
      status: 403,
      body: { error: { code: 403, message: "quotaExceeded", errors: [{ reason: "quotaExceeded" }] } },
    });
    const quota = await search(app, asha, "q=quota");
    expect(quota.statusCode).toBe(502);
    expect(quota.json().error.message).toBe(MusicMessages.searchFailed);

    standin.script("GET", "/youtube/v3/search", { status: 500, body: { error: "boom" } });
    const down = await search(app, asha, "q=down");
    expect(down.statusCode).toBe(502);
    expect(down.json().error.message).toBe(MusicMessages.searchFailed);
    // A failure is not cached: the next search with those words asks again.
    expect((await search(app, asha, "q=down")).statusCode).toBe(200);
  });

  it("an empty or overlong query is refused before the service is asked", async () => {
    const before = standin.searches().length;
    expect((await search(app, asha, "q=")).statusCode).toBe(400);
    expect((await search(app, asha, `q=${"a".repeat(101)}`)).statusCode).toBe(400);
    expect((await search(app, asha, "q=x&genre=Bhangra")).statusCode).toBe(400);
    expect(standin.searches().length).toBe(before);
  });

  it("is for members only", async () => {
    const res = await app.inject({ method: "GET", url: "/api/music/search?q=jazz" });
    expect(res.statusCode).toBe(401);
  });

  it("without YOUTUBE_API_KEY, says the key is missing", async () => {
    const carol = await member(offApp, "carol@example.in", { full_name: "Carol D" });
    expect((await as(offApp, carol).get("/api/music/status")).json()).toEqual({ available: false });
    expect((await as(app, asha).get("/api/music/status")).json()).toEqual({ available: true });
    const res = await search(offApp, carol, "q=jazz");
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(MusicMessages.keyMissing);
  });
});

describe("music on a post", () => {
  const track = {
    video_id: "aaaaaaaaaa2",
    title: "Evening Jazz in Mumbai",
    channel: "Bombay Jazz Club",
    thumbnail_url: "https://i.ytimg.com/vi/aaaaaaaaaa2/mqdefault.jpg",
    start_seconds: 30,
  };

  it("is stored with the post and read back on its card and in the feed", async () => {
    const res = await as(app, asha).post("/api/posts", { content: "Chai and jazz tonight", music: track });
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json() as PostView;
    expect(post.music).toEqual({ ...track, volume: 80 });
    const feed = (await as(app, bela).get("/api/feed")).json() as { items: PostView[] };
    expect(feed.items.find((p) => p.id === post.id)?.music).toEqual({ ...track, volume: 80 });
    const plain = await as(app, asha).post("/api/posts", { content: "No song on this one" });
    expect((plain.json() as PostView).music ?? null).toBeNull();
  });

  it("refuses a track that is not from the music search", async () => {
    for (const bad of [
      { ...track, video_id: "javascript:" },
      { ...track, thumbnail_url: "https://tracker.example/pixel.gif" },
      { ...track, volume: 150 },
      { ...track, title: "" },
    ]) {
      const res = await as(app, bela).post("/api/posts", { content: "Bad song", music: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
