import { SavedLimits, SavedMessages } from "@saheli/core/saved";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorMessage, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;
let vendor: Member;

beforeEach(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  vendor = await member(app, "vendor@example.in", { full_name: "Meera Loom" });
  await category(app, "Sarees");
  await openShop(app, vendor, "Meera's Loom", ["Sarees"]);
});
afterEach(() => app.close());

const publish = async (who: Member, content: string, visibility = "public") =>
  (await as(app, who).post("/api/posts", { content, visibility })).json().id as string;
const newCollection = async (who: Member, name: string) => {
  const res = await as(app, who).post("/api/saved/collections", { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; item_count: number };
};
const savedIds = async (who: Member, query = "") =>
  (
    (await as(app, who).get(`/api/saved${query}`)).json().items as { kind: string; [k: string]: unknown }[]
  ).map((item) => `${item.kind}:${(item[item.kind] as { id: string }).id}`);
const overview = async (who: Member) => (await as(app, who).get("/api/saved/collections")).json();

async function aJob(poster: Member, title: string) {
  const [row] = await rows(
    app,
    `insert into jobs (poster_id, business_name, title, slug, job_type, pay_min, pay_max, pay_period, description,
       how_to_apply, closes_on)
     values ($1, 'Meera''s Loom', $2, 'weaver', 'part_time', 15000, 20000, 'month', 'Weave with us.',
       'Apply here.', (now() + interval '20 days')::date) returning id`,
    [poster.id, title],
  );
  return String(row?.id);
}

describe("saved items", () => {
  it("lists saved posts, listings and jobs together, newest saved first, one source with the feed's saves", async () => {
    const post = await publish(asha, "Pricing handloom for export");
    const listing = (await list(app, vendor, physical())).id;
    const job = await aJob(vendor, "Weaver");
    // Saved through each thing's own button, and through /saved: one list.
    await as(app, bela).put(`/api/posts/${post}/save`);
    expect((await as(app, bela).put(`/api/wishlist/${listing}`)).statusCode).toBe(200);
    expect((await as(app, bela).put(`/api/saved/job/${job}`, { collection_id: null })).json()).toEqual({
      saved: true,
      collection_id: null,
    });

    expect(await savedIds(bela)).toEqual([`job:${job}`, `listing:${listing}`, `post:${post}`]);
    expect(await savedIds(bela, "?kind=listing")).toEqual([`listing:${listing}`]);
    const page = (await as(app, bela).get("/api/saved")).json();
    expect(page.items[0].job).toMatchObject({ title: "Weaver", is_open: true, pay_min: 15000 });
    expect(page.items[1].listing).toMatchObject({ title: "Banarasi silk saree", price: 4500 });
    expect(page.items[2].post).toMatchObject({
      excerpt: "Pricing handloom for export",
      author: { full_name: "Asha Rao" },
    });

    // Unsaving in /saved is unsaving in the feed.
    expect((await as(app, bela).del(`/api/saved/post/${post}`)).statusCode).toBe(204);
    expect((await as(app, bela).get("/api/saved-posts")).json().items).toEqual([]);
    expect((await as(app, bela).get(`/api/posts/${post}`)).json().saved).toBe(false);
    // Nobody else's saves show.
    expect(await savedIds(asha)).toEqual([]);
  });

  it("pages by a cursor without repeats", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const id = await publish(asha, `Post ${n}`);
      await as(app, bela).put(`/api/posts/${id}/save`);
      ids.unshift(`post:${id}`);
    }
    const first = (await as(app, bela).get("/api/saved?limit=2")).json();
    const second = (await as(app, bela).get(`/api/saved?limit=2&cursor=${first.next_cursor}`)).json();
    const third = (await as(app, bela).get(`/api/saved?limit=2&cursor=${second.next_cursor}`)).json();
    const seen = [...first.items, ...second.items, ...third.items].map(
      (item: { post: { id: string } }) => `post:${item.post.id}`,
    );
    expect(seen).toEqual(ids);
    expect(third.next_cursor).toBeNull();
    expect((await as(app, bela).get("/api/saved?cursor=not-a-cursor")).statusCode).toBe(400);
  });

  it("leaves out a saved post she may no longer read", async () => {
    const post = await publish(asha, "Soon private");
    await as(app, bela).put(`/api/posts/${post}/save`);
    await rows(app, "update posts set visibility = 'private' where id = $1", [post]);
    expect(await savedIds(bela)).toEqual([]);
    expect((await overview(bela)).all_count).toBe(0);
  });
});

describe("collections", () => {
  it("creates, renames and lists her collections with counts, refusing bad and repeated names", async () => {
    const gifts = await newCollection(bela, "  Gift   ideas ");
    expect(gifts).toMatchObject({ name: "Gift ideas", item_count: 0 });
    expect(errorMessage(await as(app, bela).post("/api/saved/collections", { name: "gift IDEAS" }))).toBe(
      SavedMessages.nameTaken,
    );
    expect(errorMessage(await as(app, bela).post("/api/saved/collections", { name: "   " }))).toContain(
      SavedMessages.nameRequired,
    );
    expect(
      errorMessage(
        await as(app, bela).post("/api/saved/collections", { name: "x".repeat(SavedLimits.nameMax + 1) }),
      ),
    ).toContain(SavedMessages.nameTooLong);
    // Another person may use the same name.
    await newCollection(asha, "Gift ideas");

    const renamed = await as(app, bela).patch(`/api/saved/collections/${gifts.id}`, { name: "Diwali gifts" });
    expect(renamed.json()).toMatchObject({ id: gifts.id, name: "Diwali gifts" });
    await newCollection(bela, "Reading");
    expect(
      errorMessage(await as(app, bela).patch(`/api/saved/collections/${gifts.id}`, { name: "reading" })),
    ).toBe(SavedMessages.nameTaken);
    expect((await overview(bela)).collections.map((c: { name: string }) => c.name)).toEqual([
      "Reading",
      "Diwali gifts",
    ]);
    expect(
      await rows(app, "select count(*)::int as n from saved_collections where user_id = $1", [bela.id]),
    ).toEqual([{ n: 2 }]);
  });

  it("puts a saved thing in one collection at a time, moves it, and shows each collection's things", async () => {
    const listing = (await list(app, vendor, physical())).id;
    const post = await publish(asha, "Photo tips for product shots");
    const gifts = await newCollection(bela, "Gifts");
    const ideas = await newCollection(bela, "Ideas");

    // Saving into a collection saves it (the listing lands on her wishlist too).
    await as(app, bela).put(`/api/saved/listing/${listing}`, { collection_id: gifts.id });
    expect((await as(app, bela).get("/api/wishlist")).json().items).toHaveLength(1);
    await as(app, bela).put(`/api/saved/post/${post}`, { collection_id: null });

    expect(await savedIds(bela, `?collection=${gifts.id}`)).toEqual([`listing:${listing}`]);
    expect(await savedIds(bela, "?collection=none")).toEqual([`post:${post}`]);

    // Moving: out of Gifts into Ideas; never in both.
    await as(app, bela).put(`/api/saved/listing/${listing}`, { collection_id: ideas.id });
    expect(await savedIds(bela, `?collection=${gifts.id}`)).toEqual([]);
    expect(await savedIds(bela, `?collection=${ideas.id}`)).toEqual([`listing:${listing}`]);
    expect(await rows(app, "select count(*)::int as n from saved_placements")).toEqual([{ n: 1 }]);
    const counts = await overview(bela);
    expect(counts).toMatchObject({ all_count: 2, unsorted_count: 1 });
    expect(counts.collections.find((c: { id: string }) => c.id === ideas.id)).toMatchObject({
      item_count: 1,
    });
    expect(counts.collections.find((c: { id: string }) => c.id === ideas.id).cover_url).toBeNull();

    // Back to "All saved" only.
    await as(app, bela).put(`/api/saved/listing/${listing}`, { collection_id: null });
    expect(await savedIds(bela, "?collection=none")).toEqual([`post:${post}`, `listing:${listing}`]);

    // Unsaving takes it out of its collection as well.
    await as(app, bela).put(`/api/saved/post/${post}`, { collection_id: ideas.id });
    await as(app, bela).del(`/api/posts/${post}/save`);
    expect(await rows(app, "select count(*)::int as n from saved_placements")).toEqual([{ n: 0 }]);
  });

  it("deletes a collection and keeps its things saved, in All saved", async () => {
    const listing = (await list(app, vendor, physical())).id;
    const gifts = await newCollection(bela, "Gifts");
    await as(app, bela).put(`/api/saved/listing/${listing}`, { collection_id: gifts.id });
    expect((await as(app, bela).del(`/api/saved/collections/${gifts.id}`)).statusCode).toBe(204);
    expect((await overview(bela)).collections).toEqual([]);
    expect(await savedIds(bela, "?collection=none")).toEqual([`listing:${listing}`]);
    expect((await as(app, bela).del(`/api/saved/collections/${gifts.id}`)).statusCode).toBe(404);
  });

  it("never lets anyone else see, rename, delete or fill her collection", async () => {
    const listing = (await list(app, vendor, physical())).id;
    const gifts = await newCollection(bela, "Gifts");
    await as(app, bela).put(`/api/saved/listing/${listing}`, { collection_id: gifts.id });

    const rename = await as(app, asha).patch(`/api/saved/collections/${gifts.id}`, { name: "Mine now" });
    expect(rename.statusCode).toBe(404);
    expect(errorMessage(rename)).toBe(SavedMessages.collectionNotFound);
    expect((await as(app, asha).del(`/api/saved/collections/${gifts.id}`)).statusCode).toBe(404);
    expect(await savedIds(asha, `?collection=${gifts.id}`)).toEqual([]);
    // Putting her own save into Bela's collection is refused, and saves nothing.
    const into = await as(app, asha).put(`/api/saved/listing/${listing}`, { collection_id: gifts.id });
    expect(into.statusCode).toBe(404);
    expect((await as(app, asha).get("/api/wishlist")).json().items).toEqual([]);

    expect(await rows(app, "select name from saved_collections where id = $1", [gifts.id])).toEqual([
      { name: "Gifts" },
    ]);
    expect(await savedIds(bela, `?collection=${gifts.id}`)).toEqual([`listing:${listing}`]);
    // Signed out: nothing at all.
    expect((await app.inject({ method: "GET", url: "/api/saved" })).statusCode).toBe(401);
  });

  it("refuses to save what she may not read or buy", async () => {
    const secret = await publish(asha, "Only me", "private");
    const put = await as(app, bela).put(`/api/saved/post/${secret}`, { collection_id: null });
    expect(put.statusCode).toBe(404);
    const unknown = "0b8e0a52-5c4f-4b0e-9d3a-7c1f2e3d4a5b";
    expect(
      (await as(app, bela).put(`/api/saved/listing/${unknown}`, { collection_id: null })).statusCode,
    ).toBe(404);
    expect((await as(app, bela).put(`/api/saved/thing/${unknown}`, { collection_id: null })).statusCode).toBe(
      400,
    );
    expect(await rows(app, "select count(*)::int as n from saved_posts")).toEqual([{ n: 0 }]);
  });

  it("stops at the collection limit", async () => {
    await rows(
      app,
      `insert into saved_collections (user_id, name) select $1, 'c' || n from generate_series(1, $2) n`,
      [bela.id, SavedLimits.collectionsMax],
    );
    expect(errorMessage(await as(app, bela).post("/api/saved/collections", { name: "One more" }))).toBe(
      SavedMessages.tooMany,
    );
  });
});
