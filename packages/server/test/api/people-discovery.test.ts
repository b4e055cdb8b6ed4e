import { CursorMessages } from "@saheli/core/cursor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let viewer: Member;
let priyanka: Member;
let meera: Member;
let kavya: Member;

beforeAll(async () => {
  app = await createTestApp();
  viewer = await member(app, "viewer@example.com", {
    full_name: "Nisha Verma",
    location: "Pune, Maharashtra",
  });
  priyanka = await member(app, "priyanka@example.com", {
    full_name: "Priyanka Sharma",
    location: "Jaipur, Rajasthan",
    business_name: "Blue Pottery House",
    occupation: "Potter",
  });
  meera = await member(app, "meera@example.com", {
    full_name: "Meera Nair",
    location: "Pune, Maharashtra",
    occupation: "Baker",
  });
  kavya = await member(app, "kavya@example.com", { full_name: "Kavya Reddy", location: "Hyderabad" });
  await rows(app, "update profiles set follower_count = 25 where id = $1", [priyanka.id]);
  await rows(app, "update profiles set gender = null, is_verified = false where id = $1", [kavya.id]);
});
afterAll(() => app.close());

const names = (response: { json(): { items: { full_name: string }[] } }) =>
  response.json().items.map((p) => p.full_name);

describe("people search", () => {
  it("finds a misspelt name, a business and an occupation", async () => {
    expect(names(await as(app, viewer).get("/api/people/search?q=priyanka%20sharmaa"))).toEqual([
      "Priyanka Sharma",
    ]);
    expect(names(await as(app, viewer).get("/api/people/search?q=pottery"))).toEqual(["Priyanka Sharma"]);
    expect(names(await as(app, viewer).get("/api/people/search?q=baker"))).toEqual(["Meera Nair"]);
  });

  it("needs two characters after trimming and never lists the searcher", async () => {
    expect((await as(app, viewer).get("/api/people/search?q=%20p%20")).json()).toEqual({
      items: [],
      next_cursor: null,
    });
    expect(names(await as(app, viewer).get("/api/people/search?q=nisha"))).toEqual([]);
  });

  it("sorts and filters", async () => {
    expect(names(await as(app, viewer).get("/api/people/search?q=ya&sort=name"))).toEqual([
      "Kavya Reddy",
      "Priyanka Sharma",
    ]);
    expect(names(await as(app, viewer).get("/api/people/search?q=ya&sort=followers"))).toEqual([
      "Priyanka Sharma",
      "Kavya Reddy",
    ]);
    const inPune = await as(app, viewer).get("/api/people/search?q=meera&location=pune");
    expect(names(inPune)).toEqual(["Meera Nair"]);
    expect(names(await as(app, viewer).get("/api/people/search?q=meera&hasBusiness=true"))).toEqual([]);
    const paged = await as(app, viewer).get("/api/people/search?q=ya&sort=followers&limit=1");
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().next_cursor).toEqual(expect.any(String));
  });

  it("pages every order by cursor, each person once, and refuses another order's cursor", async () => {
    for (const sort of ["name", "followers", "newest"]) {
      const whole = names(await as(app, viewer).get(`/api/people/search?q=ya&sort=${sort}`));
      const paged: string[] = [];
      let cursor: string | null = null;
      for (let n = 0; n < 5; n++) {
        const res = await as(app, viewer).get(
          `/api/people/search?q=ya&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        paged.push(...names(res));
        cursor = res.json().next_cursor;
        if (!cursor) break;
      }
      expect(paged, sort).toEqual(whole);
    }
    const byFollowers = (await as(app, viewer).get("/api/people/search?q=ya&sort=followers&limit=1")).json();
    const foreign = await as(app, viewer).get(
      `/api/people/search?q=ya&sort=name&limit=1&cursor=${byFollowers.next_cursor}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toContain(CursorMessages.invalid);
  });

  it("leaves out people blocked either way", async () => {
    await as(app, priyanka).post(`/api/people/${viewer.id}/block`);
    expect(names(await as(app, viewer).get("/api/people/search?q=priyanka"))).toEqual([]);
    await as(app, priyanka).del(`/api/people/${viewer.id}/block`);
  });
});

describe("discovery", () => {
  it("suggests active women members, nearby first, leaving out people she follows", async () => {
    const suggested = names(await as(app, viewer).get("/api/people/discover?list=suggestions"));
    expect(suggested).toEqual(["Meera Nair", "Priyanka Sharma"]);
    await as(app, viewer).post(`/api/people/${meera.id}/follow`);
    expect(names(await as(app, viewer).get("/api/people/discover?list=suggestions"))).toEqual([
      "Priyanka Sharma",
    ]);
  });

  it("suggests people to someone who has not said where she lives", async () => {
    await rows(app, "update profiles set location = null where id = $1", [kavya.id]);
    const response = await as(app, kavya).get("/api/people/discover?list=suggestions");
    expect(response.statusCode).toBe(200);
    expect(names(response)).toContain("Priyanka Sharma");
    await rows(app, "update profiles set location = 'Hyderabad' where id = $1", [kavya.id]);
  });

  it("lists verified, business, trending and nearby people", async () => {
    expect(names(await as(app, viewer).get("/api/people/discover?list=trending"))).toEqual([
      "Priyanka Sharma",
    ]);
    expect(names(await as(app, viewer).get("/api/people/discover?list=business"))).toEqual([
      "Priyanka Sharma",
    ]);
    expect(names(await as(app, viewer).get("/api/people/discover?list=verified"))).not.toContain(
      "Kavya Reddy",
    );
    expect(names(await as(app, viewer).get("/api/people/discover?list=location"))).toEqual(["Meera Nair"]);
    expect(names(await as(app, viewer).get("/api/people/discover?list=location&location=Hyderabad"))).toEqual(
      ["Kavya Reddy"],
    );
  });

  it("finds people by a skill, the most endorsed first", async () => {
    const skill = await as(app, priyanka).post(`/api/profiles/${priyanka.id}/skills`, {
      name: "Blue pottery",
    });
    await as(app, meera).post(`/api/profiles/${meera.id}/skills`, { name: "Pottery glazing" });
    await as(app, viewer).post(`/api/skills/${skill.json().id}/endorsement`);
    expect(names(await as(app, viewer).get("/api/people/skills?skill=pottery"))).toEqual([
      "Priyanka Sharma",
      "Meera Nair",
    ]);
  });
});
