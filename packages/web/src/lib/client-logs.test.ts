import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const post = vi.fn((_path: string, _body: unknown) => Promise.resolve());
vi.mock("./api-client", () => ({ api: { post: (path: string, body: unknown) => post(path, body) } }));

type Sent = { level: string; message: string; meta: Record<string, unknown>; source: string };
const sent = () => post.mock.calls.map(([, body]) => body as Sent);

beforeEach(() => {
  vi.resetModules();
  post.mockClear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-25T10:00:00Z"));
  vi.stubGlobal("window", { location: { pathname: "/cart", reload: vi.fn() } });
  const store = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("client error reports", () => {
  it("sends to /api/logs sanitised: 500 characters, 50 items, 20 properties, depth 10", async () => {
    const { reportClientLog } = await import("./client-logs");
    let deep: unknown = "bottom";
    for (let i = 0; i < 15; i++) deep = { next: deep };
    reportClientLog("error", "x".repeat(700), {
      list: Array.from({ length: 80 }, (_, i) => i),
      wide: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])),
      deep,
    });
    expect(post).toHaveBeenCalledWith(
      "/api/logs",
      expect.objectContaining({ level: "error", source: "web" }),
    );
    const report = sent()[0] as Sent;
    expect(report.message.length).toBe(501);
    expect((report.meta.list as unknown[]).length).toBe(50);
    expect(Object.keys(report.meta.wide as object)).toHaveLength(20);
    expect(report.meta.path).toBe("/cart");
    expect(JSON.stringify(report.meta.deep)).toContain("[depth limit]");
  });

  it("sends at most 10 a minute from one tab", async () => {
    const { reportClientLog } = await import("./client-logs");
    for (let i = 0; i < 15; i++) reportClientLog("warn", `warning ${i}`);
    expect(post).toHaveBeenCalledTimes(10);
    vi.setSystemTime(new Date("2026-11-25T10:01:01Z"));
    reportClientLog("warn", "a minute later");
    expect(post).toHaveBeenCalledTimes(11);
  });

  it("reloads once for a chunk that failed to load, not in a loop", async () => {
    const { reloadOnceForChunk } = await import("./client-logs");
    const missing = new TypeError("Failed to fetch dynamically imported module: /assets/cart-abc.js");
    expect(reloadOnceForChunk(missing)).toBe(true);
    expect(reloadOnceForChunk(missing)).toBe(false);
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunk(new Error("something else"))).toBe(false);
  });
});
