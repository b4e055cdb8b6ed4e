import { AdminMessages } from "@saheli/core/admin";
import type { Episode, Live, ShowCard, ShowDetail, Slot } from "@saheli/core/contracts/radio";
import { RadioMessages, weekOffsetOf } from "@saheli/core/radio";
import { silentM4a, silentMp3, silentOpus } from "@saheli/core/radio-audio-samples";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { errorOf, rows, signIn } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";
import { makeAdmin } from "../helpers/verification.js";

let app: App;
let clock: ManualClock;
let admin: Member;
let host: Member; // proposes and hosts
let listener: Member;
let stranger: Member;

const MIN = 60_000;

beforeAll(async () => {
  ({ app, clock } = await createClockedApp({ relaxedLimits: true }));
  admin = await makeAdmin(app, "admin.radio@example.in");
  host = await member(app, "host.radio@example.in", { full_name: "Kavya Rao" });
  listener = await member(app, "listener.radio@example.in", { full_name: "Sunita Das" });
  stranger = await member(app, "stranger.radio@example.in", { full_name: "Rekha Pillai" });
});
afterAll(async () => {
  await app.close();
});

async function cover(who: Member) {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#7a3366" } })
    .png()
    .toBuffer();
  const res = await uploadAs(app, who, "/api/upload", png, "cover.png", "image/png");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

/** A multipart episode: the text fields first, then the file. */
function episodeForm(
  bytes: Uint8Array,
  fields: Record<string, string>,
  filename = "episode.mp3",
  type = "audio/mpeg",
) {
  const boundary = "----saheli-radio-boundary";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join("")}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  who: Member,
  showId: string,
  bytes: Uint8Array,
  title = "Episode one",
  filename?: string,
  type?: string,
) {
  const form = episodeForm(bytes, { title, description: "Notes" }, filename, type);
  return app.inject({
    method: "POST",
    url: `/api/radio/shows/${showId}/episodes`,
    payload: form.payload,
    headers: { ...form.headers, cookie: who.jar.header(), "sec-fetch-site": "same-origin" },
  });
}

let show: ShowCard;
let episode: Episode;

describe("shows: proposed by a verified member, decided by an admin", () => {
  it("takes a proposal, pending and unlisted until approved", async () => {
    const res = await as(app, host).post("/api/radio/shows", {
      title: "Chai with Founders",
      description: "Women who built their businesses, in their own words.",
      cover_url: await cover(host),
      category: "business",
    });
    expect(res.statusCode, res.body).toBe(201);
    show = res.json();
    expect(show).toMatchObject({
      status: "pending",
      slug: `chai-with-founders-${show.id}`,
      host: { id: host.id },
    });
    expect((await as(app, listener).get("/api/radio/shows")).json().items).toEqual([]);
    expect((await as(app, listener).get(`/api/radio/shows/${show.slug}`)).statusCode).toBe(404);
    expect((await as(app, host).get(`/api/radio/shows/${show.slug}`)).statusCode).toBe(200);
  });

  it("refuses a proposal without its parts, or with someone else's cover", async () => {
    const missing = await as(app, host).post("/api/radio/shows", {
      title: "",
      description: "x",
      cover_url: "",
      category: "business",
    });
    expect(missing.statusCode).toBe(400);
    const notHers = await as(app, stranger).post("/api/radio/shows", {
      title: "Borrowed",
      description: "x",
      cover_url: await cover(host),
      category: "music",
    });
    expect(notHers.statusCode).toBe(400);
    expect(errorOf(notHers).message).toBe(RadioMessages.coverNotOwn);
    const unverified = await signIn(app, "unverified.radio@example.in");
    const refused = await as(app, unverified.jar).post("/api/radio/shows", {
      title: "Mine",
      description: "x",
      cover_url: "/media/post-media/x/y.webp",
      category: "music",
    });
    expect(refused.statusCode).toBe(403);
  });

  it("keeps the admin routes for admins: a member gets 403 on each", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/radio/shows"],
      ["POST", `/api/admin/radio/shows/${show.id}/approve`, { reason: "Looks good to me" }],
      ["POST", `/api/admin/radio/shows/${show.id}/decline`, { reason: "Not for us now" }],
    ];
    for (const [method, url, body] of routes) {
      const res = await as(app, host)[method === "GET" ? "get" : "post"](url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("an admin approves with a reason, in the audit log; the host is told", async () => {
    const queue = await as(app, admin).get("/api/admin/radio/shows?status=pending");
    expect(queue.json().items.map((s: ShowCard) => s.id)).toContain(show.id);
    const noReason = await as(app, admin).post(`/api/admin/radio/shows/${show.id}/approve`, { reason: "" });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).message).toBe(AdminMessages.reasonRequired);
    const res = await as(app, admin).post(`/api/admin/radio/shows/${show.id}/approve`, {
      reason: "A clear, useful show",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("approved");
    const again = await as(app, admin).post(`/api/admin/radio/shows/${show.id}/decline`, {
      reason: "Changed my mind",
    });
    expect(again.statusCode).toBe(409);
    const audit = await rows(
      app,
      "select action, reason, actor_id from admin_audit_log where target_id = $1",
      [show.id],
    );
    expect(audit).toEqual([
      { action: "radio.show.approve", reason: "A clear, useful show", actor_id: admin.id },
    ]);
    const told = await rows(app, "select title from notifications where recipient_id = $1", [host.id]);
    expect(told.map((r) => r.title)).toContain("Chai with Founders is on Saheli Radio");
    expect((await as(app, listener).get("/api/radio/shows?q=founders")).json().items).toHaveLength(1);
  });

  it("a declined show shows its host why, and nobody else", async () => {
    const res = await as(app, stranger).post("/api/radio/shows", {
      title: "Late night",
      description: "Music",
      cover_url: await cover(stranger),
      category: "music",
    });
    const declined = await as(app, admin).post(`/api/admin/radio/shows/${res.json().id}/decline`, {
      reason: "Please add a schedule",
    });
    expect(declined.json()).toMatchObject({ status: "declined", decline_reason: "Please add a schedule" });
    const mine = (await as(app, stranger).get("/api/radio/shows/mine")).json().items as ShowCard[];
    expect(mine[0]?.decline_reason).toBe("Please add a schedule");
    expect((await as(app, listener).get(`/api/radio/shows/${res.json().id}`)).statusCode).toBe(404);
  });
});

describe("episodes: audio checked by its bytes, streamed with ranges", () => {
  it("refuses what is not audio, whatever its name and type say", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    for (const bytes of [png, Buffer.from("%PDF-1.7 a document, not a song".repeat(20))]) {
      const res = await upload(host, show.id, bytes, "Fake", "fake.mp3", "audio/mpeg");
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).message).toBe(RadioMessages.notAudio);
    }
    // Starts like an MP3, then is something else.
    const spoof = Buffer.concat([Buffer.from(silentMp3(1)).subarray(0, 500), Buffer.alloc(20_000, 0x41)]);
    expect((await upload(host, show.id, spoof)).statusCode).toBe(415);
    const count = await rows(app, "select count(*)::int as n from radio_episodes");
    expect(count[0]?.n).toBe(0);
  });

  it("only the host uploads, to an approved show", async () => {
    expect((await upload(stranger, show.id, silentMp3(2))).statusCode).toBe(404);
  });

  it("takes MP3, M4A and Opus, reading their duration", async () => {
    const res = await upload(host, show.id, silentMp3(90), "Meet Anjali");
    expect(res.statusCode, res.body).toBe(201);
    episode = res.json();
    expect(episode).toMatchObject({ title: "Meet Anjali", content_type: "audio/mpeg" });
    expect(Math.abs(episode.duration_ms - 90_000)).toBeLessThan(100);
    clock.advance(1000);
    const m4a = await upload(host, show.id, silentM4a(30), "In M4A", "x.bin", "application/octet-stream");
    expect(m4a.json()).toMatchObject({ content_type: "audio/mp4", duration_ms: 30_000 });
    clock.advance(1000);
    const opus = await upload(host, show.id, silentOpus(12), "In Opus");
    expect(opus.json().content_type).toBe("audio/ogg");
    const page = (await as(app, listener).get(`/api/radio/shows/${show.slug}`)).json() as ShowDetail;
    expect(page.episodes.map((e) => e.title)).toEqual(["In Opus", "In M4A", "Meet Anjali"]);
  });

  it("streams the whole file, or a byte range as 206 with its Content-Range", async () => {
    const size = silentMp3(90).length;
    const whole = await app.inject({ url: episode.audio_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.length).toBe(size);
    const part = await app.inject({ url: episode.audio_url, headers: { range: "bytes=1000-1999" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1000-1999/${size}`);
    expect(part.rawPayload.length).toBe(1000);
    expect(part.headers["content-encoding"]).toBeUndefined();
    const tail = await app.inject({ url: episode.audio_url, headers: { range: "bytes=-100" } });
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    const past = await app.inject({ url: episode.audio_url, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
  });
});

describe("favourites", () => {
  it("follows and unfollows a show; her favourites list it", async () => {
    const on = await as(app, listener).put(`/api/radio/shows/${show.id}/follow`);
    expect(on.json()).toMatchObject({ following: true, follower_count: 1 });
    expect(
      (await as(app, listener).get("/api/radio/favorites")).json().items.map((s: ShowCard) => s.id),
    ).toEqual([show.id]);
    await as(app, listener).del(`/api/radio/shows/${show.id}/follow`);
    expect((await as(app, listener).get("/api/radio/favorites")).json().items).toEqual([]);
    expect((await app.inject({ url: "/api/radio/favorites" })).statusCode).toBe(401);
  });
});

describe("the weekly schedule and the live clock", () => {
  /** The slot that starts `minutesAhead` from now (on a five-minute mark), India time. */
  function slotFromNow(minutesAhead: number) {
    const offset = weekOffsetOf(new Date(clock.now().getTime() + minutesAhead * MIN));
    const minuteOfWeek = Math.ceil(offset / MIN / 5) * 5;
    return { weekday: Math.floor(minuteOfWeek / 1440) % 7, start_minute: minuteOfWeek % 1440 };
  }

  let slot: Slot;
  it("has nothing on air, and no station configured: off", async () => {
    const live = (await app.inject({ url: "/api/radio/live" })).json() as Live;
    expect(live).toMatchObject({ mode: "off", slot: null, position_ms: null, station_url: null });
  });

  it("lets the host schedule her episode; not a stranger; no overlaps", async () => {
    const at = slotFromNow(10);
    const res = await as(app, host).post("/api/radio/schedule", { episode_id: episode.id, ...at });
    expect(res.statusCode, res.body).toBe(201);
    slot = res.json();
    expect(slot).toMatchObject({ ...at, duration_ms: episode.duration_ms });
    const foreign = await as(app, stranger).post("/api/radio/schedule", {
      episode_id: episode.id,
      ...slotFromNow(300),
    });
    expect(foreign.statusCode).toBe(403);
    const clash = await as(app, admin).post("/api/radio/schedule", { episode_id: episode.id, ...at });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(RadioMessages.slotTaken);
    const offMark = await as(app, host).post("/api/radio/schedule", {
      episode_id: episode.id,
      weekday: at.weekday,
      start_minute: (at.start_minute + 600 + 1) % 1440,
    });
    expect(offMark.statusCode).toBe(400);
    expect((await app.inject({ url: "/api/radio/schedule" })).json().slots).toHaveLength(1);
  });

  it("plays it live at the same position for everyone, from the slot's start on the server clock", async () => {
    const before = (await app.inject({ url: "/api/radio/live" })).json() as Live;
    expect(before.mode).toBe("off");
    expect(before.next?.slot.id).toBe(slot.id);
    const startsAt = new Date(before.next!.starts_at).getTime();
    clock.advance(startsAt - clock.now().getTime() + 42_000);
    const [a, b] = await Promise.all([
      app.inject({ url: "/api/radio/live" }),
      as(app, listener).get("/api/radio/live"),
    ]);
    for (const live of [a.json(), b.json()] as Live[]) {
      expect(live).toMatchObject({
        mode: "episode",
        position_ms: 42_000,
        started_at: new Date(startsAt).toISOString(),
      });
      expect(live.slot?.episode.id).toBe(episode.id);
    }
    clock.advance(episode.duration_ms);
    expect(((await app.inject({ url: "/api/radio/live" })).json() as Live).mode).toBe("off");
  });

  it("counts listeners by their players' heartbeats, within the window", async () => {
    const ids = ["7b6f5a4e-1111-4a4a-8a8a-000000000001", "7b6f5a4e-1111-4a4a-8a8a-000000000002"];
    for (const id of ids)
      await app.inject({ method: "POST", url: "/api/radio/live/listeners", payload: { listener_id: id } });
    const again = await app.inject({
      method: "POST",
      url: "/api/radio/live/listeners",
      payload: { listener_id: ids[0] },
    });
    expect(again.json()).toEqual({ listeners: 2 });
    clock.advance(60_000);
    expect(((await app.inject({ url: "/api/radio/live" })).json() as Live).listeners).toBe(0);
  });

  it("takes live chat from verified members", async () => {
    // The live clock moved the server's time past the sessions' life (up to 15 minutes plus the episode):
    // everyone signs in again, as she would.
    host = await member(app, host.email, { full_name: "Kavya Rao" });
    listener = await member(app, listener.email, { full_name: "Sunita Das" });
    stranger = await member(app, stranger.email, { full_name: "Rekha Pillai" });
    const said = await as(app, listener).post("/api/radio/live/chat", { body: "  Loving this episode!  " });
    expect(said.statusCode, said.body).toBe(201);
    expect(said.json()).toMatchObject({ body: "Loving this episode!", author: { id: listener.id } });
    expect((await as(app, listener).post("/api/radio/live/chat", { body: "   " })).statusCode).toBe(400);
    const lines = (await app.inject({ url: "/api/radio/live/chat" })).json().items;
    expect(lines.map((l: { body: string }) => l.body)).toEqual(["Loving this episode!"]);
  });

  it("lets the host take her slot off; others may not", async () => {
    expect((await as(app, stranger).del(`/api/radio/schedule/${slot.id}`)).statusCode).toBe(404);
    expect((await as(app, host).del(`/api/radio/schedule/${slot.id}`)).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/radio/schedule" })).json().slots).toEqual([]);
  });
});

describe("radio in global search", () => {
  it("finds approved shows and their episodes in a Radio group, nothing pending or declined", async () => {
    const res = await as(app, listener).get("/api/search?q=founders");
    expect(res.statusCode, res.body).toBe(200);
    const radio = res.json().groups.radio as { title: string; href: string }[];
    expect(radio).toContainEqual(
      expect.objectContaining({ title: "Chai with Founders", href: `/radio/shows/${show.slug}` }),
    );
    const episodes = (await as(app, listener).get("/api/search?q=anjali")).json().groups.radio;
    expect(episodes).toContainEqual(
      expect.objectContaining({
        title: "Meet Anjali",
        href: `/radio/shows/${show.slug}?episode=${episode.id}`,
      }),
    );
    expect((await as(app, listener).get("/api/search?q=late night")).json().groups.radio).toEqual([]);
  });
});
