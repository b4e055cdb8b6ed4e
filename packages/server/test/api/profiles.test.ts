import { ProfileMessages } from "@saheli/core/profile";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, errorMessage, rows, signIn } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";

let app: App;
let advance: (ms: number) => void;
let asha: Member;
let bela: Member;

beforeAll(async () => {
  const clocked = await createClockedApp();
  app = clocked.app;
  advance = (ms) => clocked.clock.advance(ms);
  asha = await member(app, "asha@example.com", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.com", { full_name: "Bela Iyer" });
});
afterAll(() => app.close());

const upload = (who: Member, url: string, bytes: Buffer, filename?: string) =>
  uploadAs(app, who, url, bytes, filename);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 120 } } })
    .png()
    .toBuffer();

describe("the profile page", () => {
  it("shows the owner her completion and others the relation, by username or id", async () => {
    const own = await as(app, asha).get(`/api/profiles/${asha.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ is_own: true, relation: null, completion: { threshold: 35 } });

    const username = own.json().profile.username as string;
    const other = await as(app, bela).get(`/api/profiles/${username.toUpperCase()}`);
    expect(other.json()).toMatchObject({
      is_own: false,
      limited: false,
      completion: null,
      relation: { relation: "none" },
      profile: { id: asha.id, full_name: "Asha Rao" },
    });
    expect((await as(app, bela).get("/api/profiles/nobody-here")).statusCode).toBe(404);
    expect((await as(app, new CookieJar()).get(`/api/profiles/${asha.id}`)).statusCode).toBe(401);
  });

  it("records another person's visit once a day and lists her for the owner", async () => {
    await as(app, bela).get(`/api/profiles/${asha.id}`);
    await as(app, asha).get(`/api/profiles/${asha.id}`);
    const first = await rows(app, "select count(*)::int as n from profile_views where profile_user_id = $1", [
      asha.id,
    ]);
    expect(first[0]?.n).toBe(1);
    advance(24 * 60 * 60 * 1000);
    // A day later both need a fresh sign-in: access tokens last 15 minutes.
    asha.jar = (await signIn(app, asha.email)).jar;
    bela.jar = (await signIn(app, bela.email)).jar;
    await as(app, bela).get(`/api/profiles/${asha.id}`);
    const views = await as(app, asha).get("/api/me/profile-views");
    expect(views.json()).toMatchObject({ total_last_90_days: 2, items: [{ viewer: { id: bela.id } }] });
    expect(views.json().items).toHaveLength(1);
  });

  it("hides the blocker from the person blocked and limits what the blocker sees", async () => {
    await as(app, asha).patch(`/api/profiles/${asha.id}`, { bio: "Handloom weaver from Pune" });
    await as(app, asha).post(`/api/people/${bela.id}/block`);
    const blocked = await as(app, bela).get(`/api/profiles/${asha.id}`);
    expect(blocked.statusCode).toBe(404);
    expect(errorMessage(blocked)).toBe(ProfileMessages.notFound);
    const blocker = await as(app, asha).get(`/api/profiles/${bela.id}`);
    expect(blocker.json()).toMatchObject({
      limited: true,
      profile: { full_name: "Bela Iyer", bio: null },
      skills: [],
    });
    await as(app, asha).del(`/api/people/${bela.id}/block`);
    expect((await as(app, bela).get(`/api/profiles/${asha.id}`)).json().profile.bio).toBe(
      "Handloom weaver from Pune",
    );
  });
});

describe("editing", () => {
  it("applies the spec's rules and messages", async () => {
    const mine = (body: unknown) => as(app, asha).patch(`/api/profiles/${asha.id}`, body);
    expect(errorMessage(await mine({}))).toBe(ProfileMessages.noFields);
    expect((await mine({ full_name: "A" })).body).toContain(ProfileMessages.fullNameLength);
    expect((await mine({ bio: "x".repeat(501) })).body).toContain(ProfileMessages.bioLength);
    expect((await mine({ business_name: "B" })).body).toContain(ProfileMessages.businessNameLength);
    expect((await mine({ website: "javascript:alert(1)" })).body).toContain(ProfileMessages.websiteScheme);
    expect((await mine({ role: "A" })).statusCode).toBe(400);
    expect((await mine({ avatar_url: "https://evil.example/x.png" })).statusCode).toBe(400);

    const saved = await mine({
      full_name: "  Asha Rao Kulkarni ",
      headline: "Weaver",
      website: "https://asha.example",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      full_name: "Asha Rao Kulkarni",
      headline: "Weaver",
      website: "https://asha.example",
    });
  });

  it("still shows the owner her profile and score while her deletion is scheduled, and hides it from others", async () => {
    await as(app, bela).post("/api/account/deletion", {});
    expect((await as(app, bela).get(`/api/profiles/${bela.id}/completion`)).statusCode).toBe(200);
    expect((await as(app, bela).get(`/api/profiles/${bela.id}`)).json().is_own).toBe(true);
    expect((await as(app, asha).get(`/api/profiles/${bela.id}`)).statusCode).toBe(404);
    await as(app, bela).del("/api/account/deletion");
  });

  it("refuses changing someone else's profile", async () => {
    const response = await as(app, bela).patch(`/api/profiles/${asha.id}`, { bio: "not mine" });
    expect(response.statusCode).toBe(403);
    expect(errorMessage(response)).toBe(ProfileMessages.userMismatch);
    expect((await as(app, bela).get(`/api/profiles/${asha.id}/completion`)).statusCode).toBe(403);
  });
});

describe("avatar and cover", () => {
  it("re-encodes an avatar to 400×400 JPEG, serves it, and deletes the old file on replace", async () => {
    const first = await upload(asha, `/api/profiles/${asha.id}/avatar`, await photo(900, 600));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ width: 400, height: 400 });
    const served = await app.inject({ url: first.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toContain("max-age=3600");
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const second = await upload(asha, `/api/profiles/${asha.id}/avatar`, await photo(500, 500));
    expect(second.statusCode).toBe(200);
    expect((await app.inject({ url: first.json().url })).statusCode).toBe(404);
    const page = await as(app, asha).get(`/api/profiles/${asha.id}`);
    expect(page.json().profile.avatar_url).toBe(second.json().url);

    const removed = await as(app, asha).del(`/api/profiles/${asha.id}/avatar`);
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ url: second.json().url })).statusCode).toBe(404);
  });

  it("checks the content, not the name, and the size limits", async () => {
    const text = await upload(
      asha,
      `/api/profiles/${asha.id}/avatar`,
      Buffer.from("not an image at all"),
      "cat.png",
    );
    expect(text.statusCode).toBe(415);
    expect(errorMessage(text)).toBe(ProfileMessages.notImage);
    const big = await upload(
      asha,
      `/api/profiles/${asha.id}/avatar`,
      Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(errorMessage(big)).toBe(ProfileMessages.fileTooLarge(5));
    const stranger = await upload(bela, `/api/profiles/${asha.id}/cover`, await photo(100, 100));
    expect(stranger.statusCode).toBe(403);

    const cover = await upload(asha, `/api/profiles/${asha.id}/cover`, await photo(3840, 2160));
    expect(cover.json()).toMatchObject({ width: 1920, height: 1080 });
  });
});

describe("experience, education and skills", () => {
  it("holds at most 50 rows in each list", async () => {
    const cara = await member(app, "cara@example.com", { full_name: "Cara Das" });
    await rows(
      app,
      "insert into user_experiences (user_id, title, company, start_year, display_order) select $1, 'Job ' || n, 'Co', 2000, n from generate_series(1, 49) n",
      [cara.id],
    );
    await rows(
      app,
      "insert into user_education (user_id, school, start_year, display_order) select $1, 'School ' || n, 2000, n from generate_series(1, 49) n",
      [cara.id],
    );
    await rows(
      app,
      "insert into user_skills (user_id, name, display_order) select $1, 'Skill ' || n, n from generate_series(1, 49) n",
      [cara.id],
    );
    const bodies = {
      experience: (n: number) => ({ title: `Role ${n}`, company: "Cara Crafts", start_year: 2020 }),
      education: (n: number) => ({ school: `College ${n}`, start_year: 2010 }),
      skills: (n: number) => ({ name: `Craft ${n}` }),
    };
    for (const [kind, body] of Object.entries(bodies)) {
      const url = `/api/profiles/${cara.id}/${kind}`;
      expect((await as(app, cara).post(url, body(50))).statusCode).toBe(200);
      const over = await as(app, cara).post(url, body(51));
      expect(over.statusCode).toBe(400);
      expect(over.json().error.message).toBe(ProfileMessages.tooManyItems);
    }
  });

  it("adds, edits, reorders and deletes, for the owner only", async () => {
    const base = `/api/profiles/${asha.id}/experience`;
    const job = {
      title: "Founder",
      company: "Asha Looms",
      is_current: true,
      start_year: 2019,
      start_month: 4,
    };
    const first = await as(app, asha).post(base, job);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ title: "Founder", end_year: null, display_order: 0 });
    const second = await as(app, asha).post(base, {
      title: "Designer",
      company: "FabIndia",
      start_year: 2015,
      end_year: 2019,
    });
    const backwards = await as(app, asha).post(base, {
      title: "Intern",
      company: "X",
      start_year: 2015,
      end_year: 2014,
    });
    expect(backwards.body).toContain("End date cannot be before start date");

    const order = await as(app, asha).put(`${base}/order`, { ids: [second.json().id, first.json().id] });
    expect(order.json().map((e: { title: string }) => e.title)).toEqual(["Designer", "Founder"]);
    expect((await as(app, asha).put(`${base}/order`, { ids: [first.json().id] })).statusCode).toBe(400);

    expect((await as(app, bela).patch(`${base}/${first.json().id}`, job)).statusCode).toBe(403);
    expect((await as(app, bela).del(`${base}/${first.json().id}`)).statusCode).toBe(403);
    expect((await as(app, bela).post(base, job)).statusCode).toBe(403);
    const edited = await as(app, asha).patch(`${base}/${first.json().id}`, {
      ...job,
      title: "Founder & CEO",
    });
    expect(edited.json().title).toBe("Founder & CEO");
    expect((await as(app, asha).del(`${base}/${second.json().id}`)).statusCode).toBe(204);

    const school = await as(app, asha).post(`/api/profiles/${asha.id}/education`, {
      school: "NIFT Mumbai",
      degree: "B.Des",
      start_year: 2011,
      end_year: 2015,
    });
    expect(school.statusCode).toBe(200);
    expect(
      (await as(app, bela).del(`/api/profiles/${asha.id}/education/${school.json().id}`)).statusCode,
    ).toBe(403);
  });

  it("counts endorsements by other people and keeps skills unique", async () => {
    const skill = await as(app, asha).post(`/api/profiles/${asha.id}/skills`, { name: "Handloom weaving" });
    expect(skill.statusCode).toBe(200);
    expect(
      (await as(app, asha).post(`/api/profiles/${asha.id}/skills`, { name: "HANDLOOM weaving" })).statusCode,
    ).toBe(409);
    const id = skill.json().id as string;

    expect((await as(app, asha).post(`/api/skills/${id}/endorsement`)).statusCode).toBe(403);
    const endorsed = await as(app, bela).post(`/api/skills/${id}/endorsement`);
    expect(endorsed.json()).toMatchObject({ endorsements_count: 1, endorsed_by_me: true });
    expect((await as(app, bela).post(`/api/skills/${id}/endorsement`)).json().endorsements_count).toBe(1);
    const page = await as(app, bela).get(`/api/profiles/${asha.id}`);
    expect(page.json().skills).toEqual([
      expect.objectContaining({ name: "Handloom weaving", endorsed_by_me: true }),
    ]);
    expect((await as(app, bela).del(`/api/skills/${id}/endorsement`)).json().endorsements_count).toBe(0);

    const completion = await as(app, asha).get(`/api/profiles/${asha.id}/completion`);
    expect(completion.json()).toMatchObject({ meets_threshold: true });
    expect(completion.json().missing).not.toContain("skills");
  });
});
