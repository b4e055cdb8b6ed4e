/** A user's text inside a LIKE pattern matches only itself: `%`, `_` and `\` are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
