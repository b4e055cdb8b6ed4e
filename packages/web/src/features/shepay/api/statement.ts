/** `GET /api/shepay/statements/{month}`: her month's statement as a plain download link. */
export function statementUrl(month: string, format: "pdf" | "csv"): string {
  return `/api/shepay/statements/${encodeURIComponent(month)}?format=${format}`;
}
