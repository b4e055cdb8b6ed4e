/** Doc 2 §5 and the security baseline: a profile link is shown only when it is http(s). */
export function safeWebsite(value: string | null | undefined): { href: string; label: string } | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const label = `${url.host}${url.pathname === "/" ? "" : url.pathname}`.replace(/^www\./, "");
  return { href: url.href, label };
}
