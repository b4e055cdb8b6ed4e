import { RealtimeClose, RealtimeLimits } from "@saheli/core/contracts/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { as, type Member, member } from "../helpers/people.js";
import { connect, isEvent, listening, refusedHandshake, subscribed } from "../helpers/sockets.js";
import { createTestApp, onRedis } from "../helpers/test-app.js";

let app: App;
let host: string;
let asha: Member;
let bela: Member;
let outsider: Member;
let conversationId: string;

beforeAll(async () => {
  app = await createTestApp();
  host = await listening(app);
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  outsider = await member(app, "dia@example.in", { full_name: "Dia Menon" });
  conversationId = (
    await as(app, asha).post("/api/chat/conversations", { participant_ids: [bela.id] })
  ).json().id;
});
afterAll(() => app.close());

describe("the handshake", () => {
  it("refuses a visitor (401) and another site (403)", async () => {
    expect(await refusedHandshake(host, { origin: `http://${host}` })).toBe(401);
    expect(await refusedHandshake(host, { cookie: asha.jar.header(), origin: "https://evil.example" })).toBe(
      403,
    );
  });
});

describe("topics", () => {
  it("lets her listen to her own topics and public ones, and refuses the rest", async () => {
    const socket = await connect(host, asha);
    const answer = await subscribed(socket, [
      `user:${asha.id}`,
      `user:${bela.id}`,
      `conversation:${conversationId}`,
      "feed",
      "broadcast",
    ]);
    expect(answer.refused).toEqual([`user:${bela.id}`]);
    socket.close();
    const stranger = await connect(host, outsider);
    expect((await subscribed(stranger, [`conversation:${conversationId}`])).refused).toEqual([
      `conversation:${conversationId}`,
    ]);
    stranger.close();
  });

  it("delivers a message live, with typing from the other side", async () => {
    const socketA = await connect(host, asha);
    const socketB = await connect(host, bela);
    await subscribed(socketA, [`conversation:${conversationId}`]);
    await subscribed(socketB, [`conversation:${conversationId}`, `user:${bela.id}`]);

    socketB.send({ type: "typing", conversation_id: conversationId, is_typing: true });
    const typing = await socketA.next(isEvent("typing"));
    expect(typing).toMatchObject({ data: { user_id: bela.id, is_typing: true } });

    await as(app, asha).post(`/api/chat/conversations/${conversationId}/messages`, { content: "Live hello" });
    const arrived = await socketB.next(isEvent("new-message"));
    expect(arrived).toMatchObject({ data: { message: { content: "Live hello", sender: { id: asha.id } } } });
    await socketB.next(isEvent("unread-count-updated", `user:${bela.id}`));

    await as(app, bela).post(`/api/chat/conversations/${conversationId}/read`);
    const read = await socketA.next(isEvent("message-read-updated"));
    expect(read).toMatchObject({ data: { user_id: bela.id } });
    socketA.close();
    socketB.close();
  });

  it("ignores typing into a conversation she is not part of", async () => {
    const socketA = await connect(host, asha);
    await subscribed(socketA, [`conversation:${conversationId}`]);
    const stranger = await connect(host, outsider);
    stranger.send({ type: "typing", conversation_id: conversationId, is_typing: true });
    stranger.send({ type: "ping" });
    await stranger.next((f) => f.type === "pong");
    await new Promise((r) => setTimeout(r, 100));
    expect(socketA.frames.some(isEvent("typing"))).toBe(false);
    socketA.close();
    stranger.close();
  });
});

describe("bad frames close that socket only", () => {
  it("closes on malformed JSON, an unknown frame, an oversized frame and a flood", async () => {
    const healthy = await connect(host, bela);
    const cases: [unknown, number][] = [
      ["{not json", RealtimeClose.badFrame],
      [{ type: "shout" }, RealtimeClose.badFrame],
      [
        JSON.stringify({ type: "ping", pad: "x".repeat(RealtimeLimits.frameBytesMax + 10) }),
        RealtimeClose.tooBig,
      ],
    ];
    for (const [frame, code] of cases) {
      const socket = await connect(host, asha);
      socket.send(frame);
      expect((await socket.closed).code).toBe(code);
    }
    const flooder = await connect(host, asha);
    for (let i = 0; i <= RealtimeLimits.framesPerWindow; i++) flooder.send({ type: "ping" });
    expect((await flooder.closed).code).toBe(RealtimeClose.policy);

    healthy.send({ type: "ping" });
    await healthy.next((f) => f.type === "pong");
    healthy.close();
  });
});

describe("notifications and broadcasts arrive live", () => {
  it("sends a new notification to her user topic and a broadcast to everyone", async () => {
    const socketB = await connect(host, bela);
    await subscribed(socketB, [`user:${bela.id}`, "broadcast"]);
    const post = await as(app, bela).post("/api/posts", { content: "My first post" });
    expect(post.statusCode).toBe(200);
    await as(app, asha).post(`/api/posts/${post.json().id}/reactions`, { reaction_type: "like" });
    const notified = await socketB.next(isEvent("new-notification", `user:${bela.id}`));
    expect(notified).toMatchObject({ data: { type: "like" } });

    await subscribed(socketB, [`post:${post.json().id}`]);
    await as(app, asha).post(`/api/posts/${post.json().id}/comments`, { content: "Congratulations!" });
    const commented = await socketB.next(isEvent("comment-added", `post:${post.json().id}`));
    expect(commented).toMatchObject({ data: { comment_count: 1 } });
    socketB.close();
  });
});

describe.runIf(onRedis)("across two nodes through Redis", () => {
  it("delivers a message sent through node A to a socket on node B", async () => {
    const nodeB = await buildApp(app.deps.config);
    try {
      const hostB = await listening(nodeB);
      expect(hostB).not.toBe(host);
      const socketOnB = await connect(hostB, bela);
      await subscribed(socketOnB, [`conversation:${conversationId}`]);
      const sent = await as(app, asha).post(`/api/chat/conversations/${conversationId}/messages`, {
        content: "From node A",
      });
      expect(sent.statusCode).toBe(200);
      const arrived = await socketOnB.next(
        (f) =>
          isEvent("new-message")(f) &&
          (f as unknown as { data: { message: { content: string } } }).data.message.content === "From node A",
      );
      expect(arrived).toBeTruthy();
      socketOnB.close();
    } finally {
      await nodeB.close();
    }
  });
});
