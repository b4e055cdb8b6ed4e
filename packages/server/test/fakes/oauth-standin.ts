import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the Zoom and Google stand-ins share: an OAuth 2.0 authorization server's bookkeeping (codes used once,
 * access tokens that expire, refresh tokens that can be revoked and, for Zoom, rotate), a consent page that sends
 * the browser back with `code` and `state`, and a small HTTP server with a request log. Each stand-in adds its own
 * endpoints and error shapes on top.
 */

export type Reply = { status: number; body?: unknown; headers?: Record<string, string>; html?: string };

export type StandinRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** Form or JSON fields, as sent. */
  body: Record<string, unknown>;
};

export type Handler = (request: StandinRequest) => Reply | Promise<Reply> | undefined;

export const randomText = (bytes = 24) => randomBytes(bytes).toString("base64url");

type CodeGrant = { redirectUri: string; scope: string; email: string; used: boolean };
type AccessGrant = { expiresAt: number; email: string };
type RefreshGrant = { email: string; scope: string; revoked: boolean };

export type TokenBookOptions = {
  /** Seconds an access token lives (Zoom and Google: about an hour). */
  accessTtlSeconds: number;
  /** Zoom answers a new refresh token on every refresh and the old one stops working; Google keeps it. */
  rotateRefreshTokens: boolean;
};

/** The authorization server's memory, and the switches tests pull. */
export function tokenBook(options: TokenBookOptions) {
  const codes = new Map<string, CodeGrant>();
  const access = new Map<string, AccessGrant>();
  const refresh = new Map<string, RefreshGrant>();
  let accessTtlSeconds = options.accessTtlSeconds;

  function issueAccess(email: string) {
    const token = `at-${randomText()}`;
    access.set(token, { expiresAt: Date.now() + accessTtlSeconds * 1000, email });
    return token;
  }

  function issueRefresh(email: string, scope: string) {
    const token = `rt-${randomText()}`;
    refresh.set(token, { email, scope, revoked: false });
    return token;
  }

  return {
    issueCode(redirectUri: string, scope: string, email: string) {
      const code = `code-${randomText(16)}`;
      codes.set(code, { redirectUri, scope, email, used: false });
      return code;
    },
    /** The grant for a code: once, and only with the redirect_uri it was issued to. */
    takeCode(code: string, redirectUri: string) {
      const grant = codes.get(code);
      if (!grant || grant.used || grant.redirectUri !== redirectUri) return null;
      grant.used = true;
      return {
        access_token: issueAccess(grant.email),
        refresh_token: issueRefresh(grant.email, grant.scope),
        expires_in: accessTtlSeconds,
        scope: grant.scope,
      };
    },
    /** A new access token for a live refresh token (and, rotating, a new refresh token in its place). */
    useRefresh(token: string) {
      const grant = refresh.get(token);
      if (!grant || grant.revoked) return null;
      const answer: Record<string, unknown> = {
        access_token: issueAccess(grant.email),
        expires_in: accessTtlSeconds,
        scope: grant.scope,
      };
      if (options.rotateRefreshTokens) {
        grant.revoked = true;
        answer.refresh_token = issueRefresh(grant.email, grant.scope);
      }
      return answer;
    },
    /** The account an access token speaks for, or null when it is unknown or expired. */
    accountOf(authorization: string | string[] | undefined) {
      const token = typeof authorization === "string" ? /^Bearer (.+)$/.exec(authorization)?.[1] : undefined;
      const grant = token ? access.get(token) : undefined;
      return grant && grant.expiresAt > Date.now() ? grant.email : null;
    },
    revoke(token: string) {
      const grant = refresh.get(token);
      if (grant) grant.revoked = true;
      access.delete(token);
    },
    /** Test switch: every refresh token stops working (`invalid_grant` from now on). */
    revokeRefreshTokens() {
      for (const grant of refresh.values()) grant.revoked = true;
    },
    /** Test switch: every access token issued so far has run out. */
    expireAccessTokens() {
      for (const grant of access.values()) grant.expiresAt = 0;
    },
    /** Test switch: how long tokens issued from now on live. */
    setAccessTtl(seconds: number) {
      accessTtlSeconds = seconds;
    },
    /** Test view: every access token issued, oldest first. */
    issuedAccessTokens() {
      return [...access.keys()];
    },
    /** Test view: the refresh tokens still working. */
    liveRefreshTokens() {
      return [...refresh].filter(([, grant]) => !grant.revoked).map(([token]) => token);
    },
  };
}

export type TokenBook = ReturnType<typeof tokenBook>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The provider's consent page. `decision=allow` (the Allow button) sends the browser to
 * `redirect_uri?code=…&state=…`, `decision=deny` to `redirect_uri?error=access_denied&state=…`.
 */
export function consentPage(
  request: StandinRequest,
  book: TokenBook,
  settings: { name: string; clientId: string; email: string },
): Reply {
  const { client_id, redirect_uri, response_type, scope = "", state = "", decision } = request.query;
  if (client_id !== settings.clientId || !redirect_uri || response_type !== "code") {
    return {
      status: 400,
      html: `<h1>${settings.name}</h1><p>Invalid client_id, redirect_uri or response_type.</p>`,
    };
  }
  const back = new URL(redirect_uri);
  if (decision === "allow") {
    back.searchParams.set("code", book.issueCode(redirect_uri, scope, settings.email));
    back.searchParams.set("state", state);
    return { status: 302, headers: { location: back.toString() } };
  }
  if (decision === "deny") {
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("state", state);
    return { status: 302, headers: { location: back.toString() } };
  }
  const choose = (value: string) => {
    const url = new URL(`http://x${request.path}`);
    for (const [key, v] of Object.entries(request.query)) url.searchParams.set(key, v);
    url.searchParams.set("decision", value);
    return escapeHtml(`${url.pathname}${url.search}`);
  };
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(settings.name)} · consent</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#222}
a{display:inline-block;margin:.5rem .5rem 0 0;padding:.6rem 1.2rem;border-radius:.5rem;text-decoration:none}
.allow{background:#0b5cff;color:#fff}.deny{border:1px solid #999;color:#222}</style></head>
<body><h1>${escapeHtml(settings.name)} (stand-in)</h1>
<p>Saheli would like to use your ${escapeHtml(settings.name)} account <strong>${escapeHtml(settings.email)}</strong>.</p>
<p>Scopes: <code>${escapeHtml(scope)}</code></p>
<a class="allow" href="${choose("allow")}">Allow</a><a class="deny" href="${choose("deny")}">Deny</a></body></html>`,
  };
}

function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("error", reject);
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (!text) return resolve({});
      const type = String(request.headers["content-type"] ?? "");
      try {
        resolve(
          type.includes("application/json")
            ? (JSON.parse(text) as Record<string, unknown>)
            : Object.fromEntries(new URLSearchParams(text)),
        );
      } catch {
        resolve({ unparsable: text });
      }
    });
  });
}

function send(response: ServerResponse, reply: Reply) {
  const headers = { ...reply.headers };
  let payload = "";
  if (reply.html !== undefined) {
    headers["content-type"] = "text/html; charset=utf-8";
    payload = reply.html;
  } else if (reply.body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(reply.body);
  }
  response.writeHead(reply.status, headers);
  response.end(payload);
}

export type ScriptedReply = Reply & { delayMs?: number };

/**
 * The HTTP server: scripted replies first (a test's "answer the next token request with this"), then the
 * stand-in's handler; every request is logged.
 */
export async function serve(handler: Handler, options: { port?: number; host?: string } = {}) {
  const requests: StandinRequest[] = [];
  const scripted = new Map<string, ScriptedReply[]>();
  const server = createServer(async (incoming, response) => {
    try {
      const url = new URL(incoming.url ?? "/", "http://standin");
      const request: StandinRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      // A browser on the consent page asks for the site's icon; there is none.
      if (request.path === "/favicon.ico") return send(response, { status: 204 });
      requests.push(request);
      const queue = scripted.get(`${request.method} ${request.path}`);
      const next = queue?.shift();
      if (next) {
        if (next.delayMs) await new Promise((r) => setTimeout(r, next.delayMs));
        if (next.status > 0) return send(response, next);
      }
      const reply = (await handler(request)) ?? { status: 404, body: { error: "not_found" } };
      send(response, reply);
    } catch (error) {
      send(response, { status: 500, body: { error: "standin_error", message: String(error) } });
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${options.host ?? "127.0.0.1"}:${port}`,
    requests,
    /** The next `method path` request gets this reply (status 0: only wait `delayMs`, then answer as usual). */
    script(method: string, path: string, reply: ScriptedReply) {
      const queue = scripted.get(`${method} ${path}`) ?? [];
      queue.push(reply);
      scripted.set(`${method} ${path}`, queue);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type Served = Awaited<ReturnType<typeof serve>>;

/** The consent page's Allow/Deny, as a redirect to Saheli's callback page: its code, state or error. */
export async function followConsent(authorizeUrl: string, decision: "allow" | "deny") {
  const url = new URL(authorizeUrl);
  url.searchParams.set("decision", decision);
  const response = await fetch(url, { redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`consent answered ${response.status}`);
  const back = new URL(location);
  return {
    callback: back,
    code: back.searchParams.get("code") ?? undefined,
    state: back.searchParams.get("state") ?? "",
    error: back.searchParams.get("error") ?? undefined,
  };
}
