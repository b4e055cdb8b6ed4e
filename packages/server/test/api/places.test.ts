import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PostView } from "@saheli/core/contracts/feed";
import type { PlaceResult } from "@saheli/core/contracts/places";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let neha: Member;

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  neha = await member(app, "neha@example.in", { full_name: "Neha Das" });
});
afterAll(() => app.close());

const search = async (on: App, who: Member, q: string) => {
  const res = await as(on, who).get(`/api/places/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: PlaceResult[]; venues: boolean };
};

describe("searching places offline", () => {
  it("finds Indian cities, towns and well-known places, best first, at most 8", async () => {
    const jaipur = await search(app, asha, "jaipur");
    expect(jaipur.venues).toBe(false);
    expect(jaipur.items[0]).toMatchObject({
      name: "Jaipur",
      kind: "city",
      state: "Rajasthan",
      precision: "city",
    });
    expect(jaipur.items.length).toBeLessThanOrEqual(8);
    const [gate] = (await search(app, asha, "gateway of")).items;
    expect(gate).toMatchObject({ name: "Gateway of India", city: "Mumbai", precision: "venue" });
    const kora = await search(app, asha, "koramangala");
    expect(kora.items[0]).toMatchObject({ kind: "town", city: "Bengaluru", state: "Karnataka" });
  });

  it("answers nothing for an unknown place, and refuses one character and visitors", async () => {
    expect((await search(app, asha, "zzqqxx")).items).toEqual([]);
    expect((await as(app, asha).get("/api/places/search?q=j")).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/places/search?q=jaipur" })).statusCode).toBe(401);
  });

  it("names her current position by the nearest city when no geocoder is set", async () => {
    const res = await as(app, asha).get("/api/places/reverse?lat=12.9352&lng=77.6245");
    expect(res.json().place).toMatchObject({ name: "Bengaluru", kind: "city", precision: "city" });
  });
});

describe("a place on a post", () => {
  const publish = async (body: object) => {
    const res = await as(app, asha).post("/api/posts", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PostView;
  };
  const seenBy = async (who: Member, id: string) =>
    (await as(app, who).get(`/api/posts/${id}`)).json() as PostView;

  it("keeps a city-precision place at the city's centre, never where she stood", async () => {
    const post = await publish({
      content: "Fresh stock at my stall today",
      place: {
        name: "Koramangala",
        city: "Bengaluru",
        state: "Karnataka",
        lat: 12.934567,
        lng: 77.626789,
        precision: "city",
      },
    });
    const [bengaluru] = (await search(app, asha, "bengaluru")).items;
    const seen = await seenBy(neha, post.id);
    expect(seen.place).toMatchObject({ name: "Koramangala", city: "Bengaluru", precision: "city" });
    expect(seen.place?.lat).toBeCloseTo(Math.round((bengaluru?.lat ?? 0) * 100) / 100, 5);
    expect(seen.place?.lng).toBeCloseTo(Math.round((bengaluru?.lng ?? 0) * 100) / 100, 5);
    expect(seen.place?.lat).not.toBeCloseTo(12.934567, 3);
  });

  it("rounds an unknown city's position to about a kilometre", async () => {
    const post = await publish({
      content: "Working from a friend's farm",
      place: {
        name: "Nowhere Farm",
        city: "Notacity",
        state: "",
        lat: 21.123456,
        lng: 79.987654,
        precision: "city",
      },
    });
    expect((await seenBy(neha, post.id)).place).toMatchObject({ lat: 21.12, lng: 79.99, precision: "city" });
  });

  it("keeps a venue she picked to four decimals", async () => {
    const post = await publish({
      content: "Our pop-up at the Gateway!",
      place: {
        name: "Gateway of India",
        city: "Mumbai",
        state: "Maharashtra",
        lat: 18.92198765,
        lng: 72.83465432,
        precision: "venue",
      },
    });
    expect((await seenBy(neha, post.id)).place).toEqual({
      name: "Gateway of India",
      city: "Mumbai",
      state: "Maharashtra",
      lat: 18.922,
      lng: 72.8347,
      precision: "venue",
    });
  });

  it("leaves posts without a place without one, in the feed too", async () => {
    const post = await publish({ content: "No place here" });
    expect(post.place ?? null).toBeNull();
    const feed = (await as(app, neha).get("/api/feed")).json() as { items: PostView[] };
    const withPlace = feed.items.filter((p) => p.place);
    expect(withPlace.length).toBe(3);
    expect(feed.items.find((p) => p.id === post.id)?.place ?? null).toBeNull();
  });

  it("refuses a place without a name or with impossible coordinates", async () => {
    for (const place of [
      { name: "", lat: 1, lng: 1, precision: "city" },
      { name: "X", lat: 91, lng: 1, precision: "city" },
      { name: "X", lat: 1, lng: 1, precision: "street" },
    ]) {
      const res = await as(app, asha).post("/api/posts", { content: "Hi", place });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe("venues and reverse geocoding through a Nominatim-compatible server", () => {
  let geocoder: Server;
  let geoApp: App;
  let who: Member;
  const asked: string[] = [];

  beforeAll(async () => {
    geocoder = createServer((req, res) => {
      asked.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/json" });
      if (req.url?.startsWith("/search")) {
        res.end(
          JSON.stringify([
            {
              lat: "26.92391234",
              lon: "75.82671234",
              name: "Hawa Mahal Cafe",
              category: "amenity",
              type: "cafe",
              address: { city: "Jaipur", state: "Rajasthan" },
            },
            {
              lat: "26.9",
              lon: "75.8",
              name: "Jaipur",
              category: "boundary",
              type: "administrative",
              address: { state: "Rajasthan" },
            },
          ]),
        );
        return;
      }
      res.end(JSON.stringify({ address: { city: "Jaipur", state: "Rajasthan", country: "India" } }));
    });
    await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
    const { port } = geocoder.address() as AddressInfo;
    geoApp = await createTestApp({ relaxedLimits: true, env: { GEOCODER_URL: `http://127.0.0.1:${port}/` } });
    who = await member(geoApp, "geo@example.in");
  });
  afterAll(async () => {
    await geoApp.close();
    await new Promise((resolve) => geocoder.close(resolve));
  });

  it("adds the geocoder's venues after the offline places, areas at city precision", async () => {
    const found = await search(geoApp, who, "hawa mahal");
    expect(found.venues).toBe(true);
    expect(found.items[0]).toMatchObject({ name: "Hawa Mahal", kind: "landmark" });
    expect(found.items.find((p) => p.name === "Hawa Mahal Cafe")).toMatchObject({
      kind: "venue",
      precision: "venue",
    });
    expect(asked.at(-1)).toContain("countrycodes=in");
    const area = await search(geoApp, who, "jaipur");
    expect(area.items.filter((p) => p.name === "Jaipur").every((p) => p.precision === "city")).toBe(true);
  });

  it("names her position by the geocoder's city, at the city's centre", async () => {
    const res = await as(geoApp, who).get("/api/places/reverse?lat=26.912345&lng=75.787654");
    const place = res.json().place as PlaceResult;
    expect(place).toMatchObject({ name: "Jaipur", state: "Rajasthan", precision: "city" });
    expect(place.lat).not.toBe(26.912345);
  });
});
