/**
 * Saheli's calls to Zoom and Google: to the configured origins only (the URL is always a configured base plus a
 * fixed path), never following a redirect elsewhere, each with a time limit. What comes back is sorted into what
 * the callers act on; nothing here logs a token.
 */

export const PROVIDER_TIMEOUT_MS = 10_000;

export type ProviderFailure =
  /** The grant (code or refresh token) is revoked, expired or unknown: `invalid_grant`. */
  | "invalid_grant"
  /** The access token was refused (HTTP 401, Zoom's code 124): refresh and try once more. */
  | "unauthorized"
  /** The provider answered, and said no (4xx). */
  | "refused"
  /** No answer in time, a broken answer, or a 5xx. */
  | "unavailable";

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    readonly status: number | null,
    readonly detail: string,
  ) {
    super(`${failure}${status === null ? "" : ` (${status})`}: ${detail}`);
    this.name = "ProviderError";
  }
}

export type ProviderAnswer = { status: number; body: Record<string, unknown> | null };

/** One request; a redirect, a network failure or the time limit is `unavailable`. */
export async function providerCall(
  url: URL,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: "application/json", "user-agent": "Saheli", ...init.headers },
      body: init.body,
      redirect: "manual",
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError("unavailable", null, `${url.host}: ${(error as Error).name}`);
  }
  const text = await response.text().catch(() => "");
  let body: Record<string, unknown> | null = null;
  if (text) {
    try {
      const parsed = JSON.parse(text) as unknown;
      body =
        parsed && typeof parsed === "object" && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : null;
    } catch {
      body = null;
    }
  }
  if (response.status >= 300 && response.status < 400)
    throw new ProviderError("unavailable", response.status, `${url.host} redirected`);
  return { status: response.status, body };
}

/** The provider's words for a failure, short, for the log (never a token: error bodies carry none). */
export function failureDetail(answer: ProviderAnswer): string {
  const body = answer.body ?? {};
  const parts = [body.error, body.error_description, body.code, body.message, body.reason]
    .filter((part) => typeof part === "string" || typeof part === "number")
    .map(String);
  return (parts.join(" ") || `HTTP ${answer.status}`).slice(0, 200);
}

/** A token endpoint's failure: `invalid_grant` is its own kind; other 4xx are refusals; the rest unavailable. */
export function tokenFailure(answer: ProviderAnswer): ProviderError {
  const kind =
    answer.body?.error === "invalid_grant"
      ? "invalid_grant"
      : answer.status >= 400 && answer.status < 500
        ? "refused"
        : "unavailable";
  return new ProviderError(kind, answer.status, failureDetail(answer));
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** `base` + `path`, keeping any path the base already has (a stand-in or a proxy under a prefix). */
export function under(base: string, path: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}${path}`;
  return url;
}
