/** Count badge text (doc 3 §9): nothing for zero, capped at 99+, or 9+ where space is small. */
export function formatBadgeCount(count: number, small = false): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  if (small && whole > 9) return "9+";
  if (whole > 99) return "99+";
  return String(whole);
}
