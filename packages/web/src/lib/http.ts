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

export type UploadOptions = Omit<RequestOptions, "query"> & {
  /** Called as the body goes up, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
};

/**
 * A multipart POST with upload progress. `fetch` cannot report progress on a request body, so this one
 * call uses XMLHttpRequest; errors and bodies are read exactly as `send` reads them.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener("abort", abort, { once: true });
    const settle = () => options.signal?.removeEventListener("abort", abort);
    xhr.onabort = () => {
      settle();
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE));
    };
    xhr.onload = () => {
      settle();
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: { "content-type": xhr.getResponseHeader("content-type") ?? "application/json" },
      });
      if (!response.ok) {
        void apiErrorFromResponse(response).then(reject);
        return;
      }
      options.onProgress?.(1);
      if (!xhr.responseText) return resolve(undefined as T);
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiError(xhr.status, "INTERNAL", "The server sent a response we could not read."));
      }
    };
    xhr.send(form);
  });
}
