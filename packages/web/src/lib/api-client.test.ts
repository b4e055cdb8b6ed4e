import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, isApiError } from "./api-client";
import { onSessionRefreshed } from "./session-refresh";

const SESSION = { user: { id: "u1" }, profile: { id: "u1" }, expires_at: 2, access_expires_at: 1 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const expired = () => json(401, { error: { code: "SESSION_EXPIRED", message: "Your session has expired." } });
const gone = () => json(401, { error: { code: "UNAUTHENTICATED", message: "No authenticated user" } });

type Route = (method: string, path: string) => Response | undefined;

/** A fake server: `answer` decides each response; every request is recorded. */
function serve(answer: Route) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      calls.push(`${method} ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return answer(method, path) ?? json(404, { error: { code: "NOT_FOUND", message: path } });
    }),
  );
  return calls;
}

describe("the API client when the access token has run out", () => {
  let refreshed: unknown[];
  let stop: () => void;
  beforeEach(() => {
    refreshed = [];
    stop = onSessionRefreshed((session) => refreshed.push(session));
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it("refreshes once for many calls at the same time, then retries each of them", async () => {
    let fresh = false;
    const calls = serve((method, path) => {
      if (path === "/api/auth/refresh") {
        fresh = true;
        return json(200, SESSION);
      }
      if (path === "/api/auth/session") return fresh ? json(200, SESSION) : expired();
      if (path === "/api/things") return fresh ? json(200, { ok: method }) : expired();
    });
    const results = await Promise.all([
      api.get("/api/things"),
      api.post("/api/things", {}),
      api.get("/api/things"),
    ]);
    expect(results).toEqual([{ ok: "GET" }, { ok: "POST" }, { ok: "GET" }]);
    expect(calls.filter((call) => call === "POST /api/auth/refresh")).toHaveLength(1);
    expect(refreshed).toEqual([SESSION]);
  });

  it("does not refresh when another tab already has (the session check inside the lock passes)", async () => {
    let first = true;
    const calls = serve((_method, path) => {
      if (path === "/api/auth/session") return json(200, SESSION);
      if (path === "/api/things") {
        if (first) {
          first = false;
          return expired();
        }
        return json(200, { ok: true });
      }
    });
    await expect(api.get("/api/things")).resolves.toEqual({ ok: true });
    expect(calls).not.toContain("POST /api/auth/refresh");
    expect(refreshed).toEqual([SESSION]);
  });

  it("gives up with the original error when the refresh token is gone, and says she is signed out", async () => {
    const calls = serve((_method, path) => {
      if (path === "/api/auth/refresh") return gone();
      return expired();
    });
    const failure = await api.get("/api/things").catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe("SESSION_EXPIRED");
    expect(calls.filter((call) => call === "GET /api/things")).toHaveLength(1);
    expect(refreshed).toEqual([null]);
  });

  it("leaves other errors alone", async () => {
    const calls = serve(() => gone());
    const failure = await api.get("/api/things").catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(401);
    expect(calls).toEqual(["GET /api/things"]);
  });
});
