import { CallLimits, CallMessages } from "@saheli/core/calls";
import type { ServerFrame } from "@saheli/core/contracts/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { rows } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { connect, isEvent, listening, subscribed, type TestSocket } from "../helpers/sockets.js";
import { createClockedApp } from "../helpers/test-app.js";
import { newcomer } from "../helpers/verification.js";

let app: App;
let clock: ManualClock;
let host: string;
let asha: Member;
let bela: Member;
let chitra: Member;
let stranger: Member;

const OFFER = { kind: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n" } as const;
const ANSWER = { kind: "answer", sdp: "v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n" } as const;
const ICE = {
  kind: "ice",
  candidate: {
    candidate: "candidate:1 1 udp 2122260223 192.168.1.5 51000 typ host",
    sdpMid: "0",
    sdpMLineIndex: 0,
  },
} as const;

async function connected(a: Member, b: Member) {
  await rows(app, `insert into connections (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [
    a.id,
    b.id,
  ]);
}

async function listen(who: Member) {
  const socket = await connect(host, who);
  await subscribed(socket, [`user:${who.id}`]);
  return socket;
}

const signalFrom = (callId: string, kind: string) => (f: ServerFrame) =>
  isEvent("call-signal")(f) &&
  (f as unknown as { data: { call_id: string; signal: { kind: string } } }).data.call_id === callId &&
  (f as unknown as { data: { signal: { kind: string } } }).data.signal.kind === kind;

const callEvent = (callId: string, status: string) => (f: ServerFrame) =>
  isEvent("call-updated")(f) &&
  (f as unknown as { data: { call: { id: string; status: string } } }).data.call.id === callId &&
  (f as unknown as { data: { call: { status: string } } }).data.call.status === status;

/** Waits a moment for frames that must not come. */
const settle = (socket: TestSocket) =>
  new Promise<void>((resolve) => {
    socket.send({ type: "ping" });
    void socket.next((f) => f.type === "pong").then(() => setTimeout(resolve, 150));
  });

beforeAll(async () => {
  ({ app, clock } = await createClockedApp());
  host = await listening(app);
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
  chitra = await member(app, "chitra@example.in", { full_name: "Chitra Iyer" });
  stranger = await member(app, "dia@example.in", { full_name: "Dia Menon" });
  await connected(asha, bela);
  await connected(chitra, bela);
  await connected(chitra, asha);
});
afterAll(() => app.close());

describe("a call between two connections", () => {
  it("rings, is answered, relays offer, answer and candidates only to the other party, and ends", async () => {
    const a = await listen(asha);
    const b = await listen(bela);
    const outsider = await listen(stranger);

    const started = await as(app, asha).post("/api/calls", { callee_id: bela.id });
    expect(started.statusCode).toBe(201);
    const call = started.json();
    expect(call).toMatchObject({ status: "ringing", caller: { id: asha.id }, callee: { id: bela.id } });
    await b.next(callEvent(call.id, "ringing"));

    // Nothing is relayed before she answers, nor by anyone who is not in the call.
    a.send({ type: "call-signal", call_id: call.id, signal: OFFER });
    await settle(a);
    expect(b.frames.some(isEvent("call-signal"))).toBe(false);

    expect((await as(app, asha).post(`/api/calls/${call.id}/accept`)).statusCode).toBe(409);
    expect((await as(app, stranger).post(`/api/calls/${call.id}/accept`)).statusCode).toBe(404);
    const accepted = await as(app, bela).post(`/api/calls/${call.id}/accept`);
    expect(accepted.json()).toMatchObject({ status: "answered" });
    await a.next(callEvent(call.id, "answered"));

    a.send({ type: "call-signal", call_id: call.id, signal: OFFER });
    const offer = await b.next(signalFrom(call.id, "offer"));
    expect(offer).toMatchObject({ topic: `user:${bela.id}`, data: { from: asha.id, signal: OFFER } });
    b.send({ type: "call-signal", call_id: call.id, signal: ANSWER });
    await a.next(signalFrom(call.id, "answer"));
    b.send({ type: "call-signal", call_id: call.id, signal: ICE });
    await a.next(signalFrom(call.id, "ice"));
    a.send({ type: "call-signal", call_id: call.id, signal: ICE });
    await b.next(signalFrom(call.id, "ice"));

    // A stranger's signal into the call reaches nobody; a callee's offer is not hers to send.
    outsider.send({ type: "call-signal", call_id: call.id, signal: OFFER });
    b.send({ type: "call-signal", call_id: call.id, signal: OFFER });
    await settle(outsider);
    await settle(b);
    expect(a.frames.filter(signalFrom(call.id, "offer"))).toHaveLength(0);
    expect(b.frames.filter(signalFrom(call.id, "offer"))).toHaveLength(1);
    expect(outsider.frames.some((f) => isEvent("call-signal")(f) || isEvent("call-updated")(f))).toBe(false);

    clock.advance(65_000);
    const ended = await as(app, bela).post(`/api/calls/${call.id}/end`);
    expect(ended.json()).toMatchObject({ status: "ended" });
    await a.next(callEvent(call.id, "ended"));

    // Signalling after the end is dropped.
    a.send({ type: "call-signal", call_id: call.id, signal: ICE });
    await settle(a);
    expect(b.frames.filter(signalFrom(call.id, "ice"))).toHaveLength(1);

    const history = (await as(app, asha).get("/api/calls")).json().calls;
    expect(history[0]).toMatchObject({ id: call.id, status: "ended" });
    expect(new Date(history[0].ended_at).getTime() - new Date(history[0].answered_at).getTime()).toBe(65_000);
    expect((await as(app, stranger).get(`/api/calls/${call.id}`)).statusCode).toBe(404);
    for (const s of [a, b, outsider]) s.close();
  });

  it("ends a call whose browser went away (its socket closed)", async () => {
    const a = await listen(asha);
    const b = await listen(bela);
    const call = (await as(app, asha).post("/api/calls", { callee_id: bela.id })).json();
    await as(app, bela).post(`/api/calls/${call.id}/accept`);
    a.send({ type: "call-signal", call_id: call.id, signal: OFFER });
    await b.next(signalFrom(call.id, "offer"));
    a.close();
    await b.next(callEvent(call.id, "ended"));
    b.close();
  });
});

describe("who may call", () => {
  it("refuses strangers, herself, blocked people and the unverified", async () => {
    const notConnected = await as(app, stranger).post("/api/calls", { callee_id: asha.id });
    expect(notConnected.statusCode).toBe(403);
    expect(notConnected.json().error.message).toBe(CallMessages.notConnected);
    expect((await as(app, asha).post("/api/calls", { callee_id: asha.id })).statusCode).toBe(403);

    await rows(app, "insert into blocks (blocker_id, blocked_id) values ($1, $2)", [chitra.id, asha.id]);
    const blocked = await as(app, asha).post("/api/calls", { callee_id: chitra.id });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(CallMessages.notConnected);
    await rows(app, "delete from blocks where blocker_id = $1", [chitra.id]);

    const unverified = await newcomer(app, "eka@example.in");
    await connected(unverified, asha);
    expect((await as(app, unverified).post("/api/calls", { callee_id: asha.id })).statusCode).toBe(403);
    const toUnverified = await as(app, asha).post("/api/calls", { callee_id: unverified.id });
    expect(toUnverified.statusCode).toBe(403);
    expect(toUnverified.json().error.message).toBe(CallMessages.calleeNotVerified);
  });

  it("answers busy while either person is in another call", async () => {
    const first = (await as(app, asha).post("/api/calls", { callee_id: bela.id })).json();
    const busy = await as(app, chitra).post("/api/calls", { callee_id: bela.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe(CallMessages.busy);
    const callerBusy = await as(app, asha).post("/api/calls", { callee_id: chitra.id });
    expect(callerBusy.statusCode).toBe(409);
    expect(callerBusy.json().error.message).toBe(CallMessages.youAreBusy);
    await as(app, bela).post(`/api/calls/${first.id}/decline`);
    const free = await as(app, chitra).post("/api/calls", { callee_id: bela.id });
    expect(free.statusCode).toBe(201);
    await as(app, chitra).post(`/api/calls/${free.json().id}/end`);
  });
});

describe("an unanswered call", () => {
  it("is missed after the ring time, and she is told in the app", async () => {
    const b = await listen(bela);
    clock.advance(1000);
    const call = (await as(app, asha).post("/api/calls", { callee_id: bela.id })).json();
    clock.advance(CallLimits.ringTimeoutMs + 1000);
    const history = (await as(app, bela).get("/api/calls")).json().calls;
    expect(history[0]).toMatchObject({ id: call.id, status: "missed" });
    await b.next(callEvent(call.id, "missed"));
    const notice = await b.next(isEvent("new-notification", `user:${bela.id}`));
    expect(notice).toMatchObject({
      data: { type: "call", title: "Missed call", message: "Asha Rao called you", action_url: "/chat/calls" },
    });
    const [stored] = await rows(
      app,
      "select type, actor_id from notifications where recipient_id = $1 and context_id = $2",
      [bela.id, call.id],
    );
    expect(stored).toMatchObject({ type: "call", actor_id: asha.id });
    // Too late to answer.
    expect((await as(app, bela).post(`/api/calls/${call.id}/accept`)).statusCode).toBe(409);
    b.close();
  });

  it("is missed when the caller gives up, and declined when she says no", async () => {
    const callNotices = async () =>
      (
        await rows(
          app,
          "select count(*)::int as n from notifications where recipient_id = $1 and type = 'call'",
          [bela.id],
        )
      )[0]!.n as number;
    const before = await callNotices();
    const cancelled = (await as(app, asha).post("/api/calls", { callee_id: bela.id })).json();
    expect((await as(app, asha).post(`/api/calls/${cancelled.id}/end`)).json()).toMatchObject({
      status: "missed",
    });
    const declined = (await as(app, asha).post("/api/calls", { callee_id: bela.id })).json();
    expect((await as(app, bela).post(`/api/calls/${declined.id}/decline`)).json()).toMatchObject({
      status: "declined",
    });
    // The call she missed is a notice; the one she declined is not.
    expect(await callNotices()).toBe(before + 1);
  });
});

describe("ICE servers and limits", () => {
  it("gives members the configured servers (none by default) and refuses visitors", async () => {
    expect((await as(app, asha).get("/api/calls/ice-servers")).json()).toEqual({ ice_servers: [] });
    expect((await app.inject({ method: "GET", url: "/api/calls/ice-servers" })).statusCode).toBe(401);
  });

  it("limits how many calls a person starts", async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await as(app, stranger).post("/api/calls", { callee_id: asha.id })).statusCode;
    }
    expect(last).toBe(429);
  });
});
