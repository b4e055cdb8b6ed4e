/** "Download my data" (issue 22 §4): how long an archive is offered and how large one part may grow. */
export const DataExportRules = {
  /** Days a ready archive can be downloaded before its files are deleted. */
  linkDays: 7,
  /** An archive larger than this is split into parts, each a ZIP of its own. */
  maxPartBytes: 2 * 1024 ** 3,
  /** A request still preparing after this long is taken to have failed, so she can ask again. */
  staleAfterMinutes: 60,
} as const;

export const DataExportMessages = {
  alreadyPreparing: "Your data archive is already being prepared. We will e-mail you when it is ready.",
  notFound: "This archive was not found.",
  expired: "This download link has expired. Ask for a new archive from Settings.",
  requested: "We are preparing your data. We will e-mail you when it is ready.",
  failed: "We could not prepare your archive. Please try again.",
} as const;

export type DataExportStatus = "preparing" | "ready" | "expired" | "failed";

/** The status she sees: a ready archive past its date reads expired even before its files are swept. */
export function exportStatusAt(
  status: DataExportStatus,
  expiresAt: string | null,
  nowMs: number,
): DataExportStatus {
  if (status === "ready" && expiresAt && new Date(expiresAt).getTime() <= nowMs) return "expired";
  return status;
}

/** The file name of one part: `saheli-data-2026-11-25.zip`, or `…-part-2-of-3.zip` when split. */
export function exportPartName(createdAt: Date, index: number, count: number): string {
  const day = createdAt.toISOString().slice(0, 10);
  return count > 1 ? `saheli-data-${day}-part-${index + 1}-of-${count}.zip` : `saheli-data-${day}.zip`;
}

/** Human size in the units a person reads: `830 KB`, `1.4 GB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

export type PlannedEntry = { name: string; size: number };

/**
 * Which entries go in which part: in order, a new part whenever the next entry would take the current one past
 * `maxBytes` (an entry larger than that alone makes a part of its own). Each entry costs its size plus its ZIP
 * headers, so a part's file stays under the limit.
 */
export function planParts<T extends PlannedEntry>(entries: T[], maxBytes: number): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  let used = 0;
  for (const entry of entries) {
    const cost = entry.size + zipOverheadOf(entry.name);
    if (current.length > 0 && used + cost > maxBytes) {
      parts.push(current);
      current = [];
      used = 0;
    }
    current.push(entry);
    used += cost;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/** Local header, data descriptor and central directory record of one stored entry, with ZIP64 extras. */
function zipOverheadOf(name: string): number {
  return 30 + 24 + 46 + 32 + 2 * utf8Length(name) + 22;
}

/** Bytes of `text` in UTF-8 (ZIP stores names so), without Node's Buffer or the DOM's TextEncoder. */
function utf8Length(text: string): number {
  return encodeURIComponent(text).replace(/%[0-9A-F]{2}/gi, "x").length;
}
