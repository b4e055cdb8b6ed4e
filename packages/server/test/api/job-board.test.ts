import type { Applications, JobDetail, JobPage, MyApplication } from "@saheli/core/contracts/jobs";
import { DEFAULT_DECLINE_MESSAGE, JobMessages } from "@saheli/core/jobs";
import { istDay } from "@saheli/core/vendor-insights";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { errorOf, rows, signIn } from "../helpers/auth.js";
import { category, openShop } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";

let app: App;
let clock: ManualClock;
let meera: Member; // posts jobs, has a shop
let asha: Member; // applies
let lata: Member; // a stranger to both

const DAY = 86_400_000;
const dayAfter = (days: number) => istDay(new Date(clock.now().getTime() + days * DAY));
const pdf = (text = "CV of Asha") =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

beforeAll(async () => {
  ({ app, clock } = await createClockedApp({ relaxedLimits: true }));
  meera = await member(app, "meera.jobs@example.in", { full_name: "Meera Nair" });
  asha = await member(app, "asha.jobs@example.in", { full_name: "Asha Devi", occupation: "Designer" });
  lata = await member(app, "lata.jobs@example.in", { full_name: "Lata Iyer" });
  await category(app, "Handloom");
  await openShop(app, meera, "Meera Weaves", ["Handloom"]);
});
afterAll(async () => {
  await app.close();
});

const job = (over: Record<string, unknown> = {}) => ({
  title: "Textile designer",
  business_name: "Meera Studio",
  location: "Kochi, Kerala",
  is_remote: false,
  job_type: "full_time",
  pay_min: 25000,
  pay_max: 40000,
  pay_period: "month",
  skills: ["Weaving", "Colour", " weaving "],
  description: "Design saris and stoles with our weavers.",
  how_to_apply: "Apply here with your portfolio.",
  closes_on: dayAfter(14),
  ...over,
});

async function post(who: Member, over: Record<string, unknown> = {}) {
  const res = await as(app, who).post("/api/jobs", job(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as JobDetail;
}

const search = async (query: string, who: Member = lata) => {
  const res = await as(app, who).get(`/api/jobs${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as JobPage).items;
};

describe("posting a job", () => {
  it("posts for her business or her shop, with its page at /community/jobs/{slug}-{id}", async () => {
    const own = await post(meera);
    expect(own).toMatchObject({
      title: "Textile designer",
      slug: "textile-designer",
      business_name: "Meera Studio",
      shop: null,
      skills: ["Weaving", "Colour"],
      is_open: true,
      is_own: true,
      application_count: 0,
    });
    const forShop = await post(meera, { as_shop: true, business_name: "", title: "Shop assistant" });
    expect(forShop.business_name).toBe("Meera Weaves");
    expect(forShop.shop?.shop_name).toBe("Meera Weaves");

    const page = await as(app, lata).get(`/api/jobs/${own.slug}-${own.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: own.id, is_own: false, application_count: null });
  });

  it("refuses bad input in words and saves nothing", async () => {
    const jobCount = async () => Number((await rows(app, "select count(*)::int as n from jobs"))[0]?.n);
    const before = await jobCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ pay_min: 50000, pay_max: 20000 }, JobMessages.payOrder],
      [{ closes_on: dayAfter(-1) }, JobMessages.closingPast],
      [{ closes_on: dayAfter(400) }, JobMessages.closingTooFar],
      [{ closes_on: "2026-02-30" }, JobMessages.closingInvalid],
      [{ title: "  " }, JobMessages.titleRequired],
      [{ pay_min: undefined }, JobMessages.payRequired],
      [{ pay_min: 0 }, JobMessages.payPositive],
      [{ location: "", is_remote: false }, JobMessages.locationRequired],
      [{ business_name: "" }, JobMessages.businessRequired],
      [{ job_type: "volunteer" }, JobMessages.typeRequired],
      [{ description: "" }, JobMessages.descriptionRequired],
    ];
    for (const [over, message] of cases) {
      const res = await as(app, meera).post("/api/jobs", job(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).message).toContain(message);
    }
    const noShop = await as(app, asha).post("/api/jobs", job({ as_shop: true }));
    expect(errorOf(noShop).message).toBe(JobMessages.noShop);
    expect(await jobCount()).toBe(before);
  });

  it("lets only verified members post", async () => {
    const { jar } = await signIn(app, "new.jobs@example.in");
    const res = await as(app, jar).post("/api/jobs", job());
    expect(res.statusCode).toBe(403);
    const visitor = await app.inject({ method: "POST", url: "/api/jobs", payload: job() });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("finding jobs", () => {
  it("filters by words, location, remote, type, pay a month and skills", async () => {
    await post(lata, {
      title: "Remote bookkeeper",
      business_name: "Lata Accounts",
      location: "",
      is_remote: true,
      job_type: "part_time",
      pay_min: 300000,
      pay_max: 360000,
      pay_period: "year",
      skills: ["Tally", "GST"],
    });
    await post(lata, {
      title: "Social media intern",
      business_name: "Lata Accounts",
      location: "Pune",
      job_type: "internship",
      pay_min: 8000,
      pay_max: 8000,
      skills: ["Instagram"],
    });
    const titles = (items: { title: string }[]) => items.map((i) => i.title).sort();
    expect(titles(await search("?q=bookkeper"))).toEqual(["Remote bookkeeper"]);
    expect(titles(await search("?q=gst"))).toEqual(["Remote bookkeeper"]);
    expect(titles(await search("?location=pune"))).toEqual(["Social media intern"]);
    expect(titles(await search("?remote=true"))).toEqual(["Remote bookkeeper"]);
    expect(titles(await search("?type=internship,part_time"))).toEqual([
      "Remote bookkeeper",
      "Social media intern",
    ]);
    // ₹3,60,000 a year is ₹30,000 a month.
    expect(titles(await search("?pay=30000&type=part_time,internship"))).toEqual(["Remote bookkeeper"]);
    expect(titles(await search("?pay=30001&type=part_time,internship"))).toEqual([]);
    expect(titles(await search("?skills=instagram,excel"))).toEqual(["Social media intern"]);
    const bad = await as(app, lata).get("/api/jobs?type=volunteer");
    expect(bad.statusCode).toBe(400);
  });

  it("pages newest first with a cursor", async () => {
    const first = await as(app, lata).get("/api/jobs?limit=2");
    const page = first.json() as JobPage;
    expect(page.items).toHaveLength(2);
    expect(page.next_cursor).not.toBeNull();
    const next = (await as(app, lata).get(`/api/jobs?limit=2&cursor=${page.next_cursor}`)).json() as JobPage;
    expect(next.items.map((i) => i.id)).not.toContain(page.items[0]?.id);
    expect(Date.parse(next.items[0]!.created_at)).toBeLessThanOrEqual(Date.parse(page.items[1]!.created_at));
  });

  it("shows her poster's and shop's open jobs, and finds jobs in the global search", async () => {
    const byShop = await search(`?shop=${(await rows(app, "select id from shops limit 1"))[0]!.id}`);
    expect(byShop.map((j) => j.title)).toEqual(["Shop assistant"]);
    const byPoster = await search(`?poster=${lata.id}`);
    expect(byPoster).toHaveLength(2);
    const global = await as(app, asha).get("/api/search?q=bookkeeper");
    expect(global.json().groups.jobs[0]).toMatchObject({ kind: "jobs", title: "Remote bookkeeper" });
    expect(global.json().groups.jobs[0].href).toMatch(/^\/community\/jobs\/remote-bookkeeper-[0-9a-f-]{36}$/);
    const page = await as(app, asha).get("/api/search/jobs?q=textile");
    expect(page.json().items.map((h: { title: string }) => h.title)).toEqual(["Textile designer"]);
  });

  it("saves and unsaves a job for her alone", async () => {
    const [target] = await search("?q=textile", asha);
    expect(target?.saved).toBe(false);
    expect((await as(app, asha).put(`/api/jobs/${target!.id}/save`)).statusCode).toBe(204);
    expect((await as(app, asha).put(`/api/jobs/${target!.id}/save`)).statusCode).toBe(204);
    expect((await search("?q=textile", asha))[0]?.saved).toBe(true);
    expect((await search("?q=textile", lata))[0]?.saved).toBe(false);
    const saved = (await as(app, asha).get("/api/jobs/saved")).json();
    expect(saved.items.map((j: { id: string }) => j.id)).toEqual([target!.id]);
    const table = await rows(app, "select user_id, job_id, created_at from saved_jobs");
    expect(table).toEqual([{ user_id: asha.id, job_id: target!.id, created_at: expect.any(Date) }]);
    expect((await as(app, asha).del(`/api/jobs/${target!.id}/save`)).statusCode).toBe(204);
    expect((await as(app, asha).get("/api/jobs/saved")).json().items).toEqual([]);
  });
});

describe("applying", () => {
  let target: JobDetail;
  let cvPath: string;

  beforeAll(async () => {
    target = await post(meera, { title: "Block printer" });
  });

  it("takes only a PDF up to 5 MB as her CV, checked by its bytes", async () => {
    const fake = await uploadAs(
      app,
      asha,
      "/api/jobs/cv",
      Buffer.from("MZ not a pdf"),
      "cv.pdf",
      "application/pdf",
    );
    expect(fake.statusCode).toBe(415);
    expect(errorOf(fake).message).toBe(JobMessages.cvNotPdf);
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await uploadAs(app, asha, "/api/jobs/cv", big, "cv.pdf", "application/pdf")).statusCode).toBe(
      413,
    );
    const ok = await uploadAs(app, asha, "/api/jobs/cv", pdf(), "Asha Devi CV.pdf", "application/pdf");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: "Asha Devi CV.pdf" });
    cvPath = ok.json().path;
    expect(cvPath).toMatch(new RegExp(`^private/job-cvs/${asha.id}/`));
    expect((await app.inject({ url: `/media/${cvPath}` })).statusCode).toBe(404);
  });

  it("refuses someone else's CV, her own job, and a second application", async () => {
    const stolen = await as(app, lata).post(`/api/jobs/${target.id}/applications`, {
      note: "Hi",
      cv_path: cvPath,
    });
    expect(stolen.statusCode).toBe(403);
    const own = await as(app, meera).post(`/api/jobs/${target.id}/applications`, { note: "Me" });
    expect(errorOf(own).message).toBe(JobMessages.ownJob);

    const res = await as(app, asha).post(`/api/jobs/${target.id}/applications`, {
      note: "I have printed with Bagru blocks for six years.",
      cv_path: cvPath,
      cv_name: "Asha Devi CV.pdf",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ application_status: "submitted" });
    const again = await as(app, asha).post(`/api/jobs/${target.id}/applications`, { note: "Again" });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(JobMessages.alreadyApplied);
    const [counted] = await rows(app, "select application_count from jobs where id = $1", [target.id]);
    expect(counted?.application_count).toBe(1);
    const told = await rows(
      app,
      "select title, message, action_url from notifications where recipient_id = $1",
      [meera.id],
    );
    expect(told).toContainEqual({
      title: "New application",
      message: "Asha Devi applied to Block printer",
      action_url: `/jobs/posted/${target.id}`,
    });
  });

  it("shows the applications and their CVs to the poster only", async () => {
    const inbox = await as(app, meera).get(`/api/jobs/${target.id}/applications`);
    expect(inbox.statusCode).toBe(200);
    const { items, job } = inbox.json() as Applications;
    expect(job.waiting_count).toBe(1);
    expect(items).toHaveLength(1);
    const [application] = items;
    expect(application).toMatchObject({
      status: "submitted",
      note: "I have printed with Bagru blocks for six years.",
      applicant: { id: asha.id, full_name: "Asha Devi", occupation: "Designer" },
      cv: { name: "Asha Devi CV.pdf" },
    });
    for (const stranger of [lata, asha]) {
      expect((await as(app, stranger).get(`/api/jobs/${target.id}/applications`)).statusCode).toBe(404);
    }
    const cvUrl = application!.cv!.url;
    const file = await as(app, meera).get(cvUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment/);
    expect(file.body.startsWith("%PDF-")).toBe(true);
    expect((await as(app, asha).get(cvUrl)).statusCode).toBe(200);
    expect((await as(app, lata).get(cvUrl)).statusCode).toBe(404);
    expect((await app.inject({ url: cvUrl })).statusCode).toBe(401);
  });

  it("lets only the poster shortlist or decline, tells the applicant each change, and keeps a decline final", async () => {
    const [application] = (
      (await as(app, meera).get(`/api/jobs/${target.id}/applications`)).json() as Applications
    ).items;
    const url = `/api/jobs/applications/${application!.id}`;
    for (const stranger of [lata, asha]) {
      expect((await as(app, stranger).patch(url, { status: "shortlisted" })).statusCode).toBe(404);
    }
    const shortlisted = await as(app, meera).patch(url, { status: "shortlisted" });
    expect(shortlisted.json()).toMatchObject({ status: "shortlisted" });
    const declined = await as(app, meera).patch(url, { status: "declined" });
    expect(declined.json()).toMatchObject({ status: "declined", decline_message: DEFAULT_DECLINE_MESSAGE });
    const again = await as(app, meera).patch(url, { status: "shortlisted" });
    expect(again.statusCode).toBe(409);

    const told = await rows(
      app,
      "select title, message from notifications where recipient_id = $1 order by created_at",
      [asha.id],
    );
    expect(told).toEqual([
      { title: "You're shortlisted for Block printer", message: expect.stringContaining("Meera Studio") },
      { title: "An update on your application for Block printer", message: DEFAULT_DECLINE_MESSAGE },
    ]);
    const mine = (await as(app, asha).get("/api/jobs/applied")).json() as { items: MyApplication[] };
    expect(mine.items[0]).toMatchObject({
      status: "declined",
      job: { id: target.id, title: "Block printer" },
    });
  });
});

describe("editing", () => {
  it("lets the poster edit her open job by the posting rules; others find nothing, a closed job stays as it was", async () => {
    const open = await post(meera, { title: "Block printer" });
    expect((await as(app, lata).patch(`/api/jobs/${open.id}`, job({ title: "Mine now" }))).statusCode).toBe(
      404,
    );

    const upsideDown = await as(app, meera).patch(
      `/api/jobs/${open.id}`,
      job({ pay_min: 50000, pay_max: 30000 }),
    );
    expect(upsideDown.statusCode).toBe(400);
    expect(errorOf(upsideDown).message).toContain(JobMessages.payOrder);

    const edited = await as(app, meera).patch(
      `/api/jobs/${open.id}`,
      job({ title: "Senior block printer", pay_min: 30000, pay_max: 45000, as_shop: true }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: open.id,
      title: "Senior block printer",
      slug: "senior-block-printer",
      business_name: "Meera Weaves",
      pay_min: 30000,
      pay_max: 45000,
      is_own: true,
    });
    expect((await search("?q=senior")).map((j) => j.id)).toEqual([open.id]);

    await as(app, meera).post(`/api/jobs/${open.id}/close`);
    const late = await as(app, meera).patch(`/api/jobs/${open.id}`, job({ title: "Reopened?" }));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(JobMessages.closedNoEdit);
    expect((await as(app, meera).get(`/api/jobs/${open.id}`)).json()).toMatchObject({
      title: "Senior block printer",
    });
  });
});

describe("closing", () => {
  it("closes a job after its closing day: not listed, not applicable, shown as closed", async () => {
    const soon = await post(meera, { title: "Dyer for the festive season", closes_on: dayAfter(1) });
    expect((await search("?q=dyer")).map((j) => j.id)).toEqual([soon.id]);
    clock.advance(3 * DAY);
    // Sessions ran out with the days: everyone signs in again.
    asha = await member(app, asha.email, { full_name: "Asha Devi", occupation: "Designer" });
    meera = await member(app, meera.email, { full_name: "Meera Nair" });
    lata = await member(app, lata.email, { full_name: "Lata Iyer" });
    expect(await search("?q=dyer")).toEqual([]);
    expect((await as(app, asha).get("/api/search?q=dyer")).json().groups.jobs).toEqual([]);
    const page = (await as(app, asha).get(`/api/jobs/${soon.id}`)).json() as JobDetail;
    expect(page.is_open).toBe(false);
    const late = await as(app, asha).post(`/api/jobs/${soon.id}/applications`, { note: "Late" });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(JobMessages.closed);
  });

  it("lets only the poster close her job early", async () => {
    const open = await post(meera, { title: "Photographer" });
    expect((await as(app, lata).post(`/api/jobs/${open.id}/close`)).statusCode).toBe(404);
    const closed = await as(app, meera).post(`/api/jobs/${open.id}/close`);
    expect(closed.json()).toMatchObject({ is_open: false });
    expect(await search("?q=photographer")).toEqual([]);
    const posted = (await as(app, meera).get("/api/jobs/posted")).json();
    expect(posted.items.find((j: { id: string }) => j.id === open.id)).toMatchObject({ is_open: false });
  });
});
