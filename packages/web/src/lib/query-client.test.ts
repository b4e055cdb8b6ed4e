import { describe, expect, it } from "vitest";
import { apiErrorFromResponse } from "./api-error";
import { isRetryableError, retryDelay } from "./query-client";

const limited = (retryAfter: string) =>
  apiErrorFromResponse(
    new Response(JSON.stringify({ error: { code: "RATE_LIMITED", message: "x" } }), {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": retryAfter },
    }),
  );

describe("a 429 in the web app", () => {
  it("says when to try again, in the server's words", async () => {
    const error = await limited("180");
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toBe("Too many requests. Please try again in 3 minutes.");
    expect(error.retryAfterSeconds).toBe(180);
  });

  it("waits out a short limit once, exactly as long as asked, and shows a long one", async () => {
    const short = await limited("4");
    expect(isRetryableError(short)).toBe(true);
    expect(retryDelay(0, short)).toBe(4000);
    expect(isRetryableError(await limited("300"))).toBe(false);
  });
});
