import { type CallStatus, callDirection, callDurationSeconds, formatCallDuration } from "@saheli/core/calls";
import { timeAgo } from "@saheli/core/feed";
import type { TFunction } from "i18next";

/** The words of a history row's status in her language, as core's `callSummary` decides them. */
export function callSummaryIn(
  t: TFunction<"calls">,
  call: { caller_id: string; status: CallStatus; answered_at: string | null; ended_at: string | null },
  me: string,
): string {
  const direction = callDirection(call, me);
  if (direction === "missed") return t("summary.missed");
  if (call.status === "declined")
    return direction === "outgoing" ? t("summary.declined") : t("summary.youDeclined");
  if (call.status === "missed") return t("summary.noAnswer");
  if (call.status === "failed") return t("summary.failed");
  const seconds = callDurationSeconds(call);
  const label = direction === "outgoing" ? t("summary.outgoing") : t("summary.incoming");
  return seconds === null || call.status === "ringing"
    ? label
    : t("summary.withDuration", { label, duration: formatCallDuration(seconds) });
}

const UNITS = { m: "minutes", h: "hours", d: "days", w: "weeks", mo: "months", y: "years" } as const;

/** Core's short time ("now", "5m", "2h") in her language. */
export function shortAgoIn(t: TFunction<"calls">, date: string, now: Date = new Date()): string {
  const match = /^(\d+)(mo|m|h|d|w|y)$/.exec(timeAgo(date, now));
  if (!match) return t("ago.now");
  return t(`ago.${UNITS[match[2] as keyof typeof UNITS]}`, { count: Number(match[1]) });
}
