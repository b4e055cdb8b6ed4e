import { OAuthMessages } from "@saheli/core/connections";
import type { ConnectionStatus } from "@saheli/core/contracts/connections";
import { describe, expect, it } from "vitest";
import { connectionState } from "./connection-state";

const connected: ConnectionStatus = {
  platform: "zoom",
  hasToken: true,
  isValid: true,
  isExpired: false,
  willExpireSoon: false,
  hasRefreshToken: true,
  needsReconnect: false,
  available: true,
  expires_at: "2026-11-20T11:00:00.000Z",
  scope: "meeting:write:meeting",
  account_email: "asha@zoom.example",
  connected_at: "2026-11-20T10:00:00.000Z",
};
const none = { ...connected, hasToken: false, isValid: false, hasRefreshToken: false, account_email: null };

describe("how a connection reads on her settings page", () => {
  it("offers Connect when she has none, nothing when the platform is not set up", () => {
    expect(connectionState(none)).toMatchObject({
      label: "Not connected",
      canConnect: true,
      canDisconnect: false,
    });
    expect(connectionState({ ...none, platform: "google" }).connectLabel).toBe("Connect Google Calendar");
    expect(connectionState({ ...none, available: false })).toMatchObject({
      label: "Not available",
      canConnect: false,
      canDisconnect: false,
    });
  });

  it("is Connected with her account while the token works or renews itself", () => {
    expect(connectionState(connected)).toMatchObject({
      label: "Connected",
      tone: "success",
      detail: expect.stringContaining("as asha@zoom.example"),
      canConnect: false,
      canDisconnect: true,
    });
    const expired = { ...connected, isValid: false, isExpired: true };
    expect(connectionState(expired).label).toBe("Connected");
    expect(connectionState({ ...connected, willExpireSoon: true }).label).toBe("Connected");
  });

  it("asks her to reconnect in the spec's words when it cannot renew", () => {
    expect(connectionState({ ...connected, isValid: false, needsReconnect: true })).toMatchObject({
      label: "Reconnect needed",
      tone: "destructive",
      detail: OAuthMessages.refreshExpired,
      canConnect: true,
      connectLabel: "Reconnect Zoom",
      canDisconnect: true,
    });
    const noRefresh = { ...connected, hasRefreshToken: false };
    expect(connectionState({ ...noRefresh, isExpired: true, isValid: false })).toMatchObject({
      label: "Expired",
      detail: OAuthMessages.noRefreshToken,
    });
    expect(connectionState({ ...noRefresh, willExpireSoon: true })).toMatchObject({
      label: "Expires soon",
      tone: "warning",
    });
  });
});
