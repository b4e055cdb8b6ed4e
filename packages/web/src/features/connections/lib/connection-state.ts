import { OAuthMessages, OAuthPlatformNames } from "@saheli/core/connections";
import type { ConnectionStatus } from "@saheli/core/contracts/connections";

export type ConnectionTone = "success" | "warning" | "destructive" | "muted";

/** Which of the states below it is, for the words in her language (`state.*` of the catalogue). */
export type ConnectionKind =
  | "unavailable"
  | "disconnected"
  | "reconnect"
  | "expired"
  | "expiring"
  | "connected";

export type ConnectionState = {
  kind: ConnectionKind;
  /** The badge beside the provider's name. */
  label: string;
  tone: ConnectionTone;
  /** One line under it; the spec's own words where it has some (doc 3 §8). */
  detail: string;
  /** Connect (or connect again) is offered. */
  canConnect: boolean;
  /** Disconnect is offered. */
  canDisconnect: boolean;
  connectLabel: string;
};

/**
 * How a connection's status (doc 3 §3: hasToken, isValid, isExpired, willExpireSoon, hasRefreshToken) reads on
 * her settings page. An expired token with a refresh token is still working: Saheli renews it when it is needed.
 */
export function connectionState(status: ConnectionStatus): ConnectionState {
  const name = OAuthPlatformNames[status.platform];
  const as = status.account_email ? ` as ${status.account_email}` : "";
  const base = { canConnect: false, canDisconnect: status.hasToken, connectLabel: `Reconnect ${name}` };
  if (!status.available && !status.hasToken) {
    return {
      ...base,
      kind: "unavailable",
      label: "Not available",
      tone: "muted",
      detail: `${name} connections are not set up on this Saheli yet.`,
      connectLabel: `Connect ${name}`,
    };
  }
  if (!status.hasToken) {
    return {
      ...base,
      kind: "disconnected",
      label: "Not connected",
      tone: "muted",
      detail: "Connect to have a meeting link made for every online booking.",
      canConnect: true,
      connectLabel: `Connect ${name}`,
    };
  }
  if (status.needsReconnect) {
    return {
      ...base,
      kind: "reconnect",
      label: "Reconnect needed",
      tone: "destructive",
      detail: OAuthMessages.refreshExpired,
      canConnect: true,
    };
  }
  if (status.isExpired && !status.hasRefreshToken) {
    return {
      ...base,
      kind: "expired",
      label: "Expired",
      tone: "destructive",
      detail: OAuthMessages.noRefreshToken,
      canConnect: true,
    };
  }
  if (status.willExpireSoon && !status.hasRefreshToken) {
    return {
      ...base,
      kind: "expiring",
      label: "Expires soon",
      tone: "warning",
      detail: `Connected${as}. ${OAuthMessages.noRefreshToken}`,
      canConnect: true,
    };
  }
  return {
    ...base,
    kind: "connected",
    label: "Connected",
    tone: "success",
    detail: `Connected${as}. Meeting links are made for your online bookings.`,
  };
}
