import { api } from "@/lib/api-client";
import { analyticsAllowed } from "@/lib/privacy-choices";

/** Doc 2 §4 "Push opt-in": what the browser and this device remember about the choice. */
const DISMISSED_KEY = "saheli:push-banner-dismissed-at";
const CHOICE_KEY = "saheli:push-choice";
const GUEST_KEY = "saheli:push-guest-id";
export const BANNER_DELAY_MS = 3000;
export const DISMISS_DAYS = 7;

export const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

export function guestId(): string {
  let id = localStorage.getItem(GUEST_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(GUEST_KEY, id);
  }
  return id;
}

/** A manual dismiss lasts 7 days; after that it is cleared and the banner may show again. */
export function dismissedRecently(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  if (!at) return false;
  if (now - at < DISMISS_DAYS * 86_400_000) return true;
  localStorage.removeItem(DISMISSED_KEY);
  return false;
}

export const rememberDismiss = () => localStorage.setItem(DISMISSED_KEY, String(Date.now()));
export const storedChoice = () => localStorage.getItem(CHOICE_KEY) as NotificationPermission | null;

/** Whether the opt-in banner should show: permission still to ask, not dismissed lately, not subscribed. */
export async function shouldOfferPush(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== "default" || storedChoice() || dismissedRecently())
    return false;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return !(await registration?.pushManager.getSubscription());
}

const toKey = (base64url: string) => {
  const padded = `${base64url}${"=".repeat((4 - (base64url.length % 4)) % 4)}`
    .replace(/-/g, "+")
    .replace(/_/g, "/");
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
};

/** An opt-in analytics call, sent only if she allowed analytics (/settings/privacy/data-usage). */
const record = async (path: string, method?: string) =>
  (await analyticsAllowed()) &&
  api
    .post(`/api/analytics/${path}`, {
      event: path,
      method,
      timestamp: new Date().toISOString(),
      user_agent: navigator.userAgent,
    })
    .catch(() => undefined);

/** Asks the browser, then subscribes with Saheli's VAPID key and stores the subscription on the server. */
export async function enablePush(method: "banner" | "settings"): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  localStorage.setItem(CHOICE_KEY, permission);
  if (permission !== "granted") {
    if (permission === "denied") void record("permission-denial", method);
    return permission;
  }
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const { public_key } = await api.get<{ public_key: string }>("/api/push/vapid-public-key");
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: toKey(public_key),
    }));
  const json = subscription.toJSON();
  await api.post("/api/push/subscriptions", {
    endpoint: json.endpoint,
    keys: json.keys,
    guest_id: guestId(),
  });
  void record(method === "banner" ? "guest-subscription" : "auto-subscription", method);
  return permission;
}

export async function disablePush() {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete("/api/push/subscriptions", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
