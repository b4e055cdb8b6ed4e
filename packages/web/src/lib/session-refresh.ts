import type { SessionResponse } from "@saheli/core/contracts/auth";
import { AppErrorCode } from "@saheli/core/errors";
import { isApiError } from "./api-error";
import { send } from "./http";

/** The 401 code meaning "the access token ran out; the refresh token may still be good". */
export const SESSION_EXPIRED_CODE = AppErrorCode.SESSION_EXPIRED;
const LOCK_NAME = "saheli-auth-refresh";

export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === SESSION_EXPIRED_CODE;
}

type Listener = (session: SessionResponse | null) => void;
const listeners = new Set<Listener>();

/** Told the new session after a refresh, or null when the session could not be renewed. */
export function onSessionRefreshed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(session: SessionResponse | null) {
  for (const listener of listeners) listener(session);
}

async function renew(): Promise<boolean> {
  // Another tab may have refreshed while this one waited for the lock: the cookies are shared.
  try {
    announce(await send<SessionResponse>("GET", "/api/auth/session", undefined));
    return true;
  } catch (error) {
    if (!isSessionExpired(error)) {
      if (isApiError(error) && error.status === 401) announce(null);
      return false;
    }
  }
  try {
    announce(await send<SessionResponse>("POST", "/api/auth/refresh", {}));
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) announce(null);
    return false;
  }
}

async function acrossTabs(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? await locks.request(LOCK_NAME, task) : task();
}

let inFlight: Promise<boolean> | null = null;

/**
 * Renews the access token once for every caller in this tab (one promise in flight) and for every tab
 * (a Web Lock). Resolves true when a usable session exists afterwards.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= acrossTabs(renew).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
