import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;
let chitra: Member;
let conversationId: string;
const seen = new Date("2026-03-01T10:00:00.000Z");

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  chitra = await member(app, "chitra@example.in", { full_name: "Chitra Iyer" });
  await rows(app, "update profiles set last_seen = $2, is_online = true where id = any($1)", [
    [asha.id, bela.id],
    seen,
  ]);
  const started = await as(app, bela).post("/api/chat/conversations", { participant_ids: [asha.id] });
  conversationId = started.json().id;
  await as(app, bela).post(`/api/chat/conversations/${conversationId}/messages`, { content: "Hello!" });
  // Chitra is a member who is not (or no longer) verified.
  await rows(app, "update profiles set is_verified = false where id = $1", [chitra.id]);
});
afterAll(() => app.close());

const ashaIn = (conversation: { participants: { id: string; last_seen: string | null }[] }) =>
  conversation.participants.find((p) => p.id === asha.id);

describe("when someone was last online", () => {
  it("is shown to verified members on her profile and in chat", async () => {
    const page = (await as(app, bela).get(`/api/profiles/${asha.id}`)).json();
    expect(page.profile).toMatchObject({ is_online: true, last_seen: seen.toISOString() });
    const list = (await as(app, bela).get("/api/chat/conversations")).json();
    expect(ashaIn(list[0] ?? list.items?.[0])?.last_seen).toBe(seen.toISOString());
    const one = (await as(app, bela).get(`/api/chat/conversations/${conversationId}`)).json();
    expect(ashaIn(one)?.last_seen).toBe(seen.toISOString());
  });

  it("is null for a member who is not verified", async () => {
    const page = await as(app, chitra).get(`/api/profiles/${asha.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().profile).toMatchObject({ is_online: null, last_seen: null });
    // A participant whose verification lapsed keeps reading her conversations, without presence.
    await rows(app, "update profiles set is_verified = false where id = $1", [bela.id]);
    try {
      const list = (await as(app, bela).get("/api/chat/conversations")).json();
      expect(ashaIn(list[0] ?? list.items?.[0])?.last_seen).toBeNull();
      const one = (await as(app, bela).get(`/api/chat/conversations/${conversationId}`)).json();
      expect(ashaIn(one)?.last_seen).toBeNull();
    } finally {
      await rows(app, "update profiles set is_verified = true where id = $1", [bela.id]);
    }
  });

  it("never travels in a message, which every participant receives alike", async () => {
    const history = (await as(app, asha).get(`/api/chat/conversations/${conversationId}/messages`)).json();
    expect(history.messages[0].sender).toMatchObject({ id: bela.id, last_seen: null });
  });

  it("is kept from visitors, who cannot open profiles or chat at all", async () => {
    expect((await app.inject({ method: "GET", url: `/api/profiles/${asha.id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/chat/conversations" })).statusCode).toBe(401);
  });
});
