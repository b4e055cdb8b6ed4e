import { AdminMessages } from "@saheli/core/admin";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, call, errorMessage, rows, sendCode, sessionOf, verifyCode } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";
import { makeAdmin } from "../helpers/verification.js";

let app: App;
let admin: Member;
let asha: Member;
let bela: Member;
let chitra: Member;

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  admin = await makeAdmin(app, "admin@example.in");
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  chitra = await member(app, "chitra@example.in", { full_name: "Chitra Iyer" });
  await as(app, asha).post(`/api/people/${bela.id}/follow`, {});
});
afterAll(() => app.close());

const publish = async (who: Member, content: string) => {
  const res = await as(app, who).post("/api/posts", { content });
  if (res.statusCode !== 200) throw new Error(`post: ${res.body}`);
  return res.json().id as string;
};
const feedIds = async (who: Member) =>
  ((await as(app, who).get("/api/feed")).json().items as { id: string }[]).map((p) => p.id);
const profilePostIds = async (who: Member, authorId: string) =>
  ((await as(app, who).get(`/api/people/${authorId}/posts`)).json().items as { id: string }[]).map(
    (p) => p.id,
  );
const searchPostIds = async (who: Member, q: string) =>
  (
    (await as(app, who).get(`/api/search?q=${encodeURIComponent(q)}`)).json().groups.posts as { id: string }[]
  ).map((p) => p.id);
const audit = async (targetId: string) =>
  (await as(app, admin).get(`/api/admin/audit?target_id=${targetId}`)).json().items as {
    action: string;
    reason: string;
    actor: { id: string } | null;
  }[];

describe("every /api/admin route is for admins only", () => {
  it("answers a member 403 and a visitor 401 on each route the app registers", async () => {
    const spec = (await call(app, new CookieJar(), { url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith("/api/admin/"))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
          .map((method) => ({
            method: method.toUpperCase() as "GET",
            url: path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
          })),
      );
    // This issue's routes and the earlier admin pages' (verifications, reports, broadcast, payouts, featuring).
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.map((r) => r.url)).toContain(
      "/api/admin/people/00000000-0000-4000-8000-000000000000/suspend",
    );
    for (const route of routes) {
      const asMember = await call(app, bela.jar, { ...route, body: {} });
      expect(asMember.statusCode, `${route.method} ${route.url} as a member`).toBe(403);
      const asVisitor = await call(app, new CookieJar(), { ...route, body: {} });
      expect(asVisitor.statusCode, `${route.method} ${route.url} as a visitor`).toBe(401);
    }
  });
});

describe("figures", () => {
  it("counts members, open reports and new shops with a daily series", async () => {
    const res = await as(app, admin).get("/api/admin/figures?days=7");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.members.total).toBeGreaterThanOrEqual(4);
    expect(body.members.joined.value).toBeGreaterThanOrEqual(4);
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1).members).toBeGreaterThanOrEqual(4);
  });
});

describe("suspending a person", () => {
  it("refuses an action without a reason, and says so", async () => {
    const res = await as(app, admin).post(`/api/admin/people/${chitra.id}/suspend`, {});
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res)).toBe(AdminMessages.reasonRequired);
    const short = await as(app, admin).post(`/api/admin/people/${chitra.id}/suspend`, { reason: "no" });
    expect(errorMessage(short)).toBe(AdminMessages.reasonTooShort);
    expect((await rows(app, "select account_status from profiles where id = $1", [chitra.id]))[0]).toEqual({
      account_status: "active",
    });
  });

  it("ends her sessions, refuses her sign-in, hides her content, and brings it back when lifted", async () => {
    const postId = await publish(chitra, "Handloom pop-up in Pune this Sunday");
    await as(app, asha).post(`/api/people/${chitra.id}/follow`, {});
    expect(await feedIds(asha)).toContain(postId);

    const reason = "Suspended for repeated breaches of the community guidelines.";
    const res = await as(app, admin).post(`/api/admin/people/${chitra.id}/suspend`, { reason });
    expect(res.statusCode).toBe(200);

    // Her browser is signed out, and a new sign-in is refused with the reason where to look.
    expect((await sessionOf(app, chitra.jar)).statusCode).toBe(401);
    const jar = new CookieJar();
    await sendCode(app, jar, chitra.email);
    const outbox = app.deps.auth.outbox?.list() ?? [];
    const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === chitra.email)?.text ?? "")?.[1] ?? "";
    const refused = await verifyCode(app, jar, chitra.email, code);
    expect(refused.statusCode).toBe(403);
    expect(errorMessage(refused)).toBe(AdminMessages.suspended);

    // She is told why and how to appeal.
    const mail = outbox.find(
      (m) => m.to === chitra.email && m.subject === "Your Saheli account is suspended",
    );
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain("appeal");

    // Her content is hidden from others: feed, profile and search.
    expect(await feedIds(asha)).not.toContain(postId);
    expect(await searchPostIds(asha, "Handloom pop-up")).not.toContain(postId);
    expect((await as(app, asha).get(`/api/profiles/${chitra.id}`)).statusCode).toBe(404);

    const second = await as(app, admin).post(`/api/admin/people/${chitra.id}/suspend`, { reason });
    expect(second.statusCode).toBe(409);

    const lifted = await as(app, admin).post(`/api/admin/people/${chitra.id}/reinstate`, {
      reason: "Appeal accepted: the suspension is lifted.",
    });
    expect(lifted.statusCode).toBe(200);
    expect(await feedIds(asha)).toContain(postId);
    expect(await searchPostIds(asha, "Handloom pop-up")).toContain(postId);
    chitra = { ...chitra, jar: (await signInAgain(chitra.email)).jar };
    expect((await sessionOf(app, chitra.jar)).statusCode).toBe(200);

    const entries = await audit(chitra.id);
    expect(entries.map((e) => e.action)).toEqual(["reinstate", "suspend"]);
    expect(entries[1]).toMatchObject({ reason, actor: { id: admin.id } });

    const view = (await as(app, admin).get(`/api/admin/people/${chitra.id}`)).json();
    expect(view).toMatchObject({ account_status: "active", suspension: null });
    expect(view.history).toHaveLength(2);
  });

  it("closes her shop while she is suspended and opens it again when lifted", async () => {
    const dina = await member(app, "dina@example.in", { full_name: "Dina Paul" });
    await category(app, "Pottery");
    await openShop(app, dina, "Dina Clay", ["Pottery"]);
    const pot = await list(app, dina, physical({ title: "Blue pottery vase" }));
    expect((await as(app, asha).get(`/api/listings/${pot.slug}`)).statusCode).toBe(200);
    await as(app, admin).post(`/api/admin/people/${dina.id}/suspend`, {
      reason: "Suspended for attempting to scam members.",
    });
    expect((await as(app, asha).get(`/api/listings/${pot.slug}`)).statusCode).toBe(404);
    await as(app, admin).post(`/api/admin/people/${dina.id}/reinstate`, {
      reason: "Appeal accepted: the suspension is lifted.",
    });
    expect((await as(app, asha).get(`/api/listings/${pot.slug}`)).statusCode).toBe(200);
  });

  it("changes a role with a reason, and not her own", async () => {
    const res = await as(app, admin).patch(`/api/admin/people/${bela.id}/role`, {
      role: "A",
      reason: "Made an admin to help run Saheli.",
    });
    expect(res.json()).toEqual({ role: "A", label: "Admin" });
    expect((await as(app, bela).get("/api/admin/people?q=asha")).statusCode).toBe(200);
    await as(app, admin).patch(`/api/admin/people/${bela.id}/role`, {
      role: "U",
      reason: "Role corrected after a review.",
    });
    expect((await as(app, bela).get("/api/admin/people?q=asha")).statusCode).toBe(403);
    const own = await as(app, admin).patch(`/api/admin/people/${admin.id}/role`, {
      role: "U",
      reason: "Testing it",
    });
    expect(errorMessage(own)).toBe(AdminMessages.notAdminTarget);
    const found = (await as(app, admin).get("/api/admin/people?q=asha@example")).json();
    expect(found.items.map((p: { id: string }) => p.id)).toEqual([asha.id]);
  });
});

let decorSeller: Member | null = null;
async function openShopOnce() {
  if (decorSeller) return decorSeller;
  decorSeller = await member(app, "decor@example.in", { full_name: "Esha Decor" });
  await openShop(app, decorSeller, "Esha Decor", ["Home Decor"]);
  return decorSeller;
}

async function signInAgain(email: string) {
  const jar = new CookieJar();
  await sendCode(app, jar, email);
  const text = (app.deps.auth.outbox?.list() ?? []).find((m) => m.to === email)?.text ?? "";
  const res = await verifyCode(app, jar, email, /\b(\d{6})\b/.exec(text)?.[1] ?? "");
  if (res.statusCode !== 200) throw new Error(`sign in: ${res.body}`);
  return { jar };
}

describe("moderation", () => {
  it("hides a reported post from the feed, the profile and search, and restores it", async () => {
    const postId = await publish(bela, "Buy followers cheap at this link");
    expect(await feedIds(asha)).toContain(postId);
    await as(app, asha).post(`/api/posts/${postId}/report`, { reason: "spam" });
    await as(app, chitra).post(`/api/posts/${postId}/report`, { reason: "spam" });

    const queue = (await as(app, admin).get("/api/admin/moderation?kind=post")).json().items;
    const item = queue.find((r: { target_id: string }) => r.target_id === postId);
    expect(item).toMatchObject({ kind: "post", report_count: 2, hidden: false, author: { id: bela.id } });

    const noReason = await as(app, admin).post(`/api/admin/moderation/${item.id}/action`, { action: "hide" });
    expect(errorMessage(noReason)).toBe(AdminMessages.reasonRequired);

    const reason = "Hidden because it looks like spam or unsolicited promotion.";
    const acted = await as(app, admin).post(`/api/admin/moderation/${item.id}/action`, {
      action: "hide",
      reason,
    });
    expect(acted.json()).toEqual({ status: "resolved", reports_closed: 2 });

    expect(await feedIds(asha)).not.toContain(postId);
    expect(await profilePostIds(asha, bela.id)).not.toContain(postId);
    expect(await searchPostIds(asha, "Buy followers")).not.toContain(postId);
    expect((await as(app, asha).get(`/api/posts/${postId}`)).statusCode).toBe(404);

    const open = (await as(app, admin).get("/api/admin/moderation")).json().items;
    expect(open.some((r: { target_id: string }) => r.target_id === postId)).toBe(false);
    const again = await as(app, admin).post(`/api/admin/moderation/${item.id}/action`, {
      action: "dismiss",
      reason,
    });
    expect(again.statusCode).toBe(409);

    const [entry] = await audit(postId);
    expect(entry).toMatchObject({ action: "report.hide", reason, actor: { id: admin.id } });
    const [notice] = await rows(
      app,
      "select title, message from notifications where recipient_id = $1 and type = 'system' order by created_at desc limit 1",
      [bela.id],
    );
    expect(notice).toEqual({ title: "Your post was hidden by a moderator", message: reason });

    await as(app, admin).post("/api/admin/moderation/restore", {
      kind: "post",
      target_id: postId,
      reason: "Reviewed again: the link was a real shop.",
    });
    expect(await feedIds(asha)).toContain(postId);
  });

  it("takes reports of comments and listings, and hides them", async () => {
    const postId = await publish(asha, "Which fabric for monsoon?");
    const comment = (
      await as(app, bela).post(`/api/posts/${postId}/comments`, { content: "Nasty words here" })
    ).json();
    const reported = await as(app, asha).post("/api/reports", {
      target_type: "comment",
      target_id: comment.id,
      reason: "harassment",
    });
    expect(reported.statusCode).toBe(200);
    expect(
      (
        await as(app, asha).post("/api/reports", {
          target_type: "comment",
          target_id: comment.id,
          reason: "harassment",
        })
      ).statusCode,
    ).toBe(409);
    const item = (await as(app, admin).get("/api/admin/moderation?kind=comment")).json().items[0];
    expect(item).toMatchObject({
      kind: "comment",
      excerpt: "Nasty words here",
      link: `/community/post/${postId}`,
    });
    await as(app, admin).post(`/api/admin/moderation/${item.id}/action`, {
      action: "hide",
      reason: "Hidden because it breaks the community guidelines on respectful conversation.",
    });
    const thread = (await as(app, asha).get(`/api/posts/${postId}/comments`)).json().items as {
      id: string;
    }[];
    expect(thread.map((c) => c.id)).not.toContain(comment.id);

    await category(app, "Sarees");
    await openShop(app, chitra, "Chitra Weaves", ["Sarees"]);
    const saree = await list(app, chitra, physical());
    expect((await as(app, asha).get(`/api/listings/${saree.slug}`)).statusCode).toBe(200);
    await as(app, asha).post("/api/reports", { target_type: "listing", target_id: saree.id, reason: "scam" });
    const listingReport = (await as(app, admin).get("/api/admin/moderation?kind=listing")).json().items[0];
    const profileWarn = await as(app, admin).post(`/api/admin/moderation/${listingReport.id}/action`, {
      action: "remove",
      reason: "Removed because it is spam or a scam.",
    });
    expect(profileWarn.statusCode).toBe(200);
    expect((await as(app, asha).get(`/api/listings/${saree.slug}`)).statusCode).toBe(404);
  });

  it("takes reports of jobs; hiding one closes it and takes it out of the job search", async () => {
    const closes = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const posted = await as(app, chitra).post("/api/jobs", {
      title: "Embroidery lead",
      business_name: "Chitra Studio",
      location: "Chennai",
      is_remote: false,
      job_type: "full_time",
      pay_min: 20000,
      pay_max: 30000,
      pay_period: "month",
      skills: ["Embroidery"],
      description: "Lead our embroidery unit.",
      how_to_apply: "Apply here.",
      closes_on: closes,
    });
    expect(posted.statusCode).toBe(201);
    const jobId = posted.json().id as string;
    const found = async () =>
      ((await as(app, asha).get("/api/jobs?q=Embroidery")).json().items as { id: string }[]).map((j) => j.id);
    expect(await found()).toContain(jobId);
    await as(app, asha).post("/api/reports", { target_type: "job", target_id: jobId, reason: "scam" });
    const item = (await as(app, admin).get("/api/admin/moderation?kind=job")).json().items[0];
    expect(item).toMatchObject({ kind: "job", excerpt: "Embroidery lead", author: { id: chitra.id } });
    expect(item.link).toBe(`/community/jobs/${posted.json().slug}-${jobId}`);
    await as(app, admin).post(`/api/admin/moderation/${item.id}/action`, {
      action: "hide",
      reason: "Hidden while we look into a report from the community.",
    });
    expect(await found()).not.toContain(jobId);
  });

  it("offers a profile report warn, suspend or dismiss, not hide", async () => {
    await as(app, asha).post(`/api/people/${bela.id}/report`, { reason: "spam" });
    const item = (await as(app, admin).get("/api/admin/moderation?kind=profile")).json().items[0];
    const hide = await as(app, admin).post(`/api/admin/moderation/${item.id}/action`, {
      action: "hide",
      reason: "Trying to hide a profile",
    });
    expect(errorMessage(hide)).toBe(AdminMessages.actionNotForKind);
    const warn = await as(app, admin).post(`/api/admin/moderation/${item.id}/action`, {
      action: "warn",
      reason: "Please don't post repeated promotions outside the marketplace.",
    });
    expect(warn.statusCode).toBe(200);
    const mail = (app.deps.auth.outbox?.list() ?? []).find(
      (m) => m.to === bela.email && m.subject === "A note from Saheli's moderators",
    );
    expect(mail?.text).toContain("repeated promotions");
  });
});

describe("curation", () => {
  it("puts slides on the home page in order, from an image checked by content", async () => {
    const notImage = await uploadAs(
      app,
      admin,
      "/api/admin/slides/image",
      Buffer.from("<html>hi</html>"),
      "x.png",
    );
    expect(notImage.statusCode).toBe(415);
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#aa3366" } })
      .png()
      .toBuffer();
    const image = (await uploadAs(app, admin, "/api/admin/slides/image", png, "hero.png")).json();
    expect(image.path).toMatch(/^slides\//);
    const badLink = await as(app, admin).post("/api/admin/slides", {
      title: "Diwali",
      image_path: image.path,
      link_url: "javascript:alert(1)",
      reason: "Festive campaign",
    });
    expect(errorMessage(badLink)).toContain(AdminMessages.linkInvalid);
    const first = (
      await as(app, admin).post("/api/admin/slides", {
        title: "Diwali gifting",
        image_path: image.path,
        link_url: "/commerce?filter=featured",
        reason: "Festive campaign",
      })
    ).json();
    const second = (
      await as(app, admin).post("/api/admin/slides", {
        title: "Meet the makers",
        image_path: image.path,
        reason: "Community week",
      })
    ).json();
    await as(app, admin).put("/api/admin/slides/order", {
      ids: [second.id, first.id],
      reason: "Community week first",
    });
    const home = (await call(app, new CookieJar(), { url: "/api/home" })).json();
    expect(home.slides.map((s: { title: string }) => s.title)).toEqual(["Meet the makers", "Diwali gifting"]);
    await as(app, admin).patch(`/api/admin/slides/${second.id}`, {
      is_active: false,
      reason: "Week is over",
    });
    const after = (await call(app, new CookieJar(), { url: "/api/home" })).json();
    expect(after.slides.map((s: { title: string }) => s.title)).toEqual(["Diwali gifting"]);
  });

  it("features a shop first on the home page, and a listing", async () => {
    await category(app, "Jewellery");
    const shop = await openShop(app, asha, "Asha Silver", ["Jewellery"]);
    const featured = await as(app, admin).post("/api/admin/featured/shops", {
      shop_id: shop.id,
      reason: "Festive pick",
    });
    expect(featured.json().items.map((s: { shop_id: string }) => s.shop_id)).toEqual([shop.id]);
    const home = (await call(app, new CookieJar(), { url: "/api/home" })).json();
    expect(home.shops[0].id).toBe(shop.id);
    const commerce = (await call(app, new CookieJar(), { url: "/api/commerce/featured-shops" })).json();
    expect(commerce.items.map((s: { id: string }) => s.id)).toEqual([shop.id]);
    const ring = await list(app, asha, physical({ title: "Silver toe ring" }));
    await as(app, admin).post("/api/admin/featured/listings", {
      listing_id: ring.id,
      featured: true,
      reason: "Festive pick",
    });
    const listed = (await as(app, admin).get("/api/admin/featured/listings")).json().items;
    expect(listed.map((l: { id: string }) => l.id)).toContain(ring.id);
    const removed = await as(app, admin).del(`/api/admin/featured/shops/${shop.id}`, {
      reason: "Festive week over",
    });
    expect(removed.json().items).toEqual([]);
    expect((await audit(shop.id)).map((e) => e.action)).toEqual(["unfeature_shop", "feature_shop"]);
  });

  it("manages categories with sub-categories, icons and order", async () => {
    const top = (
      await as(app, admin).post("/api/admin/categories", {
        name: "Home Decor",
        icon: "home",
        reason: "New range",
      })
    ).json();
    const sub = (
      await as(app, admin).post("/api/admin/categories", {
        name: "Wall Art",
        parent_id: top.id,
        reason: "New range",
      })
    ).json();
    expect(sub).toMatchObject({ parent_id: top.id, level: 1, seo_name: "wall-art" });
    const nested = await as(app, admin).post("/api/admin/categories", {
      name: "Frames",
      parent_id: sub.id,
      reason: "Too deep",
    });
    expect(errorMessage(nested)).toBe(AdminMessages.categoryParentInvalid);
    const dup = await as(app, admin).post("/api/admin/categories", {
      name: "home decor",
      reason: "Duplicate",
    });
    expect(errorMessage(dup)).toBe(AdminMessages.categoryNameTaken);
    // The category page shows the sub-category's listings too, and its "Categories" filter narrows to one.
    const sari = await openShopOnce();
    const art = await list(app, sari, physical({ title: "Madhubani wall art", category_id: sub.id }));
    const vase = await list(app, sari, physical({ title: "Terracotta vase", category_id: top.id }));
    const page = async (query = "") =>
      (await call(app, new CookieJar(), { url: `/api/categories/home-decor/listings${query}` })).json();
    const all = await page();
    expect(all.items.map((l: { id: string }) => l.id).sort()).toEqual([art.id, vase.id].sort());
    expect(all.facets.categories).toEqual([{ name: "Wall Art", seo_name: "wall-art", icon: null, count: 1 }]);
    const narrowed = await page("?cat=wall-art");
    expect(narrowed.items.map((l: { id: string }) => l.id)).toEqual([art.id]);

    const hidden = await as(app, admin).patch(`/api/admin/categories/${sub.id}`, {
      status: "D",
      reason: "Not ready yet",
    });
    expect(hidden.json().status).toBe("D");
    expect((await page()).facets.categories).toEqual([]);
  });
});
