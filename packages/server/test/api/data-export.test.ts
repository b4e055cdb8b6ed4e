import { unzipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { dataExportService } from "../../src/modules/account/data-export.service.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { CookieJar, call, errorMessage, rows, signIn } from "../helpers/auth.js";
import { HER, type HerData, seedHerData } from "../helpers/her-data.js";
import { as } from "../helpers/people.js";
import { createClockedApp, createTestApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let data: HerData;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp({ relaxedLimits: true }));
  data = await seedHerData(app);
});
afterEach(() => app.close());

async function requestAndPrepare() {
  const asked = await as(app, data.her).post("/api/me/export");
  expect(asked.statusCode).toBe(202);
  const id = asked.json().export.id as string;
  expect(asked.json().export.status).toBe("preparing");
  expect(await app.services.dataExports.prepare(id)).toBe(true);
  return id;
}

/** Archive files in storage (none is left behind by a failed job: its temporary folder goes too). */
const listStored = () =>
  rows(app, "select parts from data_exports").then((all) => all.flatMap((r) => r.parts as unknown[]));

const download = (jar: CookieJar, url: string) =>
  app.inject({ method: "GET", url, headers: { cookie: jar.header() } });

describe("download my data", () => {
  it("prepares a ZIP of her data and files, offered to her for 7 days and e-mailed", async () => {
    const id = await requestAndPrepare();
    const listed = await as(app, data.her).get("/api/me/exports");
    expect(listed.statusCode).toBe(200);
    const [archive] = listed.json().exports;
    expect(archive).toMatchObject({ id, status: "ready" });
    expect(new Date(archive.expires_at).getTime() - clock.now().getTime()).toBe(7 * 86_400_000);
    expect(archive.parts).toHaveLength(1);

    const res = await download(data.her.jar, archive.parts[0].url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="saheli-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(Buffer.from(files[name]!).toString("utf8"));

    expect(json("profile.json")[0]).toMatchObject({ email: HER.email, full_name: HER.fullName });
    expect(json("posts.json")[0].content).toContain(HER.fullName);
    expect(
      json("comments.json")
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([data.commentWithReply, data.commentAlone].sort());
    expect(json("reactions.json")[0]).toMatchObject({ on_type: "post", reaction_type: "love" });
    expect(json("connections.json")[0]).toMatchObject({ status: "accepted", other_full_name: "Asha Friend" });
    // Only what she sent, not her friend's reply.
    expect(json("messages_sent.json").map((m: { content: string }) => m.content)).toEqual([
      `Deliver to ${HER.addressLine}`,
    ]);
    expect(json("orders.json")[0]).toMatchObject({
      order_number: data.orderNumber,
      shop_name: "Bela Crafts",
    });
    expect(json("orders.json")[0].items[0].title).toBe("Banarasi silk saree");
    expect(json("addresses.json")[0]).toMatchObject({ address_line: HER.addressLine, phone: HER.phone });
    expect(json("cart.json")).toHaveLength(1);
    expect(json("wishlist.json")).toHaveLength(1);
    expect(json("reviews.json")[0].rating).toBe(5);
    expect(json("bookings.json")).toEqual([]);
    expect(json("notifications.json")).toBeInstanceOf(Array);
    expect(json("consents.json")).toBeInstanceOf(Array);
    expect(json("verification_history.json")).toBeInstanceOf(Array);
    expect(json("support_tickets.json")[0].messages[0]).toMatchObject({
      from: "you",
      body: `Please call ${HER.phone}`,
    });
    expect(json("newsletter.json")[0]).toMatchObject({ email: HER.email, status: "confirmed" });
    expect(json("privacy_choices.json")[0].analytics).toBe(true);
    expect(json("policy_acceptances.json")[0]).toMatchObject({ slug: "terms", version: 1 });
    expect(Buffer.from(files["README.txt"]!).toString()).toContain("verification photo is not included");
    // Her uploaded files, byte for byte; no secrets anywhere.
    const stored = (key: string) => app.deps.storage.get(key).then((f) => Buffer.from(f!.body));
    expect(Buffer.from(files[`files/${data.postMedia}`]!)).toEqual(await stored(data.postMedia));
    expect(Buffer.from(files[`files/${data.chatFile.replace(/^private\//, "")}`]!)).toEqual(
      await stored(data.chatFile),
    );
    const all = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString("latin1"))
      .join("\n");
    expect(all).not.toMatch(/token_hash|code_hash|image_key/);

    const [mail] = (await as(app, data.her).get("/api/dev/outbox")).json() as {
      to: string;
      subject: string;
    }[];
    expect(mail).toMatchObject({ to: HER.email, subject: "Your Saheli data is ready to download" });
  });

  it("lets nobody else fetch her archive, and nobody signed out", async () => {
    await requestAndPrepare();
    const [archive] = (await as(app, data.her).get("/api/me/exports")).json().exports;
    const theirs = await download(data.friend.jar, archive.parts[0].url);
    expect(theirs.statusCode).toBe(404);
    expect(errorMessage(theirs)).toBe("This archive was not found.");
    expect((await download(new CookieJar(), archive.parts[0].url)).statusCode).toBe(401);
    expect((await as(app, data.friend).get("/api/me/exports")).json().exports).toEqual([]);
    expect((await download(data.her.jar, archive.parts[0].url.replace(/1$/, "2"))).statusCode).toBe(404);
  });

  it("expires after 7 days: the link answers 410 and the files are deleted", async () => {
    const id = await requestAndPrepare();
    const [archive] = (await as(app, data.her).get("/api/me/exports")).json().exports;
    const [row] = await rows(app, "select parts from data_exports where id = $1", [id]);
    const parts = row?.parts;
    const key = (parts as { key: string }[])[0]!.key;
    expect(key).toMatch(new RegExp(`^private/data-exports/${data.her.id}/`));

    clock.advance(7 * 86_400_000 - 60_000);
    // A week on, her session has lapsed: she signs in again.
    const again = await signIn(app, HER.email);
    expect((await download(again.jar, archive.parts[0].url)).statusCode).toBe(200);
    clock.advance(60_000);
    const late = await download(again.jar, archive.parts[0].url);
    expect(late.statusCode).toBe(410);
    expect(errorMessage(late)).toBe("This download link has expired. Ask for a new archive from Settings.");
    const [listed] = (await as(app, again.jar).get("/api/me/exports")).json().exports;
    expect(listed).toMatchObject({ status: "expired", parts: [] });

    expect(await app.services.dataExports.expire(id)).toBe(true);
    expect(await app.deps.storage.stat(key)).toBeNull();
  });

  it("makes one archive at a time, and a new one once it is ready", async () => {
    const first = await as(app, data.her).post("/api/me/export");
    expect(first.statusCode).toBe(202);
    const second = await as(app, data.her).post("/api/me/export");
    expect(second.statusCode).toBe(409);
    expect(errorMessage(second)).toBe(
      "Your data archive is already being prepared. We will e-mail you when it is ready.",
    );
    await app.services.dataExports.prepare(first.json().export.id);
    expect((await as(app, data.her).post("/api/me/export")).statusCode).toBe(202);
  });

  it("splits an archive larger than a part's limit into ZIPs that each open", async () => {
    const { db } = app.deps.database;
    const small = dataExportService({
      db,
      clock,
      storage: app.deps.storage,
      jobs: undefined,
      mailer: { send: async () => undefined },
      publicUrl: "http://localhost",
      log: app.log,
      maxPartBytes: 400,
    });
    const asked = await small.request(data.her.id);
    expect(await small.prepare(asked.id)).toBe(true);
    const [archive] = await small.list(data.her.id);
    expect(archive!.parts.length).toBeGreaterThan(2);
    expect(archive!.parts[1]!.name).toMatch(/-part-2-of-\d+\.zip$/);
    const names = new Set<string>();
    for (const part of archive!.parts) {
      const res = await download(data.her.jar, part.url);
      expect(res.statusCode).toBe(200);
      for (const name of Object.keys(unzipSync(new Uint8Array(res.rawPayload)))) names.add(name);
    }
    expect(names).toContain("profile.json");
    expect(names).toContain(`files/${data.postMedia}`);
  });

  it("reads failed when the job gives up, and she may ask again; a request stuck for an hour frees her slot", async () => {
    const broken = dataExportService({
      db: app.deps.database.db,
      clock,
      storage: {
        ...app.deps.storage,
        putFile: async () => {
          throw new Error("bucket unavailable");
        },
      },
      jobs: undefined,
      mailer: { send: async () => undefined },
      publicUrl: "http://localhost",
      log: app.log,
    });
    const asked = await broken.request(data.her.id);
    await expect(broken.prepare(asked.id)).rejects.toThrow("bucket unavailable");
    await broken.giveUp(asked.id);
    const [failed] = (await as(app, data.her).get("/api/me/exports")).json().exports;
    expect(failed).toMatchObject({ id: asked.id, status: "failed", parts: [] });
    expect(await listStored()).toEqual([]);

    const stuck = await as(app, data.her).post("/api/me/export");
    expect(stuck.statusCode).toBe(202);
    expect((await as(app, data.her).post("/api/me/export")).statusCode).toBe(409);
    clock.advance(61 * 60_000);
    const later = await signIn(app, HER.email);
    expect((await as(app, later.jar).post("/api/me/export")).statusCode).toBe(202);
    const statuses = (await as(app, later.jar).get("/api/me/exports"))
      .json()
      .exports.map((e: { status: string }) => e.status);
    expect(statuses).toEqual(["preparing", "failed", "failed"]);
  });

  it("needs a signed-in person", async () => {
    expect((await call(app, new CookieJar(), { method: "POST", url: "/api/me/export" })).statusCode).toBe(
      401,
    );
    expect((await call(app, new CookieJar(), { url: "/api/me/exports" })).statusCode).toBe(401);
  });
});

describe("the export job", () => {
  it("is worked by the queue, and requests are limited per person", async () => {
    const withJobs = await createTestApp({ jobs: true });
    try {
      const who = await signIn(withJobs, "queued.export@saheli.test");
      const ask = () => call(withJobs, who.jar, { method: "POST", url: "/api/me/export" });
      expect((await ask()).statusCode).toBe(202);
      let status = "preparing";
      for (let i = 0; i < 150 && status === "preparing"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await call(withJobs, who.jar, { url: "/api/me/exports" })).json().exports[0].status;
      }
      expect(status).toBe("ready");
      // Five requests a day, whatever their answers (202, or 409 while one is preparing); the sixth is refused.
      for (let i = 0; i < 4; i++) expect([202, 409]).toContain((await ask()).statusCode);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await withJobs.close();
    }
  });
});
