import { type Method, type RequestOptions, send, type UploadOptions, upload } from "./http";
import { isSessionExpired, refreshSession } from "./session-refresh";

export { ApiError, isApiError } from "./api-error";
export type { RequestOptions, UploadOptions } from "./http";

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

/** A multipart upload with progress, renewed and retried once like any other call. */
async function uploadForm<T>(path: string, form: FormData, options?: UploadOptions): Promise<T> {
  try {
    return await upload<T>(path, form, options);
  } catch (error) {
    if (!isSessionExpired(error) || options?.signal?.aborted) throw error;
    if (!(await refreshSession())) throw error;
    return upload<T>(path, form, options);
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
  upload: <T>(path: string, form: FormData, options?: UploadOptions) => uploadForm<T>(path, form, options),
};
