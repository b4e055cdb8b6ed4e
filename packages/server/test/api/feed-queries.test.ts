import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { Db } from "../../src/db/connect.js";
import { postsService } from "../../src/modules/feed/posts.service.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;

/** The database, counting every query started from it. */
function counting(db: Db) {
  let queries = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "select" || property === "execute" || property === "selectDistinct") {
        return (...args: unknown[]) => {
          queries += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { db: proxy as Db, count: () => queries };
}

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in");
  bela = await member(app, "bela@example.in");
  // Every kind of card: thoughts, polls, a repost, an event, her own and others'.
  for (let i = 0; i < 20; i += 1) {
    await as(app, i % 2 ? asha : bela).post("/api/posts", { content: `Thought ${i} #bench` });
    await as(app, asha).post("/api/posts", {
      post_type: "poll",
      poll: { question: `Poll ${i}?`, options: ["Yes", "No"], duration_days: 1 },
    });
  }
  const first = (await as(app, asha).get("/api/feed")).json().items[0].id;
  await as(app, bela).post(`/api/posts/${first}/repost`, { comment: "Look" });
  await as(app, bela).post("/api/community/events", {
    title: "Meetup",
    eventFormat: "meetup",
    startDateTime: new Date(Date.now() + 86_400_000).toISOString(),
  });
});
afterAll(() => app.close());

describe("the feed page", () => {
  it("is built with the same number of queries for 20 posts as for 40, every kind of card included", async () => {
    const queriesFor = async (limit: number) => {
      const { db, count } = counting(app.deps.database.db);
      const posts = postsService({
        db,
        clock: app.deps.clock,
        bus: app.deps.bus,
        notifications: app.services.notifications,
      });
      const page = await posts.page(asha.id, "recent", limit, null);
      expect(page.items).toHaveLength(limit);
      return count();
    };
    const twenty = await queriesFor(20);
    expect(await queriesFor(40)).toBe(twenty);
    // The posts, then reactions, saves, polls, options, votes, shared originals, reposts, views, events.
    expect(twenty).toBeLessThanOrEqual(10);
  });
});
