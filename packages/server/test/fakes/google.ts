import {
  consentPage,
  followConsent,
  type Reply,
  randomText,
  type ScriptedReply,
  type StandinRequest,
  serve,
  tokenBook,
} from "./oauth-standin.js";

/**
 * A local stand-in for Google: the consent page (`/o/oauth2/v2/auth`, recording `access_type` and `prompt`), the
 * token endpoint (`/token`, client id and secret in the form, authorization_code and refresh_token grants, refresh
 * tokens that do not rotate, `{ error: "invalid_grant", error_description: "Token has been expired or revoked." }`
 * for a dead one), `/revoke`, `GET /oauth2/v2/userinfo`, and Calendar's events on `primary`: insert (with
 * `conferenceDataVersion=1` and a `createRequest`, a Meet link in `hangoutLink` and `conferenceData.entryPoints`),
 * get and delete (410 once gone). An expired access token gets Google's 401 UNAUTHENTICATED.
 */

export type GoogleEvent = {
  id: string;
  status: "confirmed";
  htmlLink: string;
  summary: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  attendees: { email: string; responseStatus: string }[];
  organizer: { email: string; self: true };
  hangoutLink?: string;
  conferenceData?: Record<string, unknown>;
};

export type GoogleStandinOptions = {
  clientId: string;
  clientSecret: string;
  /** The account that consents. Default `vendor@gmail.example`. */
  email?: string;
  /** Default 3599. */
  accessTtlSeconds?: number;
  port?: number;
  host?: string;
};

const EVENTS = "/calendar/v3/calendars/primary/events";

export async function startGoogleStandin(options: GoogleStandinOptions) {
  const email = options.email ?? "vendor@gmail.example";
  const book = tokenBook({ accessTtlSeconds: options.accessTtlSeconds ?? 3599, rotateRefreshTokens: false });
  const events = new Map<string, GoogleEvent>();
  const deleted = new Set<string>();

  const unauthenticated: Reply = {
    status: 401,
    body: {
      error: {
        code: 401,
        message: "Request had invalid authentication credentials. Expected OAuth 2 access token.",
        status: "UNAUTHENTICATED",
      },
    },
  };
  const oauthError = (status: number, error: string, description: string): Reply => ({
    status,
    body: { error, error_description: description },
  });

  function token(request: StandinRequest): Reply {
    const { grant_type, code, redirect_uri, refresh_token, client_id, client_secret } =
      request.body as Record<string, string>;
    if (client_id !== options.clientId || client_secret !== options.clientSecret)
      return oauthError(401, "invalid_client", "The OAuth client was not found.");
    if (grant_type === "authorization_code") {
      const answer = book.takeCode(code ?? "", redirect_uri ?? "");
      if (!answer) return oauthError(400, "invalid_grant", "Malformed auth code.");
      return { status: 200, body: { ...answer, token_type: "Bearer" } };
    }
    if (grant_type === "refresh_token") {
      const answer = book.useRefresh(refresh_token ?? "");
      if (!answer) return oauthError(400, "invalid_grant", "Token has been expired or revoked.");
      return { status: 200, body: { ...answer, token_type: "Bearer" } };
    }
    return oauthError(400, "unsupported_grant_type", "Invalid grant_type");
  }

  function insertEvent(request: StandinRequest): Reply {
    const organizer = book.accountOf(request.headers.authorization);
    if (!organizer) return unauthenticated;
    const body = request.body as Partial<GoogleEvent> & {
      attendees?: { email: string }[];
      conferenceData?: { createRequest?: { requestId?: string; conferenceSolutionKey?: { type?: string } } };
    };
    if (!body.start?.dateTime || !body.end?.dateTime)
      return {
        status: 400,
        body: { error: { code: 400, message: "Missing end time.", status: "INVALID_ARGUMENT" } },
      };
    const id = randomText(12)
      .toLowerCase()
      .replace(/[^a-v0-9]/g, "a");
    const event: GoogleEvent = {
      id,
      status: "confirmed",
      htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
      summary: String(body.summary ?? ""),
      start: body.start,
      end: body.end,
      attendees: (body.attendees ?? []).map((a) => ({ email: a.email, responseStatus: "needsAction" })),
      organizer: { email: organizer, self: true },
    };
    const create = body.conferenceData?.createRequest;
    if (
      request.query.conferenceDataVersion === "1" &&
      create?.conferenceSolutionKey?.type === "hangoutsMeet"
    ) {
      const code = `${randomText(3).slice(0, 3)}-${randomText(3).slice(0, 4)}-${randomText(3).slice(0, 3)}`
        .toLowerCase()
        .replace(/[^a-z-]/g, "x");
      const uri = `https://meet.google.com/${code}`;
      event.hangoutLink = uri;
      event.conferenceData = {
        createRequest: { ...create, status: { statusCode: "success" } },
        entryPoints: [{ entryPointType: "video", uri, label: uri.replace("https://", "") }],
        conferenceSolution: { key: { type: "hangoutsMeet" }, name: "Google Meet" },
        conferenceId: code,
      };
    }
    events.set(id, event);
    return { status: 200, body: event };
  }

  const server = await serve(
    (request) => {
      const { method, path } = request;
      if (method === "GET" && path === "/o/oauth2/v2/auth")
        return consentPage(request, book, { name: "Google", clientId: options.clientId, email });
      if (method === "POST" && path === "/token") return token(request);
      if (method === "POST" && path === "/revoke") {
        book.revoke(String(request.body.token ?? request.query.token ?? ""));
        return { status: 200, body: {} };
      }
      if (method === "GET" && path === "/oauth2/v2/userinfo") {
        const account = book.accountOf(request.headers.authorization);
        return account
          ? { status: 200, body: { id: "1081", email: account, verified_email: true } }
          : unauthenticated;
      }
      if (method === "POST" && path === EVENTS) return insertEvent(request);
      const one = new RegExp(`^${EVENTS}/([^/]+)$`).exec(path);
      if (one) {
        if (!book.accountOf(request.headers.authorization)) return unauthenticated;
        const id = decodeURIComponent(one[1]!);
        const gone: Reply = {
          status: deleted.has(id) ? 410 : 404,
          body: {
            error: {
              code: deleted.has(id) ? 410 : 404,
              message: deleted.has(id) ? "Resource has been deleted" : "Not Found",
            },
          },
        };
        if (method === "GET") return events.has(id) ? { status: 200, body: events.get(id) } : gone;
        if (method === "DELETE") {
          if (!events.delete(id)) return gone;
          deleted.add(id);
          return { status: 204 };
        }
      }
      return undefined;
    },
    { port: options.port, host: options.host },
  );

  return {
    baseUrl: server.baseUrl,
    /** What to start Saheli with to use this stand-in. */
    env: () => ({
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: options.clientSecret,
      GOOGLE_OAUTH_AUTHORIZE_URL: `${server.baseUrl}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${server.baseUrl}/token`,
      GOOGLE_API_BASE_URL: server.baseUrl,
    }),
    requests: server.requests,
    events,
    script: (method: string, path: string, reply: ScriptedReply) => server.script(method, path, reply),
    revokeRefreshTokens: book.revokeRefreshTokens,
    expireAccessTokens: book.expireAccessTokens,
    setAccessTtl: book.setAccessTtl,
    liveRefreshTokens: book.liveRefreshTokens,
    issuedAccessTokens: book.issuedAccessTokens,
    consent: (authorizeUrl: string, decision: "allow" | "deny" = "allow") =>
      followConsent(authorizeUrl, decision),
    close: server.close,
  };
}

export type GoogleStandin = Awaited<ReturnType<typeof startGoogleStandin>>;
