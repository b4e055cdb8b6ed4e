import type { OutboxMessage } from "@saheli/core/contracts/auth";
import { SupportMessages } from "@saheli/core/support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { errorOf, rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { makeAdmin } from "../helpers/verification.js";

let app: App;
let asha: Member;
let bela: Member;
let admin: Member;

beforeAll(async () => {
  app = await createTestApp({
    env: { GRIEVANCE_OFFICER_NAME: "Kavya Menon", GRIEVANCE_OFFICER_EMAIL: "grievance@example.in" },
  });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  admin = await makeAdmin(app, "meera@example.in");
  await rows(app, "update profiles set full_name = 'Meera Iyer' where id = $1", [admin.id]);
});
afterAll(() => app.close());

const mailTo = (to: string) => (app.deps.auth.outbox?.list() ?? []).filter((m: OutboxMessage) => m.to === to);

const ticketInput = {
  subject: "My saree has not arrived",
  category: "order",
  message: "I paid for order SAH-1234 ten days ago and nothing has come.",
  conversation: [
    { role: "user", text: "Where is my order?" },
    { role: "assistant", text: "Please tell me your order number." },
  ],
};

describe("talk to a person", () => {
  it("opens a ticket, acknowledges it at once with the due times, and only she and admins read it", async () => {
    const opened = await as(app, asha).post("/api/support/tickets", ticketInput);
    expect(opened.statusCode).toBe(201);
    const ticket = opened.json();
    expect(ticket).toMatchObject({
      subject: ticketInput.subject,
      status: "open",
      conversation: ticketInput.conversation,
      first_response_at: null,
    });
    expect(ticket.reference).toMatch(/^SR-[A-Z0-9]{6}$/);
    expect(ticket.messages.map((m: { author_kind: string }) => m.author_kind)).toEqual(["member", "system"]);
    expect(ticket.messages[1].body).toContain(ticket.reference);
    const created = new Date(ticket.created_at).getTime();
    expect(new Date(ticket.respond_due_at).getTime() - created).toBe(48 * 3_600_000);
    expect(new Date(ticket.resolve_due_at).getTime() - created).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(mailTo(asha.email)[0]?.subject).toBe(`We received your request [${ticket.reference}]`);
    const [adminNote] = await rows(
      app,
      "select title, action_url from notifications where recipient_id = $1 and context_id = $2",
      [admin.id, ticket.id],
    );
    expect(adminNote).toMatchObject({
      title: "New support request",
      action_url: `/admin/support/tickets/${ticket.id}`,
    });

    expect((await as(app, asha).get(`/api/support/tickets/${ticket.id}`)).statusCode).toBe(200);
    const stranger = await as(app, bela).get(`/api/support/tickets/${ticket.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).message).toBe(SupportMessages.ticketNotFound);
    expect(
      (await as(app, bela).post(`/api/support/tickets/${ticket.id}/messages`, { body: "hi" })).statusCode,
    ).toBe(404);
    expect((await as(app, bela).get("/api/support/tickets")).json().tickets).toEqual([]);
    expect((await as(app, admin).get(`/api/admin/support/tickets/${ticket.id}`)).json()).toMatchObject({
      requester: { id: asha.id, full_name: "Asha Rao", email: asha.email },
    });
  });

  it("refuses bad input before writing anything", async () => {
    const res = await as(app, bela).post("/api/support/tickets", {
      ...ticketInput,
      subject: "Hi",
      message: "short",
    });
    expect(res.statusCode).toBe(400);
    const [count] = await rows(app, "select count(*)::int as n from support_tickets where user_id = $1", [
      bela.id,
    ]);
    expect(count?.n).toBe(0);
  });

  it("keeps members off the admin routes", async () => {
    for (const [method, url] of [
      ["get", "/api/admin/support/tickets"],
      ["get", "/api/admin/support/articles"],
      ["put", "/api/admin/support/articles/shipping"],
    ] as const) {
      const res = await as(app, asha)[method](url, {
        title: "x",
        category: "x",
        content: "x",
        base_version: 1,
      });
      expect(res.statusCode, url).toBe(403);
    }
    const [mine] = (await as(app, asha).get("/api/support/tickets")).json().tickets;
    const reply = await as(app, asha).post(`/api/admin/support/tickets/${mine.id}/messages`, {
      body: "Fixed!",
    });
    expect(reply.statusCode).toBe(403);
  });

  it("the admin queue shows due times; assign, reply (e-mail + notification), her reply, close", async () => {
    const queue = (await as(app, admin).get("/api/admin/support/tickets")).json();
    const [row] = queue.tickets;
    expect(row).toMatchObject({ status: "open", assignee: null, requester: { full_name: "Asha Rao" } });
    expect(row.respond_due_at).toBeTruthy();
    expect(queue.overdue).toBe(0);

    const assigned = await as(app, admin).post(`/api/admin/support/tickets/${row.id}/assign`, {
      assignee: "me",
    });
    expect(assigned.json().assignee).toEqual({ id: admin.id, full_name: "Meera Iyer" });
    const mine = (await as(app, admin).get("/api/admin/support/tickets?assigned=me")).json();
    expect(mine.tickets.map((t: { id: string }) => t.id)).toEqual([row.id]);
    const unassigned = (await as(app, admin).get("/api/admin/support/tickets?assigned=unassigned")).json();
    expect(unassigned.tickets).toEqual([]);

    const answered = await as(app, admin).post(`/api/admin/support/tickets/${row.id}/messages`, {
      body: "Sorry about this. The shop has shipped it today; here is the tracking number.",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: "waiting" });
    expect(answered.json().first_response_at).toBeTruthy();
    const her = (await as(app, asha).get(`/api/support/tickets/${row.id}`)).json();
    expect(her.messages.at(-1)).toMatchObject({
      author_kind: "admin",
      author_name: "Meera from Saheli Support",
    });
    expect(JSON.stringify(her)).not.toContain("meera@example.in");
    expect(mailTo(asha.email)[0]?.subject).toBe(`Re: ${ticketInput.subject} [${row.reference}]`);
    const [note] = await rows(
      app,
      "select title, action_url from notifications where recipient_id = $1 and context_id = $2",
      [asha.id, row.id],
    );
    expect(note).toMatchObject({ title: "Saheli Support replied", action_url: `/support/tickets/${row.id}` });

    const back = await as(app, asha).post(`/api/support/tickets/${row.id}/messages`, {
      body: "  Thank you!  ",
    });
    expect(back.json()).toMatchObject({ status: "open" });
    expect(back.json().messages.at(-1)).toMatchObject({ author_kind: "member", body: "Thank you!" });
    const empty = await as(app, asha).post(`/api/support/tickets/${row.id}/messages`, { body: "   " });
    expect(errorOf(empty).message).toContain(SupportMessages.replyEmpty);

    const closed = await as(app, admin).post(`/api/admin/support/tickets/${row.id}/messages`, {
      body: "Glad it is sorted.",
      close: true,
    });
    expect(closed.json()).toMatchObject({ status: "closed" });
    const late = await as(app, asha).post(`/api/support/tickets/${row.id}/messages`, {
      body: "One more thing",
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(SupportMessages.ticketClosed);
    const active = (await as(app, admin).get("/api/admin/support/tickets")).json();
    expect(active.tickets).toEqual([]);
    expect(
      (await as(app, admin).get("/api/admin/support/tickets?status=closed")).json().tickets,
    ).toHaveLength(1);
  });
});

describe("limits", () => {
  it("takes at most 10 new requests a day from one person", async () => {
    const cara = await member(app, "cara@example.in", { full_name: "Cara Dsouza" });
    for (let i = 0; i < 10; i++)
      expect((await as(app, cara).post("/api/support/tickets", ticketInput)).statusCode).toBe(201);
    const over = await as(app, cara).post("/api/support/tickets", ticketInput);
    expect(over.statusCode).toBe(429);
    const [count] = await rows(app, "select count(*)::int as n from support_tickets where user_id = $1", [
      cara.id,
    ]);
    expect(count?.n).toBe(10);
  });
});

describe("help centre", () => {
  it("shows categories, popular articles and the grievance officer; the vendor variant puts selling first", async () => {
    const customer = (await as(app, bela).get("/api/support/help")).json();
    expect(customer.categories[0].name).toBe("Orders and delivery");
    expect(customer.popular.length).toBeGreaterThan(0);
    expect(customer.popular.some((a: { category: string }) => a.category === "Selling")).toBe(false);
    expect(customer.contact.grievance_officer).toEqual({
      name: "Kavya Menon",
      email: "grievance@example.in",
    });
    const vendor = (await as(app, bela).get("/api/support/help?user_type=vendor")).json();
    expect(vendor.categories[0].name).toBe("Selling");
  });

  it("finds articles by their words and counts readings for popular articles", async () => {
    const found = (await as(app, bela).get("/api/support/articles?q=refund%20my%20money")).json();
    expect(found.articles[0].id).toBe("returns-and-refunds");
    expect(found.articles[0].snippet.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await as(app, bela).get("/api/support/kb/verification-declined");
    const page = (await as(app, bela).get("/api/support/kb/verification-declined")).json();
    expect(page).toMatchObject({ id: "verification-declined", version: 1 });
    expect(page.related.length).toBeGreaterThan(0);
    const centre = (await as(app, bela).get("/api/support/help")).json();
    expect(centre.popular[0].id).toBe("verification-declined");
    expect((await as(app, bela).get("/api/support/kb/nope")).statusCode).toBe(404);
  });

  it("admins publish versions: history kept, stale edits refused, start-up keeps their text", async () => {
    const before = (await as(app, admin).get("/api/admin/support/articles/shipping")).json();
    expect(before.version).toBe(1);
    expect(before.versions).toHaveLength(1);
    const published = await as(app, admin).put("/api/admin/support/articles/shipping", {
      title: before.title,
      category: before.category,
      content: `${before.content}\n\n**New:** free shipping above ₹999 for every shop.`,
      note: "Free shipping line",
      base_version: 1,
    });
    expect(published.statusCode).toBe(200);
    const after = published.json();
    expect(after.version).toBe(2);
    expect(after.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(after.versions[0]).toMatchObject({ note: "Free shipping line", edited_by: { id: admin.id } });
    expect(after.versions[1]).toMatchObject({ content: before.content, edited_by: null });

    const stale = await as(app, admin).put("/api/admin/support/articles/shipping", {
      title: "Older edit",
      category: before.category,
      content: before.content,
      base_version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(SupportMessages.articleStale);

    const { ensureHelpArticles } = await import("../../src/modules/search/help-articles.store.js");
    await ensureHelpArticles(app.deps.database.db);
    const page = (await as(app, bela).get("/api/support/kb/shipping")).json();
    expect(page.version).toBe(2);
    expect(page.content).toContain("**New:** free shipping");

    const created = await as(app, admin).post("/api/admin/support/articles", {
      id: "gift-wrapping",
      title: "Gift wrapping",
      category: "Shopping",
      content: "Ask the shop in a message.",
    });
    expect(created.statusCode).toBe(201);
    const again = await as(app, admin).post("/api/admin/support/articles", {
      id: "gift-wrapping",
      title: "Gift wrapping",
      category: "Shopping",
      content: "Ask.",
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("help centre in Hindi (issue 20)", () => {
  const visit = (url: string, language?: "hi" | "en", acceptLanguage?: string) =>
    app.inject({
      method: "GET",
      url,
      headers: {
        ...(language ? { cookie: `saheli_lang=${language}` } : {}),
        ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
      },
    });

  it("every shipped article has its Hindi, keeping the English's numbers and links", async () => {
    const { HELP_ARTICLES } = await import("../../src/modules/search/help-articles.js");
    const { HELP_ARTICLES_HI } = await import("../../src/modules/search/help-articles-hi.js");
    expect(Object.keys(HELP_ARTICLES_HI).sort()).toEqual(HELP_ARTICLES.map((a) => a.id).sort());
    const facts = (text: string) =>
      (text.match(/₹?\d+(?:,\d+)*(?:–\d+)?|\/[a-z/-]+|SAH-[\d-]+/g) ?? []).sort();
    for (const article of HELP_ARTICLES) {
      const hindi = HELP_ARTICLES_HI[article.id];
      expect(hindi?.content, article.id).toMatch(/[\u0900-\u097F]/);
      expect(facts(hindi?.content ?? ""), article.id).toEqual(facts(article.content));
    }
  });

  it("lists, serves and finds the Hindi articles for a Hindi reader; English without a choice", async () => {
    const hindi = (await visit("/api/support/help", "hi")).json();
    expect(hindi.categories[0].name).toBe("ऑर्डर और डिलीवरी");
    const titles = hindi.categories.flatMap((c: { articles: { title: string }[] }) =>
      c.articles.map((a) => a.title),
    );
    expect(titles).toContain("रिटर्न और रिफ़ंड");
    const english = (await visit("/api/support/help")).json();
    expect(english.categories[0].name).toBe("Orders and delivery");
    expect(
      english.categories.flatMap((c: { articles: { title: string }[] }) => c.articles.map((a) => a.title)),
    ).toContain("Returns and refunds");

    const page = (await visit("/api/support/kb/returns-and-refunds", "hi")).json();
    expect(page).toMatchObject({
      id: "returns-and-refunds",
      title: "रिटर्न और रिफ़ंड",
      category: "ऑर्डर और डिलीवरी",
    });
    expect(page.content).toContain("डिलीवरी के 30 दिन के अंदर");
    expect(page.related.some((r: { title: string }) => r.title === "ट्रैक करना, रद्द करना और आपके ऑर्डर")).toBe(
      true,
    );
    // Her browser asking for Hindi is enough; the cookie wins over it.
    expect(
      (await visit("/api/support/kb/returns-and-refunds", undefined, "hi-IN,hi;q=0.9")).json().title,
    ).toBe("रिटर्न और रिफ़ंड");
    expect((await visit("/api/support/kb/returns-and-refunds", "en", "hi-IN")).json().title).toBe(
      "Returns and refunds",
    );
    const englishPage = (await visit("/api/support/kb/returns-and-refunds")).json();
    expect(englishPage).toMatchObject({ title: "Returns and refunds", category: "Orders and delivery" });
    expect(englishPage.content).toContain("within 30 days of delivery");

    // "रिफ़ंड कैसे मिलेगा": found by its Hindi word, with a Hindi snippet; typed without the nukta too.
    for (const q of ["रिफ़ंड कैसे मिलेगा", "रिफंड"]) {
      const found = (await visit(`/api/support/articles?q=${encodeURIComponent(q)}`, "hi")).json();
      expect(found.articles[0], q).toMatchObject({ id: "returns-and-refunds", title: "रिटर्न और रिफ़ंड" });
      expect(found.articles[0].snippet).toMatch(/[\u0900-\u097F]/);
    }
    // Her English words find the article too, answered in Hindi.
    const typedInEnglish = (await visit("/api/support/articles?q=refund", "hi")).json();
    expect(typedInEnglish.articles[0]).toMatchObject({ id: "returns-and-refunds", title: "रिटर्न और रिफ़ंड" });
    // An English reader's search is as it was: English words, English answers; Hindi words find nothing.
    const englishSearch = (await visit("/api/support/articles?q=refund")).json();
    expect(englishSearch.articles[0]).toMatchObject({
      id: "returns-and-refunds",
      title: "Returns and refunds",
    });
    expect((await visit(`/api/support/articles?q=${encodeURIComponent("रिफ़ंड")}`)).json().articles).toEqual(
      [],
    );
  });

  it("an article an admin published in English only is English for a Hindi reader too", async () => {
    // "shipping" was published over by an admin above (version 2, English).
    const page = (await visit("/api/support/kb/shipping", "hi")).json();
    expect(page.version).toBe(2);
    expect(page.title).toBe("Shipping charges and delivery");
    expect(page.content).toContain("**New:** free shipping");
    expect(page.category).toBe("ऑर्डर और डिलीवरी");
    const created = (await visit("/api/support/kb/gift-wrapping", "hi")).json();
    expect(created).toMatchObject({ title: "Gift wrapping", content: "Ask the shop in a message." });
    // Start-up does not write the shipped Hindi back over her version.
    const { ensureHelpArticles } = await import("../../src/modules/search/help-articles.store.js");
    await ensureHelpArticles(app.deps.database.db);
    expect((await visit("/api/support/kb/shipping", "hi")).json().title).toBe(
      "Shipping charges and delivery",
    );
    expect((await visit("/api/support/kb/delete-account", "hi")).json().title).toBe("अपना खाता हटाना");
  });

  it("an admin may publish a version with its Hindi; the next English-only version is English for a Hindi reader", async () => {
    const before = (await as(app, admin).get("/api/admin/support/articles/sign-in-codes")).json();
    expect(before.hindi).toMatchObject({ title: "एक बार के कोड से साइन इन करना" });
    const hindi = {
      title: "कोड से साइन इन",
      content: "अपना ईमेल डालें और 6 अंकों का कोड टाइप करें। कोई पासवर्ड नहीं।",
    };
    const withHindi = await as(app, admin).put("/api/admin/support/articles/sign-in-codes", {
      title: before.title,
      category: before.category,
      content: before.content,
      hindi,
      base_version: 1,
    });
    expect(withHindi.statusCode).toBe(200);
    expect(withHindi.json()).toMatchObject({ version: 2, hindi });
    expect((await visit("/api/support/kb/sign-in-codes", "hi")).json()).toMatchObject({
      version: 2,
      ...hindi,
    });
    const found = (await visit(`/api/support/articles?q=${encodeURIComponent("पासवर्ड")}`, "hi")).json();
    expect(found.articles.map((a: { id: string }) => a.id)).toContain("sign-in-codes");
    // Publishing the same again changes nothing.
    const same = await as(app, admin).put("/api/admin/support/articles/sign-in-codes", {
      title: before.title,
      category: before.category,
      content: before.content,
      hindi,
      base_version: 2,
    });
    expect(same.statusCode).toBe(400);

    const englishOnly = await as(app, admin).put("/api/admin/support/articles/sign-in-codes", {
      title: before.title,
      category: before.category,
      content: `${before.content} Codes are never sent by WhatsApp.`,
      base_version: 2,
    });
    expect(englishOnly.json()).toMatchObject({ version: 3, hindi: null });
    const page = (await visit("/api/support/kb/sign-in-codes", "hi")).json();
    expect(page.title).toBe("Signing in with a one-time code");
    expect(page.content).toContain("never sent by WhatsApp");
  });
});
