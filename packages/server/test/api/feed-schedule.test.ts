import { FeedLimits, FeedMessages } from "@saheli/core/feed";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { rows, signIn } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let asha: Member;
let bela: Member;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp({ jobs: true, relaxedLimits: true }));
  asha = await member(app, "asha@example.in");
  bela = await member(app, "bela@example.in");
});
afterEach(() => app.close());

const later = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
const feedIds = async (who: Member) =>
  ((await as(app, who).get("/api/feed")).json().items as { id: string }[]).map((p) => p.id);

describe("scheduled posts", () => {
  it("keeps at most 100 waiting, and a retried schedule returns the post already saved", async () => {
    const pending = () =>
      rows(app, "select id from posts where user_id = $1 and scheduled_for is not null", [asha.id]);
    await rows(
      app,
      `insert into posts (user_id, content, scheduled_for)
       select $1, 'Waiting ' || g, now() + interval '1 day' from generate_series(1, $2::int - 1) g`,
      [asha.id, FeedLimits.scheduledPendingMax],
    );
    const body = { content: "The hundredth", scheduled_for: later(3_600_000) };
    const first = await as(app, asha).post("/api/posts", body);
    expect(first.statusCode).toBe(200);
    const retry = await as(app, asha).post("/api/posts", body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const full = await as(app, asha).post("/api/posts", {
      content: "One more",
      scheduled_for: later(3_600_000),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(FeedMessages.scheduleFull);
    expect(await pending()).toHaveLength(FeedLimits.scheduledPendingMax);
    expect((await as(app, asha).get("/api/posts/scheduled")).json().items).toHaveLength(
      FeedLimits.scheduledPendingMax,
    );
  });

  it("stay hidden until the job publishes them at the top of the feed", async () => {
    await as(app, bela).post("/api/posts", { content: "Already out" });
    const when = later(2 * 3_600_000);
    const created = await as(app, asha).post("/api/posts", {
      content: "Diwali sale opens!",
      scheduled_for: when,
    });
    expect(created.json()).toMatchObject({ scheduled_for: when, content: "Diwali sale opens!" });
    const id = created.json().id;
    expect(await feedIds(bela)).not.toContain(id);
    expect((await as(app, bela).get(`/api/posts/${id}`)).statusCode).toBe(404);
    expect(
      (await as(app, asha).get("/api/posts/scheduled")).json().items.map((p: { id: string }) => p.id),
    ).toEqual([id]);
    const [job] = await rows(app, "select data, start_after from pgboss.job where name = 'post.publish'");
    expect(job?.data).toEqual({ postId: id });
    // pg-boss keeps whole seconds.
    expect(Math.abs(new Date(String(job?.start_after)).getTime() - new Date(when).getTime())).toBeLessThan(
      1000,
    );

    clock.advance(2 * 3_600_000);
    for (const who of [asha, bela]) who.jar = (await signIn(app, who.email)).jar;
    expect(await app.services.posts.publishDue(id)).toBe(true);
    expect((await feedIds(bela))[0]).toBe(id);
    expect((await as(app, asha).get("/api/posts/scheduled")).json().items).toEqual([]);
  });

  it("refuses a time too soon or too far, and can be cancelled", async () => {
    const soon = await as(app, asha).post("/api/posts", { content: "Now-ish", scheduled_for: later(10_000) });
    expect(soon.json().error.message).toBe(FeedMessages.scheduleTooSoon);
    const far = await as(app, asha).post("/api/posts", {
      content: "Someday",
      scheduled_for: later(400 * 86_400_000),
    });
    expect(far.json().error.message).toBe(FeedMessages.scheduleTooLate);
    const id = (
      await as(app, asha).post("/api/posts", { content: "Maybe", scheduled_for: later(3_600_000) })
    ).json().id;
    expect((await as(app, asha).del(`/api/posts/${id}`)).statusCode).toBe(204);
    expect((await as(app, asha).get("/api/posts/scheduled")).json().items).toEqual([]);
    expect(await app.services.posts.publishDue(id)).toBe(false);
  });
});
