import { type Method, type RequestOptions, send } from "./http";
import { isSessionExpired, refreshSession } from "./session-refresh";

export { ApiError, isApiError } from "./api-error";
export type { RequestOptions } from "./http";

/** A call whose access token ran out is retried once after the session is renewed. */
async function request<T>(method: Method, path: string, body: unknown, options?: RequestOptions): Promise<T> {
  try {
    return await send<T>(method, path, body, options);
  } catch (error) {
    if (!isSessionExpired(error) || options?.signal?.aborted) throw error;
    if (!(await refreshSession())) throw error;
    return send<T>(method, path, body, options);
  }
}

/** Same-origin JSON calls to the Saheli API. Use only inside `features/<area>/api` fetchers. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("PATCH", path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("DELETE", path, body, options),
};
