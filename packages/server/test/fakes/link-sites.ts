import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * Local web pages for link previews (issue 21 §1): an article with OpenGraph tags and a picture, a Twitter card,
 * a bare page, redirects, a page over 1 MB, a slow page, a JSON answer, and an oEmbed endpoint speaking the
 * protocol's JSON (`?url=…&format=json`) like the video services'. Let through by LINK_PREVIEW_ALLOWED_HOSTS.
 * Every request is counted by path.
 */
export type LinkSites = {
  origin: string;
  /** `127.0.0.1:port`, for LINK_PREVIEW_ALLOWED_HOSTS. */
  host: string;
  hits: (path: string) => number;
  /** Where `/to-elsewhere` redirects (a canary, in the SSRF tests). */
  redirectTarget: { url: string };
  close: () => Promise<void>;
};

const page = (head: string, body = "<p>Hello</p>") =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

export const ARTICLE_TITLE = "Handloom sarees from Varanasi";
export const ARTICLE_DESCRIPTION = "Priya's weavers & their Banarasi silk, woven by hand.";

async function picture() {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
}

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );
}

const closing = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export async function startLinkSites(): Promise<LinkSites> {
  const png = await picture();
  const counts = new Map<string, number>();
  const redirectTarget = { url: "http://127.0.0.1:9/" };
  let origin = "";

  const html = (res: ServerResponse, text: string) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(text);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", origin);
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : "/article" });
      return res.end();
    }
    switch (url.pathname) {
      case "/article":
      case "/article-2":
      case "/counted":
        if (url.pathname === "/counted") await new Promise((r) => setTimeout(r, 150));
        return html(
          res,
          page(`<title>Ignored when og:title is there</title>
            <meta property="og:title" content="${ARTICLE_TITLE}">
            <meta property="og:description" content="Priya&#39;s weavers &amp; their Banarasi silk, woven by hand.">
            <meta property="og:image" content="/picture.png">
            <meta property="og:site_name" content="Priya's Looms">`),
        );
      case "/twitter":
        return html(
          res,
          page(`<meta name="twitter:card" content="summary">
            <meta name="twitter:title" content="A tweet-sized card">
            <meta name="twitter:description" content="Only Twitter's tags here">`),
        );
      case "/titled":
        return html(res, page("<title>  Just a title  </title>"));
      case "/bare":
        return html(res, page(""));
      case "/picture.png":
        res.writeHead(200, { "content-type": "image/png" });
        return res.end(png);
      case "/to-elsewhere":
        res.writeHead(302, { location: redirectTarget.url });
        return res.end();
      case "/big": {
        res.writeHead(200, { "content-type": "text/html" });
        // No Content-Length: the cap must count what arrives.
        const chunk = `<p>${"x".repeat(64 * 1024)}</p>`;
        for (let i = 0; i < 20; i++) res.write(chunk);
        return res.end();
      }
      case "/big-declared":
        res.writeHead(200, { "content-type": "text/html", "content-length": String(2 * 1024 * 1024) });
        return res.end();
      case "/slow":
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><head>");
        return; // never finishes
      case "/data.json":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end('{"title":"not a page"}');
      case "/oembed": {
        const video = url.searchParams.get("url") ?? "";
        if (url.searchParams.get("format") !== "json" || !video) {
          res.writeHead(400);
          return res.end();
        }
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(
          JSON.stringify({
            type: "video",
            version: "1.0",
            title: "Block printing with natural dyes",
            author_name: "Saheli Crafts",
            provider_name: "YouTube",
            thumbnail_url: `${origin}/picture.png`,
            html: '<iframe src="https://evil.example/"></iframe>',
          }),
        );
      }
      default:
        res.writeHead(404, { "content-type": "text/html" });
        return res.end("<h1>Not found</h1>");
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  const port = await listen(server, "127.0.0.1");
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    hits: (path) => counts.get(path) ?? 0,
    redirectTarget,
    close: closing(server),
  };
}

/** A server no link preview may ever reach: on every loopback address, counting whatever arrives. */
export async function startCanary() {
  let requests = 0;
  const server = createServer((_req, res) => {
    requests++;
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<title>canary</title>");
  });
  // "::" takes IPv4 too (dual stack): 127.0.0.1, ::1 and ::ffff:127.0.0.1 all arrive here.
  const port = await listen(server, "::");
  return { port, requests: () => requests, close: closing(server) };
}
