import { randomUUID } from "node:crypto";
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

type GoogleSettings = NonNullable<VendorConnectionsSettings["google"]>;

/** Her calendar's events (a Meet link comes with an event) and her address, nothing more. */
const SCOPES = [
  "https://www.googleapis.com/auth/calendar.events",
  "https://www.googleapis.com/auth/userinfo.email",
] as const;

const EVENTS = "/calendar/v3/calendars/primary/events";

/** The event's Meet link: `hangoutLink`, else the video entry point of its conference. */
function meetLink(event: Record<string, unknown> | null): string | null {
  if (!event) return null;
  if (typeof event.hangoutLink === "string") return event.hangoutLink;
  const conference = event.conferenceData as
    | { entryPoints?: { entryPointType?: string; uri?: string }[] }
    | undefined;
  const video = conference?.entryPoints?.find((entry) => entry.entryPointType === "video");
  return typeof video?.uri === "string" ? video.uri : null;
}

/**
 * Google Calendar through the client Saheli signs in with (same id and secret, its own redirect
 * `/oauth/callback/google`): consent with `access_type=offline` and `prompt=consent` so a refresh token comes every
 * time (Google sends one only at consent); events on her primary calendar with a Meet link
 * (`conferenceDataVersion=1`, `conferenceData.createRequest`).
 */
export function googleProvider(settings: GoogleSettings): VideoProvider {
  async function token(fields: Record<string, string>) {
    const answer = await providerCall(new URL(settings.tokenUrl), {
      method: "POST",
      headers: FORM,
      body: form({ ...fields, client_id: settings.clientId, client_secret: settings.clientSecret }),
    });
    if (answer.status !== 200 || !answer.body) throw tokenFailure(answer);
    return answer.body;
  }

  function apiFailure(answer: ProviderAnswer): ProviderError {
    const kind = answer.status === 401 ? "unauthorized" : answer.status < 500 ? "refused" : "unavailable";
    return new ProviderError(kind, answer.status, failureDetail(answer));
  }

  const api = (accessToken: string, method: string, url: URL, body?: unknown) =>
    providerCall(url, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const eventUrl = (id: string) => {
    const url = under(settings.apiBaseUrl, `${EVENTS}/${encodeURIComponent(id)}`);
    url.searchParams.set("sendUpdates", "all");
    return url;
  };

  return {
    platform: "google",
    scopes: SCOPES,
    authorizeUrl(state, redirectUri) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: SCOPES.join(" "),
        state,
        access_type: "offline",
        prompt: "consent",
      }).toString();
      return url;
    },
    exchangeCode: (code, redirectUri) =>
      token({ grant_type: "authorization_code", code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: "refresh_token", refresh_token: refreshToken }),
    async accountEmail(accessToken) {
      const answer = await api(accessToken, "GET", under(settings.apiBaseUrl, "/oauth2/v2/userinfo"));
      const email = answer.status === 200 ? answer.body?.email : null;
      return typeof email === "string" && email.includes("@") ? email.slice(0, 320) : null;
    },
    async revoke(tokenValue) {
      await providerCall(new URL("/revoke", settings.tokenUrl), {
        method: "POST",
        headers: FORM,
        body: form({ token: tokenValue }),
      });
    },
    async createMeeting(accessToken, input) {
      const url = under(settings.apiBaseUrl, EVENTS);
      url.searchParams.set("conferenceDataVersion", "1");
      url.searchParams.set("sendUpdates", input.attendeeEmail ? "all" : "none");
      const answer = await api(accessToken, "POST", url, {
        summary: input.title.slice(0, 200),
        start: { dateTime: input.start.toISOString(), timeZone: input.timezone },
        end: { dateTime: input.end.toISOString(), timeZone: input.timezone },
        attendees: input.attendeeEmail ? [{ email: input.attendeeEmail }] : [],
        conferenceData: {
          createRequest: { requestId: randomUUID(), conferenceSolutionKey: { type: "hangoutsMeet" } },
        },
      });
      if (answer.status !== 200) throw apiFailure(answer);
      const id = answer.body?.id;
      if (typeof id !== "string")
        throw new ProviderError("unavailable", answer.status, "an event without an id");
      let link = meetLink(answer.body);
      if (!link) {
        // The Meet link can be made after the answer (createRequest "pending"): ask for the event once more.
        const again = await api(
          accessToken,
          "GET",
          under(settings.apiBaseUrl, `${EVENTS}/${encodeURIComponent(id)}`),
        );
        link = again.status === 200 ? meetLink(again.body) : null;
      }
      if (!link || !/^https:\/\//.test(link)) {
        await api(accessToken, "DELETE", eventUrl(id)).catch(() => undefined);
        throw new ProviderError("unavailable", answer.status, "an event without a Meet link");
      }
      return { url: link, id };
    },
    async deleteMeeting(accessToken, id) {
      const answer = await api(accessToken, "DELETE", eventUrl(id));
      // 410: deleted already.
      if ([200, 204, 404, 410].includes(answer.status)) return;
      throw apiFailure(answer);
    },
  };
}
