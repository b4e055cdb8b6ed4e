import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { DELETED_COMMENT_TEXT } from "../../src/modules/account/purge.queries.js";
import type { ManualClock } from "../../src/platform/clock.js";
import type { Storage } from "../../src/platform/storage.js";
import { rows } from "../helpers/auth.js";
import { HER, type HerData, seedHerData } from "../helpers/her-data.js";
import { as } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let data: HerData;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp({ relaxedLimits: true }));
  data = await seedHerData(app);
});
afterEach(() => app.close());

/** Every row of every table in the app's schema, as text, with the table it came from. */
async function dumpDatabase(): Promise<{ table: string; text: string }[]> {
  const tables = await rows(
    app,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const out: { table: string; text: string }[] = [];
  for (const { table_name } of tables) {
    const name = String(table_name);
    for (const row of await rows(app, `select t::text as text from "${name}" t`)) {
      out.push({ table: name, text: String(row.text) });
    }
  }
  return out;
}

function listStorage(): string[] {
  const root = app.deps.config.uploadsDir;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
    );
  return walk(root);
}

async function scheduleAndWait() {
  expect((await as(app, data.her).post("/api/account/deletion", {})).statusCode).toBe(200);
  clock.advance(48 * 3600 * 1000 + 1);
}

/** What names her: none of it may be left anywhere once she is purged. */
const markers = () => [
  HER.email,
  HER.fullName,
  "Kapoorwala",
  HER.phone,
  HER.addressLine,
  HER.addressLine2,
  "Zarinagar",
  data.postMedia,
  data.chatFile,
];

describe("account purge", () => {
  it("leaves none of her personal data in any table or in storage", async () => {
    // She also asked for her data, so an archive of it is stored too.
    const asked = await as(app, data.her).post("/api/me/export");
    await app.services.dataExports.prepare(asked.json().export.id);
    const before = listStorage().filter((key) => key.includes(data.her.id));
    expect(before.length).toBeGreaterThanOrEqual(3);
    const dumpBefore = (await dumpDatabase()).map((r) => r.text).join("\n");
    for (const marker of markers().slice(0, 7)) expect(dumpBefore).toContain(marker);

    await scheduleAndWait();
    expect(await app.services.account.purgeIfDue(data.her.id)).toBe(true);

    const leftovers = (await dumpDatabase()).filter(({ text }) =>
      markers().some((marker) => text.toLowerCase().includes(marker.toLowerCase())),
    );
    expect(leftovers).toEqual([]);
    expect(listStorage().filter((key) => key.includes(data.her.id))).toEqual([]);
  });

  it("keeps what others need, anonymised: the shop's order, a comment others answered, her stars", async () => {
    await scheduleAndWait();
    await app.services.account.purgeIfDue(data.her.id);
    const [order] = await rows(
      app,
      "select shipping_address, contact_phone from orders where order_number = $1",
      [data.orderNumber],
    );
    expect(order).toEqual({
      shipping_address: {
        full_name: "Deleted member",
        phone: null,
        address_line: null,
        address_line_2: null,
        city: "Pune",
        state: "Maharashtra",
        pincode: "411001",
        country: "India",
      },
      contact_phone: null,
    });
    const comments = await rows(app, "select id, content, reply_count from comments where user_id = $1", [
      data.her.id,
    ]);
    expect(comments).toEqual([{ id: data.commentWithReply, content: DELETED_COMMENT_TEXT, reply_count: 1 }]);
    // Her other comment went, and her friend's post counts what is left: her kept comment and the reply.
    const [post] = await rows(
      app,
      "select p.comment_count, p.reaction_count from posts p join comments c on c.post_id = p.id where c.id = $1",
      [data.commentWithReply],
    );
    expect(post).toEqual({ comment_count: 2, reaction_count: 0 });
    const [review] = await rows(app, "select rating, comment from listing_reviews where user_id = $1", [
      data.her.id,
    ]);
    expect(review).toEqual({ rating: 5, comment: "" });
    const [message] = await rows(app, "select content, attachments from messages where sender_id = $1", [
      data.her.id,
    ]);
    expect(message).toEqual({ content: "", attachments: [] });
  });

  it("resumes a purge that failed halfway: the retry finishes it", async () => {
    await scheduleAndWait();
    const real = app.deps.storage;
    let deletes = 0;
    // Storage fails on the second file: nothing of the database is changed yet, and the job is retried.
    const flaky: Pick<Storage, "delete"> = {
      delete: async (key) => {
        deletes += 1;
        if (deletes === 2) throw new Error("storage unavailable");
        await real.delete(key);
      },
    };
    const { accountService } = await import("../../src/modules/account/account.service.js");
    const purger = accountService({
      db: app.deps.database.db,
      clock,
      storage: flaky,
      jobs: undefined,
      sessions: { revokeAll: async () => undefined },
      graph: app.services.graph,
    });
    await expect(purger.purgeIfDue(data.her.id)).rejects.toThrow("storage unavailable");
    const [halfway] = await rows(app, "select deleted_at, email from profiles where id = $1", [data.her.id]);
    expect(halfway).toMatchObject({ deleted_at: null, email: HER.email });

    expect(await purger.purgeIfDue(data.her.id)).toBe(true);
    expect(await purger.purgeIfDue(data.her.id)).toBe(false);
    expect(listStorage().filter((key) => key.includes(data.her.id))).toEqual([]);
    const [done] = await rows(app, "select deleted_at, email from profiles where id = $1", [data.her.id]);
    expect(done!.email).toBeNull();
    expect(done!.deleted_at).not.toBeNull();
  });
});
