/**
 * The idempotency key of one checkout attempt: made once and kept in this tab's session storage, so a double
 * click, a retry after a lost connection or a reload sends the same key and the server answers the same orders.
 * It is forgotten once the orders exist, or when the server refused the attempt (then nothing was created).
 */
const STORAGE_KEY = "saheli:checkout-attempt";

type KeyStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

let memory: string | null = null;

function store(): KeyStore | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage can be switched off; the key then lives as long as the page.
    return null;
  }
}

export function checkoutKey(
  storage: KeyStore | null = store(),
  make: () => string = () => crypto.randomUUID(),
): string {
  try {
    const saved = storage?.getItem(STORAGE_KEY);
    if (saved) return saved;
  } catch {
    // fall through to the in-memory key
  }
  const key = memory ?? make();
  memory = key;
  try {
    storage?.setItem(STORAGE_KEY, key);
  } catch {
    // a full or blocked storage keeps the in-memory key
  }
  return key;
}

export function forgetCheckoutKey(storage: KeyStore | null = store()): void {
  memory = null;
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
