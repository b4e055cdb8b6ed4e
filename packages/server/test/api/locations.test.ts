import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { LocationMessages } from "@saheli/core/locations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { logCapture } from "../helpers/log-capture.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;

beforeAll(async () => {
  app = await createTestApp();
  asha = await member(app, "asha@example.in");
  bela = await member(app, "bela@example.in");
});
afterAll(() => app.close());

const home = (over: object = {}) => ({
  name: "Home",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
  ...over,
});

describe("delivery locations", () => {
  it("makes her first location the default, keeps one default, and lists the default first", async () => {
    const first = (await as(app, asha).post("/api/locations", home())).json();
    expect(first.items).toMatchObject([
      { name: "Home", is_default: true, address_type: "home", country: "India" },
    ]);
    const office = (
      await as(app, asha).post("/api/locations", home({ name: "Studio", label: "office", is_default: true }))
    ).json();
    expect(office.items.map((l: { name: string; is_default: boolean }) => [l.name, l.is_default])).toEqual([
      ["Studio", true],
      ["Home", false],
    ]);
    expect(office.items[0].address_type).toBe("work");
    const homeId = office.items[1].id;
    const back = (await as(app, asha).post(`/api/locations/${homeId}/default`)).json();
    expect(back.items.map((l: { name: string; is_default: boolean }) => [l.name, l.is_default])).toEqual([
      ["Home", true],
      ["Studio", false],
    ]);
    const removed = (await as(app, asha).del(`/api/locations/${homeId}`)).json();
    expect(removed.items).toMatchObject([{ name: "Studio", is_default: true }]);
  });

  it("checks the form in the spec's words, allows 10, and keeps others' locations hers", async () => {
    const cases: [object, string][] = [
      [{ name: " " }, LocationMessages.nameRequired],
      [{ pincode: "5600" }, LocationMessages.pincodeInvalid],
      [{ city: "" }, LocationMessages.cityRequired],
      [{ state: "" }, LocationMessages.stateRequired],
      [{ phone: "98765-43210" }, LocationMessages.phoneInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await as(app, bela).post("/api/locations", home(change));
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        as(app, bela).post("/api/locations", home({ name: `Place ${n}` })),
      ),
    );
    const list = (await as(app, bela).get("/api/locations")).json().items;
    expect(list).toHaveLength(10);
    expect(list.filter((l: { is_default: boolean }) => l.is_default)).toHaveLength(1);
    const eleventh = await as(app, bela).post("/api/locations", home());
    expect(eleventh.json().error.message).toBe(LocationMessages.tooMany);

    const theirs = list[0].id;
    expect((await as(app, asha).del(`/api/locations/${theirs}`)).statusCode).toBe(404);
    expect((await as(app, asha).put(`/api/locations/${theirs}`, home())).statusCode).toBe(404);
    expect((await as(app, asha).post(`/api/locations/${theirs}/default`)).statusCode).toBe(404);
    const visitor = await app.inject({ method: "GET", url: "/api/locations" });
    expect(visitor.json().error.message).toBe(LocationMessages.signInToSave);
  });

  it("fills city and state from a pincode, offline", async () => {
    const place = await app.inject({ method: "GET", url: "/api/pincodes/560001" });
    expect(place.json()).toEqual({
      pincode: "560001",
      city: "Bengaluru",
      district: "Bengaluru Urban",
      state: "Karnataka",
    });
    expect((await app.inject({ method: "GET", url: "/api/pincodes/110001" })).json()).toMatchObject({
      city: "New Delhi",
      state: "Delhi",
    });
    expect((await app.inject({ method: "GET", url: "/api/pincodes/12ab" })).json().error.message).toBe(
      LocationMessages.pincodeInvalid,
    );
    expect((await app.inject({ method: "GET", url: "/api/pincodes/999999" })).statusCode).toBe(404);
  });

  it("says reverse geocoding is off when no geocoder is configured", async () => {
    const res = await app.inject({ method: "GET", url: "/api/geocode/reverse?lat=12.97&lon=77.59" });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(LocationMessages.reverseOff);
  });
});

describe("reverse geocoding through a Nominatim-compatible server", () => {
  let geocoder: Server;
  let geoApp: App;
  const asked: string[] = [];

  beforeAll(async () => {
    geocoder = createServer((req, res) => {
      asked.push(req.url ?? "");
      if (req.url?.includes("lat=0")) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          address: { city: "Bengaluru", state: "Karnataka", country: "India", postcode: "560 001" },
        }),
      );
    });
    await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
    const { port } = geocoder.address() as AddressInfo;
    geoApp = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}/` } });
  });
  afterAll(async () => {
    await geoApp.close();
    await new Promise((resolve) => geocoder.close(resolve));
  });

  it("asks at zoom 10 with address details and answers the place; a failure reads the spec's words", async () => {
    const res = await geoApp.inject({ method: "GET", url: "/api/geocode/reverse?lat=12.97&lon=77.59" });
    expect(res.json()).toEqual({
      city: "Bengaluru",
      state: "Karnataka",
      country: "India",
      pincode: "560001",
    });
    expect(asked[0]).toContain("zoom=10");
    expect(asked[0]).toContain("addressdetails=1");
    const failed = await geoApp.inject({ method: "GET", url: "/api/geocode/reverse?lat=0&lon=0" });
    expect(failed.json().error.message).toBe(LocationMessages.reverseFailed);
  });
});

describe("a failing location write", () => {
  it("logs the statement but never her phone or address", async () => {
    const logs = logCapture();
    const logged = await createTestApp({ env: { LOG_LEVEL: "info" }, overrides: { logStream: logs.stream } });
    try {
      const dana = await member(logged, "dana@example.in");
      // A constraint no new row meets: the insert fails inside PostgreSQL, as a lost column or a full disk would.
      await logged.deps.database.executeSql(
        "alter table delivery_locations add constraint refuse_all check (false) not valid",
      );
      const res = await as(logged, dana).post(
        "/api/locations",
        home({ phone: "9812345678", address_line: "14 Lotus Lane" }),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).not.toContain("Lotus");
      const text = logs.text();
      expect(text).toContain("delivery_locations");
      expect(text).not.toContain("9812345678");
      expect(text).not.toContain("Lotus Lane");
    } finally {
      await logged.close();
    }
  });
});
