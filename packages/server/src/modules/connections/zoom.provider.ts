import type { VendorConnectionsSettings } from "../../config.js";
import {
  FORM,
  failureDetail,
  form,
  type ProviderAnswer,
  ProviderError,
  providerCall,
  tokenFailure,
  under,
} from "./provider-http.js";
import type { VideoProvider } from "./providers.js";

type ZoomSettings = NonNullable<VendorConnectionsSettings["zoom"]>;

/** Zoom's granular scopes: make and remove her meetings, read her e-mail address. */
const SCOPES = ["meeting:write:meeting", "meeting:delete:meeting", "user:read:user"] as const;

/** Zoom's "Invalid access token" error code. */
const INVALID_ACCESS_TOKEN = 124;
/** Zoom's "Meeting does not exist". */
const NO_SUCH_MEETING = 3001;

/** Zoom's `2023-01-10T12:00:00Z`: UTC, whole seconds. */
const zoomTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * Zoom (user-managed OAuth app): authorize at `{oauth}/oauth/authorize`, tokens at `{oauth}/oauth/token` with the
 * client in HTTP Basic auth (refresh tokens rotate: each refresh answers a new one), meetings through the REST API
 * `{api}/v2`.
 */
export function zoomProvider(settings: ZoomSettings): VideoProvider {
  const basic = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64")}`;

  async function token(fields: Record<string, string>) {
    const answer = await providerCall(under(settings.oauthBaseUrl, "/oauth/token"), {
      method: "POST",
      headers: { ...FORM, authorization: basic },
      body: form(fields),
    });
    if (answer.status !== 200 || !answer.body) throw tokenFailure(answer);
    return answer.body;
  }

  function apiFailure(answer: ProviderAnswer): ProviderError {
    const unauthorized = answer.status === 401 || answer.body?.code === INVALID_ACCESS_TOKEN;
    const kind = unauthorized ? "unauthorized" : answer.status < 500 ? "refused" : "unavailable";
    return new ProviderError(kind, answer.status, failureDetail(answer));
  }

  const api = (accessToken: string, method: string, path: string, body?: unknown) =>
    providerCall(under(settings.apiBaseUrl, path), {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    platform: "zoom",
    scopes: SCOPES,
    authorizeUrl(state, redirectUri) {
      const url = under(settings.oauthBaseUrl, "/oauth/authorize");
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: SCOPES.join(" "),
        state,
      }).toString();
      return url;
    },
    exchangeCode: (code, redirectUri) =>
      token({ grant_type: "authorization_code", code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: "refresh_token", refresh_token: refreshToken }),
    async accountEmail(accessToken) {
      const answer = await api(accessToken, "GET", "/v2/users/me");
      const email = answer.status === 200 ? answer.body?.email : null;
      return typeof email === "string" && email.includes("@") ? email.slice(0, 320) : null;
    },
    async revoke(tokenValue) {
      await providerCall(under(settings.oauthBaseUrl, "/oauth/revoke"), {
        method: "POST",
        headers: { ...FORM, authorization: basic },
        body: form({ token: tokenValue }),
      });
    },
    async createMeeting(accessToken, input) {
      const minutes = Math.max(1, Math.round((input.end.getTime() - input.start.getTime()) / 60_000));
      const answer = await api(accessToken, "POST", "/v2/users/me/meetings", {
        topic: input.title.slice(0, 200),
        // 2: a scheduled meeting at a fixed time.
        type: 2,
        start_time: zoomTime(input.start),
        duration: minutes,
        timezone: input.timezone,
        settings: { join_before_host: false, waiting_room: true },
      });
      const { id, join_url: url } = answer.body ?? {};
      if (answer.status !== 201 && answer.status !== 200) throw apiFailure(answer);
      if (
        (typeof id !== "number" && typeof id !== "string") ||
        typeof url !== "string" ||
        !/^https:\/\//.test(url)
      )
        throw new ProviderError("unavailable", answer.status, "a meeting without an id or a join link");
      return { url, id: String(id) };
    },
    async deleteMeeting(accessToken, id) {
      const answer = await api(accessToken, "DELETE", `/v2/meetings/${encodeURIComponent(id)}`);
      if (answer.status === 204 || answer.status === 200 || answer.status === 404) return;
      if (answer.body?.code === NO_SUCH_MEETING) return;
      throw apiFailure(answer);
    },
  };
}
