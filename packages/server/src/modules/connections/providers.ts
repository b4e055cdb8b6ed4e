import type { OAuthPlatform } from "@saheli/core/connections";
import type { VendorConnectionsSettings } from "../../config.js";
import { googleProvider } from "./google.provider.js";
import { zoomProvider } from "./zoom.provider.js";

/** A token endpoint's answer as it came; the token store checks it (doc 3 §5) before keeping anything. */
export type TokenAnswer = Record<string, unknown>;

export type MeetingInput = {
  title: string;
  start: Date;
  end: Date;
  /** IANA zone the meeting is shown in, e.g. `Asia/Kolkata`. */
  timezone: string;
  attendeeEmail?: string;
};

/** What Saheli does with one provider; URLs come from the configuration only. */
export type VideoProvider = {
  platform: OAuthPlatform;
  scopes: readonly string[];
  /** The consent page with client_id, redirect_uri, response_type=code, scope and state (doc 3 §4). */
  authorizeUrl(state: string, redirectUri: string): URL;
  exchangeCode(code: string, redirectUri: string): Promise<TokenAnswer>;
  refresh(refreshToken: string): Promise<TokenAnswer>;
  /** The address of the account she connected, when the provider tells; null otherwise. */
  accountEmail(accessToken: string): Promise<string | null>;
  revoke(token: string): Promise<void>;
  createMeeting(accessToken: string, input: MeetingInput): Promise<{ url: string; id: string }>;
  /** Removes it; one already gone counts as removed. */
  deleteMeeting(accessToken: string, id: string): Promise<void>;
};

export type VideoProviders = Partial<Record<OAuthPlatform, VideoProvider>>;

/** The providers this Saheli is configured for. */
export function videoProviders(settings: VendorConnectionsSettings): VideoProviders {
  return {
    ...(settings.zoom ? { zoom: zoomProvider(settings.zoom) } : {}),
    ...(settings.google ? { google: googleProvider(settings.google) } : {}),
  };
}
