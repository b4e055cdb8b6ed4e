/** The @word being typed at `cursor`, if any: its text (without @) and where it starts. */
export function mentionAtCursor(text: string, cursor: number): { query: string; start: number } | null {
  const before = text.slice(0, cursor);
  const match = /(^|\s)@([a-z0-9_.]{0,30})$/i.exec(before);
  if (!match) return null;
  const query = match[2] ?? "";
  return { query, start: cursor - query.length - 1 };
}
