import { ACCOUNT_RECOVERY_HOURS } from "./auth";

/** Doc 2 §4 "Account deletion": she types this word before the destructive button enables. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** The longest reason the API takes (its contract's limit; a test keeps the two equal). */
export const DELETION_REASON_MAX_LENGTH = 500;

export function deletionConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION_WORD;
}

/** The recovery deadline as an Indian-English date and time: `Friday, 13 June 2025 at 3:45 pm`. */
export function formatRecoveryDeadline(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return `${ACCOUNT_RECOVERY_HOURS} hours after you asked`;
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "full", timeStyle: "short", timeZone }).format(date);
}

/** Whole hours left to cancel, rounded up (`47`), or 0 once the window has closed. */
export function recoveryHoursLeft(iso: string, nowMs: number): number {
  const left = new Date(iso).getTime() - nowMs;
  return Number.isNaN(left) || left <= 0 ? 0 : Math.ceil(left / 3_600_000);
}

/** Doc 2 §3: the deletion schedule lives in the profile's device_info. */
export type DeletionSchedule = {
  deletion_scheduled_at: string;
  deletion_scheduled_for: string;
  deletion_reason: string | null;
  can_recover_until: string;
};

export type DeletionState = { scheduled_at: string; scheduled_for: string; can_recover_until: string };

export function deletionSchedule(now: Date, reason?: string | null): DeletionSchedule {
  const until = new Date(now.getTime() + ACCOUNT_RECOVERY_HOURS * 3_600_000).toISOString();
  return {
    deletion_scheduled_at: now.toISOString(),
    deletion_scheduled_for: until,
    deletion_reason: reason?.trim() || null,
    can_recover_until: until,
  };
}

/** The schedule read back from device_info, or null when no deletion is pending. */
export function deletionState(deviceInfo: Record<string, unknown> | null | undefined): DeletionState | null {
  const at = deviceInfo?.deletion_scheduled_at;
  const scheduledFor = deviceInfo?.deletion_scheduled_for;
  const until = deviceInfo?.can_recover_until;
  if (typeof at !== "string" || typeof scheduledFor !== "string" || typeof until !== "string") return null;
  return { scheduled_at: at, scheduled_for: scheduledFor, can_recover_until: until };
}

/** device_info without the schedule (after a cancel). */
export function withoutDeletion(
  deviceInfo: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  const {
    deletion_scheduled_at: _at,
    deletion_scheduled_for: _for,
    deletion_reason: _reason,
    can_recover_until: _until,
    ...rest
  } = deviceInfo ?? {};
  return rest;
}
