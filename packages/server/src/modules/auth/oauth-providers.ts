import type { OAuthProvider } from "@saheli/core/auth";
import { decodeIdToken, type OAuth2Tokens } from "arctic";

/** What Saheli needs from a provider's account: a stable id and, for linking, a verified e-mail. */
export type ProviderAccount = {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

export type ProviderEndpoints = {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Used by providers whose profile comes from an API rather than the ID token. */
  apiBase?: string;
};

export type ProviderDefinition = ProviderEndpoints & {
  scopes: string[];
  pkce: boolean;
  extraParams?: Record<string, string>;
  account(tokens: OAuth2Tokens, endpoints: ProviderEndpoints): Promise<ProviderAccount>;
};

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json", "user-agent": "Saheli" },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as T;
}

type GoogleClaims = { sub: string; email?: string; email_verified?: boolean; name?: string };
type FacebookMe = { id: string; name?: string; email?: string };
type GithubUser = { id: number; name: string | null; login: string };
type GithubEmail = { email: string; primary: boolean; verified: boolean };

/** The three providers of doc 2 §5. Endpoints can be replaced (tests run an OIDC server on loopback). */
export const PROVIDERS: Record<OAuthProvider, ProviderDefinition> = {
  google: {
    authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenEndpoint: "https://oauth2.googleapis.com/token",
    scopes: ["openid", "email", "profile"],
    pkce: true,
    // Doc 2 §7: offline access and a consent prompt.
    extraParams: { access_type: "offline", prompt: "consent" },
    // The ID token comes straight from the token endpoint over TLS, so its claims can be read as sent.
    async account(tokens) {
      const claims = decodeIdToken(tokens.idToken()) as GoogleClaims;
      return {
        id: claims.sub,
        email: claims.email ?? null,
        emailVerified: claims.email_verified === true,
        name: claims.name ?? null,
      };
    },
  },
  facebook: {
    authorizationEndpoint: "https://www.facebook.com/v19.0/dialog/oauth",
    tokenEndpoint: "https://graph.facebook.com/v19.0/oauth/access_token",
    apiBase: "https://graph.facebook.com/v19.0",
    scopes: ["email", "public_profile"],
    pkce: false,
    async account(tokens, endpoints) {
      const me = await getJson<FacebookMe>(
        `${endpoints.apiBase}/me?fields=id,name,email`,
        tokens.accessToken(),
      );
      // Facebook does not say whether she confirmed the address (it may be a phone sign-up's unconfirmed one),
      // so it never proves she owns it.
      return {
        id: me.id,
        email: me.email ?? null,
        emailVerified: false,
        name: me.name ?? null,
      };
    },
  },
  github: {
    authorizationEndpoint: "https://github.com/login/oauth/authorize",
    tokenEndpoint: "https://github.com/login/oauth/access_token",
    apiBase: "https://api.github.com",
    scopes: ["read:user", "user:email"],
    pkce: true,
    async account(tokens, endpoints) {
      const token = tokens.accessToken();
      const [user, emails] = await Promise.all([
        getJson<GithubUser>(`${endpoints.apiBase}/user`, token),
        getJson<GithubEmail[]>(`${endpoints.apiBase}/user/emails`, token),
      ]);
      const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
      return {
        id: String(user.id),
        email: primary?.email ?? null,
        emailVerified: Boolean(primary),
        name: user.name ?? user.login,
      };
    },
  },
};
