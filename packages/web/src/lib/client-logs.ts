import { clientLogBudget, isChunkLoadError, shouldReloadForChunk } from "@saheli/core/client-log-budget";
import { LOG_LIMITS, sanitizeLogValue } from "@saheli/core/log-sanitize";
import { api } from "./api-client";

type Level = "error" | "warn";

// One budget per tab: 10 reports a minute, the rest dropped (issue 22 §6).
const budget = clientLogBudget();

/**
 * Sends an error or warning to `POST /api/logs`, sanitised as the spec says (500 characters, 50 items,
 * 20 properties, depth 10). Never throws and never logs its own failure (that would loop).
 */
export function reportClientLog(level: Level, message: string, meta: Record<string, unknown> = {}) {
  if (!message || !budget.take(Date.now())) return;
  const body = {
    level,
    message: String(sanitizeLogValue(message)).slice(0, LOG_LIMITS.messageChars + 1),
    meta: sanitizeLogValue({ ...meta, path: window.location.pathname }) as Record<string, unknown>,
    timestamp: new Date().toISOString(),
    source: "web",
  };
  void api.post("/api/logs", body).catch(() => undefined);
}

const describe = (value: unknown) =>
  value instanceof Error
    ? { message: `${value.name}: ${value.message}`, meta: { stack: value.stack?.split("\n").slice(0, 10) } }
    : { message: typeof value === "string" ? value : safeJson(value), meta: {} };

function safeJson(value: unknown) {
  try {
    return JSON.stringify(sanitizeLogValue(value)) ?? String(value);
  } catch {
    return String(value);
  }
}

export function reportError(error: unknown, meta: Record<string, unknown> = {}) {
  const { message, meta: extra } = describe(error);
  reportClientLog("error", message, { ...extra, ...meta });
}

const RELOAD_KEY = "saheli:chunk-reload-at";

/**
 * After a deploy, the page she has open may ask for files that no longer exist. Reload once to get the new
 * ones; if that already happened in the last 30 s, do not loop: the error page stays.
 */
export function reloadOnceForChunk(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
  const now = Date.now();
  if (!shouldReloadForChunk(last, now)) return false;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

/** Uncaught errors, rejected promises, console errors and warnings, and failed chunk loads: reported once each. */
export function installClientErrorReporting() {
  window.addEventListener("error", (event) => {
    reportError(event.error ?? event.message, { kind: "uncaught", file: event.filename, line: event.lineno });
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (reloadOnceForChunk(event.reason)) return;
    reportError(event.reason, { kind: "unhandled-rejection" });
  });
  // Vite's event for a dynamic import whose preload failed.
  window.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadOnceForChunk(payload)) event.preventDefault();
  });
  for (const level of ["error", "warn"] as const) {
    // biome-ignore lint/suspicious/noConsole: the console's own errors and warnings are reported, then written as before
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      original(...args);
      const [first, ...rest] = args;
      const { message, meta } = describe(first);
      reportClientLog(level, message, { ...meta, kind: "console", args: rest });
    };
  }
}
