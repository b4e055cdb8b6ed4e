/**
 * A small, safe Markdown reader for Saheli's own documents (policies): headings, paragraphs, bullet and numbered
 * lists, block quotes, bold, italics and links. It returns a tree the web renders as React elements, so no
 * HTML in a document ever reaches the page as HTML: `<b>` stays the four characters it is.
 */
export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3 | 4; id: string; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "quote"; children: Inline[] };

/** Links may go to Saheli's own pages, to http(s) sites, or to an e-mail address or phone number. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  if (trimmed.startsWith("#")) return trimmed;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(trimmed)) return trimmed;
  return null;
}

/** A heading's anchor: lower case, letters and digits joined by hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = "";
  const flush = () => {
    if (text) out.push({ type: "text", text });
    text = "";
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      const href = safeHref(link[2] ?? "");
      flush();
      if (href) out.push({ type: "link", href, children: parseInline(link[1] ?? "") });
      else out.push(...parseInline(link[1] ?? ""));
      i += link[0].length;
      continue;
    }
    const strong = /^\*\*(.+?)\*\*/.exec(rest);
    if (strong) {
      flush();
      out.push({ type: "strong", children: parseInline(strong[1] ?? "") });
      i += strong[0].length;
      continue;
    }
    const em = /^_(.+?)_(?![A-Za-z0-9])/.exec(rest);
    if (em && (i === 0 || /\s|\(/.test(source[i - 1] ?? ""))) {
      flush();
      out.push({ type: "em", children: parseInline(em[1] ?? "") });
      i += em[0].length;
      continue;
    }
    text += source[i];
    i += 1;
  }
  flush();
  return out;
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };
  const endQuote = () => {
    if (quote.length) blocks.push({ type: "quote", children: parseInline(quote.join(" ")) });
    quote = [];
  };
  const endAll = () => {
    endParagraph();
    endList();
    endQuote();
  };
  for (const line of lines) {
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      endAll();
      const text = (heading[2] ?? "").trim();
      const level = Math.min(4, Math.max(2, (heading[1] ?? "").length + 1)) as 2 | 3 | 4;
      blocks.push({ type: "heading", level, id: headingId(text), children: parseInline(text) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      endParagraph();
      endQuote();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(((bullet ?? numbered)?.[1] ?? "").trim());
      continue;
    }
    const quoted = /^>\s?(.*)$/.exec(line);
    if (quoted) {
      endParagraph();
      endList();
      quote.push((quoted[1] ?? "").trim());
      continue;
    }
    if (!line.trim()) {
      endAll();
      continue;
    }
    // An indented line continues the list item above it.
    const current = list as { ordered: boolean; items: string[] } | null;
    if (current && /^\s+/.test(line)) {
      current.items[current.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    endList();
    endQuote();
    paragraph.push(line.trim());
  }
  endAll();
  return blocks;
}
