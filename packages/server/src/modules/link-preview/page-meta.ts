import { Parser } from "htmlparser2";

/** What a page says about itself: OpenGraph first, then its Twitter card, then plain HTML. */
export type PageMeta = {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
};

const CHARSET_IN_HEAD = /<meta[^>]+charset=["']?\s*([\w-]+)/i;

/** The page's text in its own encoding: the header's charset, else a `<meta charset>` near the top, else UTF-8. */
export function decodePage(body: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    CHARSET_IN_HEAD.exec(body.subarray(0, 2048).toString("latin1"))?.[1] ??
    "utf-8";
  try {
    return new TextDecoder(declared).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

const clean = (text: string | undefined) => {
  const value = text?.replace(/\s+/g, " ").trim();
  return value ? value : null;
};

/** Reads the head's meta tags and title; relative image addresses are resolved against the page's own URL. */
export function readPageMeta(html: string, pageUrl: string): PageMeta {
  const meta = new Map<string, string>();
  let title = "";
  let inTitle = false;
  let inBody = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "body") inBody = true;
        if (name === "title" && !inBody) inTitle = true;
        if (name !== "meta") return;
        const key = (attributes.property ?? attributes.name ?? "").trim().toLowerCase();
        const content = attributes.content;
        // The first of each wins, as crawlers read them.
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const first = (...keys: string[]) => keys.map((key) => clean(meta.get(key))).find(Boolean) ?? null;
  const image = first(
    "og:image:secure_url",
    "og:image",
    "og:image:url",
    "twitter:image",
    "twitter:image:src",
  );
  return {
    title: first("og:title", "twitter:title") ?? clean(title),
    description: first("og:description", "twitter:description", "description"),
    image: image && URL.canParse(image, pageUrl) ? new URL(image, pageUrl).href : null,
    siteName: first("og:site_name", "application-name"),
  };
}
