import { ChatMessages } from "@saheli/core/chat";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../src/app.js";
import { call, errorOf, rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";
import { newcomer } from "../helpers/verification.js";

let app: App;
let asha: Member;
let bela: Member;
let chitra: Member;
let outsider: Member;

beforeAll(async () => {
  app = await createTestApp();
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  chitra = await member(app, "chitra@example.in", { full_name: "Chitra Iyer" });
  outsider = await member(app, "dia@example.in", { full_name: "Dia Menon" });
});
afterAll(() => app.close());

const direct = async (from: Member, to: Member) => {
  const res = await as(app, from).post("/api/chat/conversations", { participant_ids: [to.id] });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; type: string };
};

describe("conversations", () => {
  it("opens one direct conversation between two people, whoever starts it", async () => {
    const first = await direct(asha, bela);
    const again = await direct(bela, asha);
    expect(first.type).toBe("direct");
    expect(again.id).toBe(first.id);
    const [{ n }] = (await rows(
      app,
      "select count(*)::int as n from conversations where type = 'direct'",
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("makes a group above two people, the creator its admin, titled 'New Group' by default", async () => {
    const res = await as(app, asha).post("/api/chat/conversations", {
      participant_ids: [bela.id, chitra.id],
    });
    expect(res.json()).toMatchObject({ type: "group", title: "New Group", my_role: "admin" });
    expect(res.json().participants).toHaveLength(3);
    const view = await as(app, bela).get(`/api/chat/conversations/${res.json().id}`);
    expect(view.json().my_role).toBe("member");
  });

  it("offers verified women in the pick list, never herself or someone blocked", async () => {
    const unverified = await newcomer(app, "new@example.in");
    await as(app, chitra).post(`/api/people/${asha.id}/block`);
    const people = (await as(app, asha).get("/api/chat/people")).json() as { id: string }[];
    const ids = people.map((p) => p.id);
    expect(ids).toContain(bela.id);
    expect(ids).not.toContain(asha.id);
    expect(ids).not.toContain(unverified.id);
    expect(ids).not.toContain(chitra.id);
    const refused = await as(app, asha).post("/api/chat/conversations", { participant_ids: [chitra.id] });
    expect(refused.statusCode).toBe(403);
    await as(app, chitra).del(`/api/people/${asha.id}/block`);
  });

  it("refuses guests with 'User not authenticated' and unverified people writing", async () => {
    const guest = await app.inject({ method: "GET", url: "/api/chat/conversations" });
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest).message).toBe(ChatMessages.unauthenticated);
    const unverified = await newcomer(app, "new2@example.in");
    const res = await as(app, unverified).post("/api/chat/conversations", { participant_ids: [asha.id] });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe("VERIFICATION_REQUIRED");
  });
});

describe("messages", () => {
  it("sends, lists in order with unread counts, and marks read", async () => {
    const { id } = await direct(asha, bela);
    const empty = await as(app, asha).post(`/api/chat/conversations/${id}/messages`, { content: "   " });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(ChatMessages.empty);

    const hello = await as(app, asha).post(`/api/chat/conversations/${id}/messages`, {
      content: " Hello Bela ",
    });
    expect(hello.json()).toMatchObject({ content: "Hello Bela", is_mine: true, status: "sent" });
    const reply = await as(app, bela).post(`/api/chat/conversations/${id}/messages`, {
      content: "Hi!",
      reply_to_id: hello.json().id,
    });
    expect(reply.json().reply_to).toMatchObject({ id: hello.json().id, content: "Hello Bela" });

    const list = (await as(app, asha).get("/api/chat/conversations")).json();
    expect(list[0]).toMatchObject({ id, unread_count: 1, last_message: { preview: "Hi!" } });
    expect((await as(app, asha).get("/api/realtime/stats")).json()).toMatchObject({ unreadMessages: 1 });

    await as(app, asha).post(`/api/chat/conversations/${id}/read`);
    expect((await as(app, asha).get("/api/chat/conversations")).json()[0].unread_count).toBe(0);
    const page = (await as(app, bela).get(`/api/chat/conversations/${id}/messages`)).json();
    expect(page.messages.map((m: { content: string }) => m.content).slice(-2)).toEqual(["Hello Bela", "Hi!"]);
    expect(page.messages.at(-1)).toMatchObject({ is_mine: true, status: "read" });
  });

  it("pages history 50 at a time, older with ?before=", async () => {
    const { id } = await as(app, chitra)
      .post("/api/chat/conversations", { participant_ids: [outsider.id] })
      .then((r) => r.json());
    const start = Date.now() - 60 * 60_000;
    await rows(
      app,
      `insert into messages (conversation_id, sender_id, content, created_at)
       select $1, $2, 'm' || i, $3::timestamptz + (i || ' seconds')::interval from generate_series(1, 60) i`,
      [id, chitra.id, new Date(start).toISOString()],
    );
    const latest = (await as(app, outsider).get(`/api/chat/conversations/${id}/messages`)).json();
    expect(latest.messages).toHaveLength(50);
    expect(latest.has_older).toBe(true);
    expect(latest.messages.at(-1).content).toBe("m60");
    const before = encodeURIComponent(latest.messages[0].created_at);
    const older = (
      await as(app, outsider).get(`/api/chat/conversations/${id}/messages?before=${before}`)
    ).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${i + 1}`),
    );
    expect(older.has_older).toBe(false);
  });

  it("lets only the sender edit or delete, and nobody outside read or post", async () => {
    const { id } = await direct(asha, bela);
    const sent = (
      await as(app, asha).post(`/api/chat/conversations/${id}/messages`, { content: "Typo" })
    ).json();
    expect(
      (await as(app, bela).patch(`/api/chat/messages/${sent.id}`, { content: "Hacked" })).statusCode,
    ).toBe(403);
    expect((await as(app, bela).del(`/api/chat/messages/${sent.id}`)).statusCode).toBe(403);
    expect((await as(app, outsider).del(`/api/chat/messages/${sent.id}`)).statusCode).toBe(404);
    const edited = await as(app, asha).patch(`/api/chat/messages/${sent.id}`, { content: "Fixed" });
    expect(edited.json()).toMatchObject({ content: "Fixed", edited_at: expect.any(String) });
    expect((await as(app, asha).del(`/api/chat/messages/${sent.id}`)).statusCode).toBe(204);
    const last = (await as(app, bela).get(`/api/chat/conversations/${id}/messages`)).json().messages.at(-1);
    expect(last).toMatchObject({ id: sent.id, deleted: true, content: "" });

    for (const res of [
      await as(app, outsider).get(`/api/chat/conversations/${id}/messages`),
      await as(app, outsider).post(`/api/chat/conversations/${id}/messages`, { content: "Let me in" }),
      await as(app, outsider).get(`/api/chat/conversations/${id}`),
      await as(app, outsider).post(`/api/chat/conversations/${id}/read`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(ChatMessages.noConversation);
    }
  });

  it("toggles reactions, for participants only", async () => {
    const { id } = await direct(asha, bela);
    const sent = (
      await as(app, asha).post(`/api/chat/conversations/${id}/messages`, { content: "Big news" })
    ).json();
    const added = await as(app, bela).post(`/api/chat/messages/${sent.id}/reactions`, { emoji: "🎉" });
    expect(added.json().reactions).toEqual([{ emoji: "🎉", count: 1, mine: true }]);
    const removed = await as(app, bela).post(`/api/chat/messages/${sent.id}/reactions`, { emoji: "🎉" });
    expect(removed.json().reactions).toEqual([]);
    expect(
      (await as(app, outsider).post(`/api/chat/messages/${sent.id}/reactions`, { emoji: "🎉" })).statusCode,
    ).toBe(404);
  });
});

describe("attachments", () => {
  it("checks files by content, keeps them for the conversation, and sends them", async () => {
    const { id } = await direct(asha, bela);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c2185b" } })
      .png()
      .toBuffer();
    const photo = await uploadAs(app, asha, "/api/chat/files", png, "look.png", "image/png");
    expect(photo.statusCode).toBe(200);
    expect(photo.json()).toMatchObject({ kind: "image", mime: "image/jpeg" });
    const pdf = await uploadAs(
      app,
      asha,
      "/api/chat/files",
      Buffer.from("%PDF-1.4\n%…\n"),
      "menu.pdf",
      "application/pdf",
    );
    expect(pdf.json()).toMatchObject({ kind: "document", mime: "application/pdf", name: "menu.pdf" });
    const fake = await uploadAs(
      app,
      asha,
      "/api/chat/files",
      Buffer.from("MZ\x90\0binary"),
      "x.pdf",
      "application/pdf",
    );
    expect(fake.statusCode).toBe(415);

    const sent = await as(app, asha).post(`/api/chat/conversations/${id}/messages`, {
      attachments: [photo.json().path, pdf.json().path],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().attachments.map((a: { kind: string }) => a.kind)).toEqual(["image", "document"]);
    const url = sent.json().attachments[0].url as string;
    expect((await as(app, bela).get(url)).statusCode).toBe(200);
    expect((await as(app, outsider).get(url)).statusCode).toBe(404);

    const stolen = await as(app, bela).post(`/api/chat/conversations/${id}/messages`, {
      attachments: [photo.json().path],
    });
    expect(stolen.statusCode).toBe(403);
  });

  it("names each file once per message, never reads it whole to send it, and streams it by range", async () => {
    const { id } = await direct(asha, chitra);
    const pdf = (
      await uploadAs(
        app,
        asha,
        "/api/chat/files",
        Buffer.from("%PDF-1.4\nabcdefgh\n"),
        "a.pdf",
        "application/pdf",
      )
    ).json();
    const twice = await as(app, asha).post(`/api/chat/conversations/${id}/messages`, {
      attachments: [pdf.path, pdf.path],
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).message).toContain(ChatMessages.sameFileTwice);

    const reads = vi.spyOn(app.deps.storage, "get");
    try {
      const sent = await as(app, asha).post(`/api/chat/conversations/${id}/messages`, {
        attachments: [pdf.path],
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().attachments[0].size).toBe(18);
      const part = await call(app, chitra.jar, {
        url: sent.json().attachments[0].url,
        headers: { range: "bytes=0-7" },
      });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe("%PDF-1.4");
      expect(part.headers["content-security-policy"]).toBe("sandbox");
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });
});
