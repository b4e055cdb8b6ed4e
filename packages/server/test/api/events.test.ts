import { EventMessages } from "@saheli/core/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let asha: Member;
let bela: Member;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp());
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in");
});
afterEach(() => app.close());

const inDays = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();
const create = (who: Member, body: object) => as(app, who).post("/api/community/events", body);
const base = { title: "Pricing your handloom", eventFormat: "workshop", startDateTime: "" };

describe("community events", () => {
  it("creates an event with the spec's defaults and shows it in the feed", async () => {
    const answer = await create(asha, { ...base, startDateTime: inDays(3), tags: ["Pricing"] });
    expect(answer.statusCode).toBe(200);
    const event = answer.json().data;
    expect(answer.json().success).toBe(true);
    expect(event).toMatchObject({
      title: "Pricing your handloom",
      description: "Join us for this workshop event",
      location: "Online Event",
      privacy: "public",
      allow_guests: true,
      timezone: "Asia/Kolkata",
      attendee_count: 0,
      is_organizer: true,
    });
    const [post] = (await as(app, bela).get("/api/feed")).json().items;
    expect(post).toMatchObject({
      post_type: "event",
      title: "Pricing your handloom",
      event: { id: event.id, attending: false },
    });
  });

  it("refuses a start before today, an end before the start, and a full house", async () => {
    expect((await create(asha, { ...base, startDateTime: inDays(-2) })).json().error.message).toBe(
      EventMessages.startInPast,
    );
    const backwards = await create(asha, { ...base, startDateTime: inDays(3), endDateTime: inDays(2) });
    expect(backwards.body).toContain(EventMessages.endBeforeStart);
    expect((await create(asha, { ...base, startDateTime: inDays(3), maxAttendees: 0 })).statusCode).toBe(400);

    const event = (
      await create(asha, {
        ...base,
        startDateTime: inDays(3),
        maxAttendees: 1,
        eventType: "in_person",
        location: "Jaipur",
      })
    ).json().data;
    const attend = (who: Member) => as(app, who).put(`/api/community/events/${event.id}/attendance`);
    expect((await attend(bela)).json()).toEqual({ attending: true, attendee_count: 1 });
    expect((await attend(bela)).json()).toEqual({ attending: true, attendee_count: 1 });
    const full = await attend(asha);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(EventMessages.full);
    expect((await as(app, bela).del(`/api/community/events/${event.id}/attendance`)).json()).toEqual({
      attending: false,
      attendee_count: 0,
    });
    expect((await attend(asha)).json()).toEqual({ attending: true, attendee_count: 1 });
    expect((await as(app, bela).get(`/api/community/events/${event.id}`)).json()).toMatchObject({
      full: true,
      attending: false,
    });
  });

  it("lets only one of many take the last seat", async () => {
    const event = (await create(asha, { ...base, startDateTime: inDays(1), maxAttendees: 3 })).json().data;
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) => member(app, `guest${i}@example.in`)),
    );
    const answers = await Promise.all(
      people.map((p) => as(app, p).put(`/api/community/events/${event.id}/attendance`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect((await as(app, asha).get(`/api/community/events/${event.id}`)).json().attendee_count).toBe(3);
  });

  it("refuses a cover picture outside her own uploads, `..` included", async () => {
    const climbing = await create(asha, {
      ...base,
      startDateTime: inDays(3),
      coverImage: `/media/post-media/${asha.id}/../${bela.id}/cover.jpg`,
    });
    expect(climbing.statusCode).toBe(400);
    expect(climbing.json().error.message).toBe("Images must be uploaded to Saheli first.");
  });
});
