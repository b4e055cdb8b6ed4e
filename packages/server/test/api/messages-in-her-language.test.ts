import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, call, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { localPushService } from "../helpers/push-endpoint.js";
import { createTestApp } from "../helpers/test-app.js";

/**
 * Issue 20: what the server sends a person (notifications, their push, e-mails) is in her language: her
 * profile's for a member, the asking browser's for someone who has none yet. English stays as it always was.
 */
let app: App;
let push: Awaited<ReturnType<typeof localPushService>>;
let asha: Member;
let riya: Member;
let bela: Member;

beforeAll(async () => {
  push = await localPushService();
  // A six-figure order, to see the Indian grouping (₹1,00,050), is above the default cash-on-delivery ceiling.
  app = await createTestApp({
    env: { PUSH_SERVICE_HOSTS: push.host, COD_MAX_ORDER: "200000" },
    relaxedLimits: true,
  });
  asha = await member(app, "asha@language-mail.test", { full_name: "Asha Devi" });
  riya = await member(app, "riya@language-mail.test", { full_name: "Riya Sen" });
  bela = await member(app, "bela@language-mail.test", { full_name: "Bela Shah" });
  // Riya reads Saheli in Hindi; Asha and Bela in English.
  for (const [who, language] of [
    [riya, "hi"],
    [asha, "en"],
  ] as const) {
    const chosen = await as(app, who).put("/api/language", { language });
    expect(chosen.statusCode).toBe(200);
  }
  await category(app, "Sarees");
});
afterAll(async () => {
  await app.close();
  await push.close();
});

const outbox = () => app.deps.auth.outbox?.list() ?? [];
/** Her newest e-mail whose subject has `words`, once it has gone. */
const mailTo = async (to: string, words: string) => {
  await expect
    .poll(() => outbox().some((m) => m.to === to && m.subject.includes(words)), { timeout: 5000 })
    .toBe(true);
  return outbox().find((m) => m.to === to && m.subject.includes(words))!;
};
const noticesOf = (who: Member, type: string) =>
  rows(
    app,
    "select title, message from notifications where recipient_id = $1 and type = $2 order by created_at",
    [who.id, type],
  ) as Promise<{ title: string; message: string }[]>;

describe("messages in her language", () => {
  it("tells a Hindi buyer of her order in Hindi, in the app and by e-mail, and the English shop in English", async () => {
    await openShop(app, asha, "Asha's Loom", ["Sarees"]);
    const saree = await list(
      app,
      asha,
      physical({ title: "Chanderi saree", price: 100000, sale_price: null, quantity: 5 }),
    );
    const { items } = (
      await as(app, riya).post("/api/locations", {
        name: "Home",
        full_name: "Riya Sen",
        phone: "9876543210",
        pincode: "560001",
        city: "Bengaluru",
        state: "Karnataka",
        address_line: "12 MG Road",
      })
    ).json();
    await as(app, riya).post("/api/cart/items", { listing_id: saree.id, quantity: 1 });
    const placed = await as(app, riya).post("/api/checkout", {
      address_id: items[0].id,
      payment_method: "cod",
      idempotency_key: randomUUID(),
    });
    expect(placed.statusCode).toBe(200);
    const { order_number: n, total } = placed.json().orders[0] as { order_number: string; total: number };
    // Latin digits and the Indian grouping in both languages: ₹1,00,050.
    const money = `₹${new Intl.NumberFormat("en-IN").format(total)}`;
    expect(money).toMatch(/^₹1,00,\d{3}$/);

    await expect
      .poll(() => noticesOf(riya, "order"), { timeout: 5000 })
      .toEqual([
        {
          title: "ऑर्डर हो गया",
          message: `Asha's Loom से ऑर्डर ${n}: ${money}, कैश ऑन डिलीवरी।`,
        },
      ]);
    const riyaMail = await mailTo(riya.email, n);
    expect(riyaMail.subject).toBe(`ऑर्डर हो गया · ${n}`);
    expect(riyaMail.text).toBe(
      `Asha's Loom से ऑर्डर ${n}: ${money}, कैश ऑन डिलीवरी।\n\nऑर्डर देखें: ${app.deps.config.publicUrl}/commerce/orders/${n}\n\n— सहेली`,
    );

    // The shop chose English: today's words, as they always were.
    await expect
      .poll(() => noticesOf(asha, "order"), { timeout: 5000 })
      .toEqual([
        {
          title: "New order",
          message: `Riya Sen ordered from Asha's Loom: ${n}, ${money}, cash on delivery.`,
        },
      ]);
    const ashaMail = await mailTo(asha.email, n);
    expect(ashaMail.subject).toBe(`New order · ${n}`);
    expect(ashaMail.text).toBe(
      `Riya Sen ordered from Asha's Loom: ${n}, ${money}, cash on delivery.\n\nSee the order: ${app.deps.config.publicUrl}/vendor/orders/${n}\n\n— Saheli`,
    );

    // The next step too: the shop confirms, the buyer reads it in Hindi.
    const moved = await as(app, asha).patch(`/api/vendor/orders/${n}`, { status: "confirmed" });
    expect(moved.statusCode).toBe(200);
    await expect
      .poll(async () => (await noticesOf(riya, "order")).at(-1), { timeout: 5000 })
      .toEqual({ title: "ऑर्डर की पुष्टि हुई", message: `Asha's Loom ने ऑर्डर ${n} की पुष्टि कर दी है।` });
    expect((await mailTo(riya.email, "ऑर्डर की पुष्टि हुई")).subject).toBe(`ऑर्डर की पुष्टि हुई · ${n}`);
  });

  it("sends a sign-in code in the language of the browser that asked for it", async () => {
    const ask = async (email: string, headers: Record<string, string>) => {
      const sent = await call(app, new CookieJar(), {
        method: "POST",
        url: "/api/auth/otp/send",
        body: { channel: "email", identifier: email },
        headers,
      });
      expect(sent.statusCode).toBe(200);
      return outbox().find((m) => m.to === email)!;
    };

    const byCookie = await ask("new-hindi@language-mail.test", { cookie: "saheli_lang=hi" });
    const code = /\b(\d{6})\b/.exec(byCookie.text)?.[1];
    expect(byCookie.subject).toBe(`${code} सहेली पर साइन इन के लिए आपका कोड है`);
    expect(byCookie.text.split("\n")[0]).toBe(`सहेली पर साइन इन के लिए आपका कोड है ${code}`);
    expect(byCookie.text).toContain("10 मिनट");

    const byBrowser = await ask("browser-hindi@language-mail.test", { "accept-language": "hi-IN,hi;q=0.9" });
    expect(byBrowser.subject).toMatch(/^\d{6} सहेली पर साइन इन के लिए आपका कोड है$/);

    // The cookie, her choice, wins over the browser; without either it is English, word for word.
    const chosenEnglish = await ask("chose-english@language-mail.test", {
      cookie: "saheli_lang=en",
      "accept-language": "hi",
    });
    expect(chosenEnglish.subject).toMatch(/^\d{6} is your Saheli sign-in code$/);
    const english = await ask("english@language-mail.test", {});
    const englishCode = /\b(\d{6})\b/.exec(english.text)?.[1];
    expect(english.subject).toBe(`${englishCode} is your Saheli sign-in code`);
    expect(english.text).toBe(
      [
        `Your Saheli sign-in code is ${englishCode}`,
        "",
        "It works once, for 10 minutes, in the browser where you asked for it.",
        "If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.",
        "",
        "Saheli: shop, connect and grow together.",
      ].join("\n"),
    );
  });

  it("tells a Hindi author of reactions and comments in Hindi, and pushes them in Hindi", async () => {
    const subscribed = await as(app, riya).post("/api/push/subscriptions", push.subscription("/push/riya"));
    expect(subscribed.statusCode).toBe(204);
    const post = (await as(app, riya).post("/api/posts", { content: "मेरी नई साड़ियाँ आ गई हैं" })).json();

    const arriving = push.next();
    await as(app, bela).post(`/api/posts/${post.id}/reactions`, { reaction_type: "love" });
    const delivery = await arriving;
    expect(delivery.path).toBe("/push/riya");
    expect(JSON.parse(push.decrypt(delivery.body))).toMatchObject({
      title: "नया रिएक्शन",
      body: "Bela Shah ने आपकी पोस्ट पर रिएक्शन दिया",
      url: `/community/post/${post.id}`,
    });

    const top = (await as(app, bela).post(`/api/posts/${post.id}/comments`, { content: "बहुत सुंदर!" })).json();
    await as(app, riya).post(`/api/posts/${post.id}/comments`, {
      content: "Thank you",
      parent_comment_id: top.id,
    });

    expect(await noticesOf(riya, "like")).toEqual([
      { title: "नया रिएक्शन", message: "Bela Shah ने आपकी पोस्ट पर रिएक्शन दिया" },
    ]);
    expect(await noticesOf(riya, "comment")).toEqual([
      { title: "नया कमेंट", message: "Bela Shah ने आपकी पोस्ट पर कमेंट किया" },
    ]);
    // Bela reads English: the reply to her comment is told as it always was.
    expect(await noticesOf(bela, "comment_reply")).toEqual([
      { title: "New reply", message: "Riya Sen replied to your comment" },
    ]);
  });

  it("words a notice for several people each in her own language", async () => {
    await rows(app, "update profiles set username = 'riya_sen' where id = $1", [riya.id]);
    await rows(app, "update profiles set username = 'asha_devi' where id = $1", [asha.id]);
    await as(app, bela).post("/api/posts", { content: "Thank you @riya_sen and @asha_devi!" });
    await expect
      .poll(async () => [await noticesOf(riya, "post_mention"), await noticesOf(asha, "post_mention")], {
        timeout: 5000,
      })
      .toEqual([
        [{ title: "आपको मेंशन किया गया", message: "Bela Shah ने एक पोस्ट में आपको मेंशन किया" }],
        [{ title: "You were mentioned", message: "Bela Shah mentioned you in a post" }],
      ]);
  });

  it("starts a new account in the language of the browser she signed up in", async () => {
    const jar = new CookieJar();
    const email = "new-member@language-mail.test";
    const hindi = { cookie: "saheli_lang=hi" };
    await call(app, jar, {
      method: "POST",
      url: "/api/auth/otp/send",
      body: { channel: "email", identifier: email },
    });
    const code = /\b(\d{6})\b/.exec(outbox().find((m) => m.to === email)?.text ?? "")?.[1];
    // The app's own cookies (the code's binding) travel with her language's.
    const verified = await call(app, jar, {
      method: "POST",
      url: "/api/auth/otp/verify",
      body: { channel: "email", identifier: email, code },
      headers: { cookie: `${jar.header()}; ${hindi.cookie}` },
    });
    expect(verified.statusCode).toBe(200);
    const id = verified.json().user.id as string;
    expect(await rows(app, "select language from profiles where id = $1", [id])).toEqual([
      { language: "hi" },
    ]);
    // Someone who already had an account keeps hers.
    expect(await rows(app, "select language from profiles where id = $1", [bela.id])).toEqual([
      { language: "en" },
    ]);
  });

  it("acknowledges a support request in her language, in her thread and by e-mail", async () => {
    const opened = await as(app, riya).post("/api/support/tickets", {
      subject: "मेरी साड़ी नहीं आई",
      category: "order",
      message: "दस दिन हो गए, ऑर्डर नहीं आया।",
    });
    expect(opened.statusCode).toBe(201);
    const ticket = opened.json();
    expect(ticket.messages[1].body).toMatch(new RegExp(`^हमें आपका अनुरोध ${ticket.reference} मिल गया है।`));
    const mail = await mailTo(riya.email, ticket.reference);
    expect(mail.subject).toBe(`हमें आपका अनुरोध मिल गया है [${ticket.reference}]`);
    expect(mail.text).toContain("— सहेली सपोर्ट टीम");
    expect(mail.text.startsWith(ticket.messages[1].body)).toBe(true);
  });

  it("tells a Hindi buyer of her booking in Hindi, with its time in hi-IN, and the English shop in English", async () => {
    const listing = await list(app, asha, {
      listing_type: "service",
      title: "Saree draping class",
      description: "One hour, one to one.",
      price: 1500,
      sale_price: null,
      booking_duration_minutes: 60,
      is_online: false,
      requires_approval: false,
    });
    const day = { start: "10:00", end: "13:00" };
    const saved = await as(app, asha).put(`/api/vendor/services/${listing.id}/availability`, {
      timezone: "Asia/Kolkata",
      weekly: { mon: [day], tue: [day], wed: [day], thu: [day], fri: [day], sat: [day], sun: [day] },
      overrides: [],
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      min_notice_minutes: 120,
      max_days_ahead: 60,
      capacity: 1,
      pay_at_service: true,
      cancel_hours: 24,
      meeting_provider: "in_person",
    });
    expect(saved.statusCode).toBe(200);
    // 10:00 in India, three days from now.
    const slot = new Date(`${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T04:30:00Z`);
    const booked = await as(app, riya).post("/api/bookings", {
      listing_id: listing.id,
      slot_start: slot.toISOString(),
      idempotency_key: randomUUID(),
      payment_method: "pay_at_service",
      buyer_timezone: "Asia/Kolkata",
    });
    expect(booked.statusCode).toBe(200);

    const hindiTime = new Intl.DateTimeFormat("hi-IN", {
      timeZone: "Asia/Kolkata",
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(slot);
    await expect
      .poll(async () => (await noticesOf(riya, "order")).at(-1), { timeout: 5000 })
      .toEqual({
        title: "बुकिंग की पुष्टि हुई",
        message: `Asha's Loom के साथ Saree draping class, ${hindiTime}। सेवा के समय ₹1,500 का भुगतान करें। यह आमने-सामने होगा।`,
      });
    const mail = await mailTo(riya.email, "बुकिंग की पुष्टि हुई");
    expect(mail.subject).toBe("बुकिंग की पुष्टि हुई · Saree draping class");
    expect(mail.text).toMatch(/\n\nबुकिंग देखें: .*\/co-work\/bookings\/.+\n\n— सहेली$/);

    await expect
      .poll(async () => (await noticesOf(asha, "order")).at(-1)?.title, { timeout: 5000 })
      .toBe("New booking");
    expect((await noticesOf(asha, "order")).at(-1)?.message).toMatch(
      /^Riya Sen booked Saree draping class, .+ IST\.$/,
    );
  });
});
