import { MEETING_LINK_FALLBACK, type OAuthPlatform } from "@saheli/core/connections";
import { AppError } from "../../errors.js";
import { ProviderError } from "./provider-http.js";
import type { MeetingInput, VideoProviders } from "./providers.js";
import type { TokenStore } from "./token-store.js";

export type MeetingsDeps = {
  providers: VideoProviders;
  tokens: Pick<TokenStore, "accessToken" | "refresh">;
  log: { warn(obj: object, msg: string): void };
};

export type CreateMeetingInput = MeetingInput & { ownerId: string; provider: OAuthPlatform };

/** Why no link was made: she never connected, must connect again, or the provider failed just now. */
export type MeetingFallbackReason = "not_connected" | "reconnect" | "provider_error";

export type CreatedMeeting =
  | { url: string; id: string }
  | { fallback: typeof MEETING_LINK_FALLBACK; reason: MeetingFallbackReason };

export type CancelMeetingInput = { ownerId: string; provider: OAuthPlatform; id: string };

/**
 * The video meeting of a confirmed online booking (issue 19 §3), for the bookings module: a Zoom meeting, or a
 * Google Calendar event with a Meet link on the vendor's primary calendar. An access token that has run out is
 * renewed first; one the provider refuses anyway (401, Zoom's code 124) is renewed and the call made once more.
 * Nothing here throws for a provider's sake: without a link the booking says "The link will be sent by the
 * seller", and a refused refresh has already marked her connection invalid and told her to reconnect.
 */
export function meetingsService({ providers, tokens, log }: MeetingsDeps) {
  /** The call with her access token; renewed and tried once more when the provider refuses the token. */
  async function withAccess<T>(
    ownerId: string,
    platform: OAuthPlatform,
    call: (token: string) => Promise<T>,
  ) {
    const token = await tokens.accessToken(ownerId, platform);
    if (token === null) return null;
    try {
      return { value: await call(token) };
    } catch (error) {
      if (!(error instanceof ProviderError && error.failure === "unauthorized")) throw error;
      const renewed = await tokens.refresh(ownerId, platform, { stale: token });
      return { value: await call(renewed.accessToken) };
    }
  }

  function reasonOf(error: unknown): MeetingFallbackReason {
    // AppError: the token store's refusals (refresh refused: "reconnect"; failed or not stored: a passing failure).
    if (error instanceof AppError) return error.statusCode === 401 ? "reconnect" : "provider_error";
    return "provider_error";
  }

  async function createMeeting(input: CreateMeetingInput): Promise<CreatedMeeting> {
    if (!(input.end.getTime() > input.start.getTime()))
      throw new Error("createMeeting: end must be after start");
    // An unknown zone throws a RangeError here rather than a provider's 400 later.
    new Intl.DateTimeFormat("en", { timeZone: input.timezone });
    const provider = providers[input.provider];
    const fallback = (reason: MeetingFallbackReason) =>
      ({ fallback: MEETING_LINK_FALLBACK, reason }) as const;
    if (!provider) return fallback("not_connected");
    try {
      const made = await withAccess(input.ownerId, input.provider, (token) =>
        provider.createMeeting(token, input),
      );
      return made ? made.value : fallback("not_connected");
    } catch (error) {
      const reason = reasonOf(error);
      log.warn({ platform: input.provider, reason, err: error }, "no meeting link for a booking");
      return fallback(reason);
    }
  }

  /** Removes the meeting (on cancel); false when it could not be removed now (not connected, provider down). */
  async function cancelMeeting(input: CancelMeetingInput): Promise<{ cancelled: boolean }> {
    const provider = providers[input.provider];
    if (!provider) return { cancelled: false };
    try {
      const done = await withAccess(input.ownerId, input.provider, (token) =>
        provider.deleteMeeting(token, input.id),
      );
      return { cancelled: done !== null };
    } catch (error) {
      log.warn({ platform: input.provider, err: error }, "a booking's meeting was not removed");
      return { cancelled: false };
    }
  }

  return { createMeeting, cancelMeeting };
}

export type MeetingsService = ReturnType<typeof meetingsService>;
