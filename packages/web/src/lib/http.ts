import { ApiError, apiErrorFromResponse, NETWORK_ERROR_MESSAGE } from "./api-error";

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
};

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

function withQuery(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  // Uploads: the browser sets the multipart boundary itself.
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set("Content-Type", "application/json");
  return JSON.stringify(body);
}

/** One same-origin request with the session cookies; a non-2xx answer becomes an `ApiError`. */
export async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ Accept: "application/json", ...options.headers });
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: encodeBody(body, headers),
      credentials: "include",
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as cancelled, not failed.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await apiErrorFromResponse(response);
  if (response.status === 204 || response.status === 205) return undefined as T;

  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, "INTERNAL", "The server sent a response we could not read.");
  }
}
