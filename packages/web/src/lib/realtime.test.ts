import { RealtimeLimits } from "@saheli/core/realtime";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRealtime, pollInterval } from "./realtime";

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onopen: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
    this.receive({ type: "ready", user_id: "u" });
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const setup = () => {
  const target = new EventTarget();
  const client = createRealtime({
    target,
    url: () => "ws://test/api/realtime",
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  return { target, client, socket: () => FakeSocket.all.at(-1)! };
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe("the realtime client", () => {
  it("subscribes to wanted topics once connected and shares a topic between callers", () => {
    const { client, socket } = setup();
    const stopA = client.subscribe("feed");
    const stopB = client.subscribe("feed");
    client.start();
    socket().serverOpens();
    expect(socket().sent).toEqual([{ type: "subscribe", topics: ["feed"] }]);
    expect(client.status()).toBe("live");
    stopA();
    expect(socket().sent).toHaveLength(1);
    stopB();
    expect(socket().sent.at(-1)).toEqual({ type: "unsubscribe", topics: ["feed"] });
  });

  it("re-broadcasts events as window events and a refresh every 30 s", () => {
    const { client, socket, target } = setup();
    const seen: unknown[] = [];
    target.addEventListener("realtime-new-message", (e) => seen.push((e as CustomEvent).detail));
    let refreshes = 0;
    target.addEventListener("realtime-refresh", () => refreshes++);
    client.start();
    socket().serverOpens();
    socket().receive({ type: "event", topic: "conversation:1", name: "new-message", data: { id: "m" } });
    expect(seen).toEqual([{ topic: "conversation:1", data: { id: "m" } }]);
    vi.advanceTimersByTime(RealtimeLimits.refreshEventMs * 2);
    expect(refreshes).toBe(2);
  });

  it("retries a refused subscription after 3 s and polls slower meanwhile", () => {
    const { client, socket } = setup();
    client.subscribe("user:1");
    client.start();
    socket().serverOpens();
    socket().receive({ type: "subscribed", topics: [], refused: ["user:1"] });
    expect(client.status()).toBe("failed");
    expect(pollInterval(client.status())).toBe(15_000);
    vi.advanceTimersByTime(RealtimeLimits.resubscribeMs);
    expect(socket().sent.at(-1)).toEqual({ type: "subscribe", topics: ["user:1"] });
    socket().receive({ type: "subscribed", topics: ["user:1"], refused: [] });
    expect(client.status()).toBe("live");
    expect(pollInterval("live")).toBe(false);
  });

  it("reconnects with back-off and subscribes again", () => {
    const { client, socket } = setup();
    client.subscribe("feed");
    client.start();
    socket().serverOpens();
    socket().serverCloses();
    expect(client.status()).toBe("connecting");
    expect(pollInterval(client.status())).toBe(10_000);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1200);
    expect(FakeSocket.all).toHaveLength(2);
    socket().serverOpens();
    expect(socket().sent).toEqual([{ type: "subscribe", topics: ["feed"] }]);
    client.stop();
    expect(client.status()).toBe("off");
  });
});
