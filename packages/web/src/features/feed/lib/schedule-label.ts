/** "Sat 28 Nov, 6:30 pm", in her own time zone. */
export function scheduleLabel(at: Date, locale = "en-IN"): string {
  return at.toLocaleString(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });
}
