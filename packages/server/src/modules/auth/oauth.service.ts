import { AuthMessages, type OAuthProvider, safeRedirectPath } from "@saheli/core/auth";
import { AppErrorCode } from "@saheli/core/errors";
import type { Language } from "@saheli/core/i18n/languages";
import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client } from "arctic";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { oauthAccounts } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { createAccount, findAccountId, findOrCreateAccount } from "./accounts.js";
import { PROVIDERS, type ProviderDefinition, type ProviderEndpoints } from "./oauth-providers.js";
import { randomToken, sameDigest } from "./secrets.js";

export type OAuthCredentials = Partial<Record<OAuthProvider, { clientId: string; clientSecret: string }>>;

export type OAuthServiceDeps = {
  db: Db;
  credentials: OAuthCredentials;
  /** The web route the provider sends people back to: `{PUBLIC_URL}/auth/callback`. */
  redirectUri: string;
  endpoints?: Partial<Record<OAuthProvider, Partial<ProviderEndpoints>>>;
};

/** What the browser keeps (in an httpOnly cookie) between leaving for the provider and coming back. */
export type OAuthFlow = {
  provider: OAuthProvider;
  state: string;
  verifier: string | null;
  redirectTo: string;
};

const notConfigured = () => new AppError(AppErrorCode.NOT_FOUND, 404, AuthMessages.providerNotConfigured);
const failed = (message = "Sign-in with this provider did not complete. Please try again.") =>
  new AppError(AppErrorCode.UNAUTHENTICATED, 401, message);

export function encodeFlow(flow: OAuthFlow): string {
  return Buffer.from(JSON.stringify(flow)).toString("base64url");
}

export function decodeFlow(value: string | undefined): OAuthFlow | null {
  if (!value) return null;
  try {
    const flow = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as OAuthFlow;
    return typeof flow.state === "string" && typeof flow.provider === "string" ? flow : null;
  } catch {
    return null;
  }
}

export function oauthService(deps: OAuthServiceDeps) {
  function provider(name: OAuthProvider): { definition: ProviderDefinition; client: OAuth2Client } {
    const credentials = deps.credentials[name];
    if (!credentials) throw notConfigured();
    const definition = { ...PROVIDERS[name], ...deps.endpoints?.[name] };
    return {
      definition,
      client: new OAuth2Client(credentials.clientId, credentials.clientSecret, deps.redirectUri),
    };
  }

  function configured(): OAuthProvider[] {
    return (Object.keys(PROVIDERS) as OAuthProvider[]).filter((name) => deps.credentials[name]);
  }

  /** The provider's sign-in page, with state (and PKCE where the provider supports it). */
  function start(name: OAuthProvider, redirectTo: string | undefined): { url: string; flow: OAuthFlow } {
    const { definition, client } = provider(name);
    const state = randomToken();
    const verifier = definition.pkce ? generateCodeVerifier() : null;
    const url = verifier
      ? client.createAuthorizationURLWithPKCE(
          definition.authorizationEndpoint,
          state,
          CodeChallengeMethod.S256,
          verifier,
          definition.scopes,
        )
      : client.createAuthorizationURL(definition.authorizationEndpoint, state, definition.scopes);
    for (const [key, value] of Object.entries(definition.extraParams ?? {})) url.searchParams.set(key, value);
    return {
      url: url.toString(),
      flow: { provider: name, state, verifier, redirectTo: safeRedirectPath(redirectTo) },
    };
  }

  /**
   * Finishes the flow: the account linked to this provider id, else the account with the same verified
   * e-mail (linked now), else a new account. An unverified e-mail never links to an existing account, and a
   * new account does not keep it (or whoever typed it would hold the address's account when its owner came).
   */
  /** `language`: the browser's, which a new account starts in. */
  async function finish(flow: OAuthFlow | null, code: string, state: string, language: Language = "en") {
    if (!flow || !sameDigest(Buffer.from(flow.state).toString("hex"), Buffer.from(state).toString("hex"))) {
      throw failed("This sign-in link has expired. Please start again.");
    }
    const { definition, client } = provider(flow.provider);
    let account: Awaited<ReturnType<ProviderDefinition["account"]>>;
    try {
      const tokens = await client.validateAuthorizationCode(definition.tokenEndpoint, code, flow.verifier);
      account = await definition.account(tokens, definition);
    } catch {
      throw failed();
    }
    const [linked] = await deps.db
      .select({ user_id: oauthAccounts.user_id })
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, flow.provider), eq(oauthAccounts.provider_user_id, account.id)));
    if (linked) return { userId: linked.user_id, redirectTo: flow.redirectTo, isNewUser: false };

    const email = account.email?.trim().toLowerCase() || null;
    const { id, created } =
      email && account.emailVerified
        ? await findOrCreateAccount(deps.db, "email", email, { fullName: account.name, language })
        : await unverifiedAccount(email, account.name, language);
    await deps.db
      .insert(oauthAccounts)
      .values({ provider: flow.provider, provider_user_id: account.id, user_id: id, email })
      .onConflictDoNothing();
    return { userId: id, redirectTo: flow.redirectTo, isNewUser: created };
  }

  async function unverifiedAccount(email: string | null, name: string | null, language: Language) {
    if (email && (await findAccountId(deps.db, "email", email))) {
      throw failed(
        "Your account there has no verified e-mail address. Please sign in with your e-mail instead.",
      );
    }
    return createAccount(deps.db, { fullName: name, language });
  }

  return { configured, start, finish };
}

export type OAuthService = ReturnType<typeof oauthService>;
