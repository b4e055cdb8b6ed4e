import {
  consentPage,
  followConsent,
  type Reply,
  type ScriptedReply,
  type StandinRequest,
  serve,
  tokenBook,
} from "./oauth-standin.js";

/**
 * A local stand-in for Zoom: the OAuth app's consent page (`/oauth/authorize`), token endpoint (`/oauth/token`,
 * client in HTTP Basic auth, authorization_code and refresh_token grants, refresh tokens that rotate, Zoom's
 * `{ reason, error: "invalid_grant" }` for a dead one), `/oauth/revoke`, and the REST API's `GET /v2/users/me`,
 * `POST /v2/users/me/meetings` (type 2 → `join_url`) and `DELETE /v2/meetings/{id}`, refusing an expired access
 * token with 401 `{ code: 124 }` as Zoom does. One origin serves both ZOOM_OAUTH_BASE_URL and ZOOM_API_BASE_URL.
 */

export type ZoomMeeting = {
  id: number;
  topic: string;
  type: number;
  start_time: string;
  duration: number;
  timezone: string;
  join_url: string;
  start_url: string;
  password: string;
  host_email: string;
};

export type ZoomStandinOptions = {
  clientId: string;
  clientSecret: string;
  /** The account that consents. Default `vendor@zoom.example`. */
  email?: string;
  /** Default 3599 (Zoom's hour). */
  accessTtlSeconds?: number;
  port?: number;
  host?: string;
};

export async function startZoomStandin(options: ZoomStandinOptions) {
  const email = options.email ?? "vendor@zoom.example";
  const book = tokenBook({ accessTtlSeconds: options.accessTtlSeconds ?? 3599, rotateRefreshTokens: true });
  const meetings = new Map<number, ZoomMeeting>();
  let nextMeeting = 81_234_567_890;
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;

  const invalidToken: Reply = { status: 401, body: { code: 124, message: "Invalid access token." } };

  function token(request: StandinRequest): Reply {
    if (request.headers.authorization !== basic)
      return { status: 401, body: { reason: "Invalid client_id or client_secret", error: "invalid_client" } };
    const { grant_type, code, redirect_uri, refresh_token } = request.body as Record<string, string>;
    if (grant_type === "authorization_code") {
      const answer = book.takeCode(code ?? "", redirect_uri ?? "");
      if (!answer)
        return { status: 400, body: { reason: "Invalid authorization code", error: "invalid_grant" } };
      return { status: 200, body: { ...answer, token_type: "bearer" } };
    }
    if (grant_type === "refresh_token") {
      const answer = book.useRefresh(refresh_token ?? "");
      if (!answer) return { status: 400, body: { reason: "Invalid Token!", error: "invalid_grant" } };
      return { status: 200, body: { ...answer, token_type: "bearer" } };
    }
    return { status: 400, body: { reason: "Unsupported grant type", error: "unsupported_grant_type" } };
  }

  function createMeeting(request: StandinRequest): Reply {
    const host = book.accountOf(request.headers.authorization);
    if (!host) return invalidToken;
    const body = request.body as Record<string, unknown>;
    if (
      typeof body.topic !== "string" ||
      typeof body.start_time !== "string" ||
      typeof body.duration !== "number"
    )
      return { status: 400, body: { code: 300, message: "Validation Failed." } };
    const id = nextMeeting++;
    const password = Math.random().toString(36).slice(2, 8);
    const meeting: ZoomMeeting = {
      id,
      topic: body.topic,
      type: Number(body.type ?? 2),
      start_time: body.start_time,
      duration: body.duration,
      timezone: String(body.timezone ?? "UTC"),
      join_url: `https://us05web.zoom.us/j/${id}?pwd=${password}`,
      start_url: `https://us05web.zoom.us/s/${id}?zak=standin`,
      password,
      host_email: host,
    };
    meetings.set(id, meeting);
    return { status: 201, body: { ...meeting, uuid: `uuid-${id}`, created_at: new Date().toISOString() } };
  }

  const server = await serve(
    (request) => {
      const { method, path } = request;
      if (method === "GET" && path === "/oauth/authorize")
        return consentPage(request, book, { name: "Zoom", clientId: options.clientId, email });
      if (method === "POST" && path === "/oauth/token") return token(request);
      if (method === "POST" && path === "/oauth/revoke") {
        if (request.headers.authorization !== basic)
          return { status: 401, body: { error: "invalid_client" } };
        book.revoke(String(request.body.token ?? ""));
        return { status: 200, body: { status: "success" } };
      }
      if (method === "GET" && path === "/v2/users/me") {
        const account = book.accountOf(request.headers.authorization);
        return account ? { status: 200, body: { id: "zoom-user-1", email: account, type: 1 } } : invalidToken;
      }
      if (method === "POST" && path === "/v2/users/me/meetings") return createMeeting(request);
      const deleting = /^\/v2\/meetings\/(\d+)$/.exec(path);
      if (method === "DELETE" && deleting) {
        if (!book.accountOf(request.headers.authorization)) return invalidToken;
        const id = Number(deleting[1]);
        if (!meetings.delete(id))
          return { status: 404, body: { code: 3001, message: `Meeting does not exist: ${id}.` } };
        return { status: 204 };
      }
      return undefined;
    },
    { port: options.port, host: options.host },
  );

  return {
    baseUrl: server.baseUrl,
    /** What to start Saheli with to use this stand-in. */
    env: () => ({
      ZOOM_CLIENT_ID: options.clientId,
      ZOOM_CLIENT_SECRET: options.clientSecret,
      ZOOM_OAUTH_BASE_URL: server.baseUrl,
      ZOOM_API_BASE_URL: server.baseUrl,
    }),
    requests: server.requests,
    meetings,
    /** The next request to `path` answered with `reply` (e.g. a token answer §5 refuses, a 500, a slow one). */
    script: (method: string, path: string, reply: ScriptedReply) => server.script(method, path, reply),
    revokeRefreshTokens: book.revokeRefreshTokens,
    expireAccessTokens: book.expireAccessTokens,
    setAccessTtl: book.setAccessTtl,
    liveRefreshTokens: book.liveRefreshTokens,
    issuedAccessTokens: book.issuedAccessTokens,
    /** Follows Saheli's authorize URL as a person pressing Allow (or Deny) would: the callback's query. */
    async consent(authorizeUrl: string, decision: "allow" | "deny" = "allow") {
      return followConsent(authorizeUrl, decision);
    },
    close: server.close,
  };
}

export type ZoomStandin = Awaited<ReturnType<typeof startZoomStandin>>;
