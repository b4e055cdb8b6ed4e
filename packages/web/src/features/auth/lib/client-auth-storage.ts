/**
 * Session cookies are httpOnly, so the browser script never holds a token. What it may hold is
 * per-person state: these localStorage keys, and anything in sessionStorage.
 */
const AUTH_KEY_PREFIXES = ["saheli-auth", "saheli.auth", "basic-profile-"] as const;

function clearPrefixed(storage: Storage) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key && AUTH_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
  }
}

/** Forgets everything the browser kept about the signed-in person (doc 3 §4 "Logout"). */
export function clearClientAuthState() {
  try {
    clearPrefixed(window.localStorage);
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); there is then nothing to clear.
  }
}
