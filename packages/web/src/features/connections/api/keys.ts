import type { OAuthPlatform } from "@saheli/core/connections";

const all = ["connections"] as const;

/** Her Zoom and Google Calendar connections. */
export const connectionsKeys = {
  all,
  status: (platform: OAuthPlatform) => [...all, "status", platform] as const,
};
