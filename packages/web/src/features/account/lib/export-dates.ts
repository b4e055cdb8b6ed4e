/** `2 December 2026`, as an Indian-English reader expects. */
export function formatExportDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone }).format(new Date(iso));
}
