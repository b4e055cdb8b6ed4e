/**
 * A small Markdown reader for help articles: headings (#, ##, ###), paragraphs, bulleted and numbered lists,
 * **bold**, *italic*, `code` and [links](url). It makes a tree the page renders as React elements, never HTML:
 * whatever an admin types is shown as text, and links go only to http(s) addresses or Saheli's own paths.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; internal: boolean; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3 | 4; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

/** Saheli's own path ("/support/kb/returns") or an http(s) address; anything else is not a link. */
export function safeHref(raw: string): { href: string; internal: boolean } | null {
  const href = raw.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return { href, internal: true };
  try {
    const url = new URL(href);
    if (url.protocol === "http:" || url.protocol === "https:") return { href: url.href, internal: false };
  } catch {
    // not an address
  }
  return null;
}

const INLINE =
  /(\*\*([^*]+?)\*\*)|(`([^`]+?)`)|(\[([^\]]+?)\]\(([^)\s]+)\))|(\*([^*\s][^*]*?)\*)|(_([^_\s][^_]*?)_)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ kind: "text", text: rest });
      break;
    }
    if (m.index > 0) out.push({ kind: "text", text: rest.slice(0, m.index) });
    if (m[1]) out.push({ kind: "strong", children: parseInline(m[2]!) });
    else if (m[3]) out.push({ kind: "code", text: m[4]! });
    else if (m[5]) {
      const target = safeHref(m[7]!);
      const children = parseInline(m[6]!);
      out.push(target ? { kind: "link", ...target, children } : { kind: "text", text: m[0] });
    } else out.push({ kind: "em", children: parseInline((m[9] ?? m[11])!) });
    rest = rest.slice(m.index + m[0].length);
  }
  return merge(out);
}

function merge(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.kind === "text" && last?.kind === "text") last.text += node.text;
    else out.push(node);
  }
  return out;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^(#{1,3})\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
    if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: "heading",
        level: (heading[1]!.length + 1) as 2 | 3 | 4,
        children: parseInline(heading[2]!),
      });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s{2,}\S/.test(raw)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** The article's text without Markdown marks, for snippets. */
export function plainText(source: string): string {
  return source
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[*_`#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
