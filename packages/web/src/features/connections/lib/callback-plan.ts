import { safeRedirectPath } from "@saheli/core/auth";
import {
  CONNECTIONS_HOME,
  isOAuthPlatform,
  OAuthMessages,
  type OAuthPlatform,
  parseOAuthState,
} from "@saheli/core/connections";

export type CallbackPlan =
  | { kind: "fail"; message: string; returnTo: string }
  | {
      kind: "send";
      platform: OAuthPlatform;
      body: { state: string; code?: string; error?: string };
      returnTo: string;
      /** Shown under the server's refusal when she pressed "Deny" herself. */
      hint?: string;
    };

/**
 * What the /oauth/callback/{platform} page does with its address (doc 3 §4, §8): the platform comes from the path;
 * the state carries where she goes back (a path of this site only). Everything the provider sent, even her "no",
 * goes to the server, which ends the round trip and answers in the spec's words.
 */
export function callbackPlan(platformParam: string | undefined, params: URLSearchParams): CallbackPlan {
  const state = params.get("state") ?? "";
  const returnTo = safeRedirectPath(parseOAuthState(state)?.returnTo, CONNECTIONS_HOME);
  if (!platformParam) return { kind: "fail", message: OAuthMessages.platformUndetected, returnTo };
  if (!isOAuthPlatform(platformParam))
    return { kind: "fail", message: OAuthMessages.unsupportedPlatform, returnTo };
  if (!state) return { kind: "fail", message: OAuthMessages.invalidState, returnTo };
  const code = params.get("code") ?? undefined;
  const error = params.get("error") ?? undefined;
  if (!code && !error) return { kind: "fail", message: OAuthMessages.failed, returnTo };
  return {
    kind: "send",
    platform: platformParam,
    body: error ? { state, error: error.slice(0, 200) } : { state, code },
    returnTo,
    ...(error === "access_denied" ? { hint: "You chose not to allow it, so nothing was connected." } : {}),
  };
}
