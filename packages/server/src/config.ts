import { resolve } from "node:path";
import { z } from "zod";
import rootPackage from "../../../package.json" with { type: "json" };
import type { RazorpaySettings } from "./platform/razorpay.js";
import { parseSecretKey, type SecretKey } from "./platform/secrets.js";

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalText.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: `expected a ${hint} URL`,
  });
const optionalFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "expected true or false" })
  .optional()
  .transform((v) => (v === undefined ? undefined : ["true", "1", "yes"].includes(v)));

/** Every environment variable Saheli reads. The README's table mirrors this list. */
const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], { message: "expected development, production or test" })
      .default("production"),
    HOST: z.string().trim().min(1).default("localhost"),
    PORT: z.coerce
      .number({ message: "expected a port number" })
      .int()
      .min(0)
      .max(65535, "expected a port number")
      .default(3000),
    PUBLIC_URL: optionalUrl(/^https?:$/, "http(s)"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, "postgres://"),
    DATABASE_POOL_MAX: z.coerce.number({ message: "expected a number" }).int().min(1).max(500).default(10),
    REDIS_URL: optionalUrl(/^rediss?:$/, "redis://"),
    S3_ENDPOINT: optionalUrl(/^https?:$/, "http(s)"),
    S3_REGION: z.string().trim().default("us-east-1"),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    SMTP_URL: optionalUrl(/^smtps?:$/, "smtp://"),
    MAIL_FROM: z.string().trim().default("Saheli <no-reply@saheli.in>"),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_BASE_URL: optionalUrl(/^https?:$/, "http(s)"),
    AI_BASE_URL: optionalUrl(/^https?:$/, "http(s)"),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    /** Saheli Radio: the external station played when nothing is scheduled, and the station's own site. */
    RADIO_STREAM_URL: optionalUrl(/^https?:$/, "http(s)"),
    RADIO_SITE_URL: optionalUrl(/^https?:$/, "http(s)"),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    ZOOM_CLIENT_ID: optionalText,
    ZOOM_CLIENT_SECRET: optionalText,
    ZOOM_API_BASE_URL: optionalUrl(/^https?:$/, "http(s)"),
    ZOOM_OAUTH_BASE_URL: optionalUrl(/^https?:$/, "http(s)"),
    GOOGLE_API_BASE_URL: optionalUrl(/^https?:$/, "http(s)"),
    GOOGLE_OAUTH_AUTHORIZE_URL: optionalUrl(/^https?:$/, "http(s)"),
    GOOGLE_OAUTH_TOKEN_URL: optionalUrl(/^https?:$/, "http(s)"),
    TOKEN_ENCRYPTION_KEY: optionalText.refine(
      (v) => {
        if (v === undefined) return true;
        try {
          parseSecretKey(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: "expected 32 bytes as base64 or hex, e.g. from `openssl rand -base64 32`" },
    ),
    VERIFICATION_PROVIDER: z
      .enum(["review", "facepp"], { message: "expected review or facepp" })
      .default("review"),
    FACEPP_API_KEY: optionalText,
    FACEPP_API_SECRET: optionalText,
    FACEPP_BASE_URL: optionalUrl(/^https?:$/, "http(s)"),
    GEOCODER_URL: optionalUrl(/^https?:$/, "http(s)"),
    /** YouTube Data API v3 key for music search in the image editor; search is off without it. */
    YOUTUBE_API_KEY: optionalText,
    YOUTUBE_API_BASE_URL: optionalUrl(/^https?:$/, "http(s)"),
    /** Tests only: `host:port` pairs link previews may fetch although they are local (never set in production). */
    LINK_PREVIEW_ALLOWED_HOSTS: optionalText,
    YOUTUBE_OEMBED_URL: optionalUrl(/^https?:$/, "http(s)"),
    VIMEO_OEMBED_URL: optionalUrl(/^https?:$/, "http(s)"),
    DAILYMOTION_OEMBED_URL: optionalUrl(/^https?:$/, "http(s)"),
    /** Voice calls' relay servers, comma-separated (`turn:host:3478,turns:host:5349`); calls on one network need none. */
    TURN_URLS: optionalText.refine(
      (v) => v === undefined || v.split(",").every((url) => /^(turns?|stuns?):[^\s]+$/.test(url.trim())),
      { message: "expected turn:, turns:, stun: or stuns: URLs separated by commas" },
    ),
    TURN_USERNAME: optionalText,
    TURN_CREDENTIAL: optionalText,
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_BASE_URL: optionalUrl(/^https?:$/, "http(s)"),
    RAZORPAY_CHECKOUT_URL: optionalUrl(/^https?:$/, "http(s)"),
    /** RazorpayX: the account payouts are sent from (with the Razorpay key pair); admins pay by hand without it. */
    RAZORPAYX_ACCOUNT_NUMBER: optionalText,
    COD_MAX_ORDER: z.coerce.number({ message: "expected an amount in rupees" }).int().min(0).default(10_000),
    /** India's Consumer Protection (E-Commerce) Rules 2020, rule 4(4): the grievance officer named on the help centre. */
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).default("Grievance Officer, Saheli"),
    GRIEVANCE_OFFICER_EMAIL: z
      .email({ message: "expected an e-mail address" })
      .default("grievance@saheli.in"),
    PUSH_SERVICE_HOSTS: optionalText,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO_DATA: optionalFlag,
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(true|false|yes|no|\d{1,2})$/,
        "expected false or the number of proxies in front (1 for one load balancer)",
      )
      .optional()
      .transform((v) =>
        v === undefined || v === "false" || v === "no" ? 0 : v === "true" || v === "yes" ? 1 : Number(v),
      ),
    BODY_LIMIT_BYTES: z.coerce
      .number({ message: "expected a number of bytes" })
      .int()
      .min(1024)
      .default(1_048_576),
    WEB_DIST_DIR: optionalText,
  })
  .refine((env) => env.VERIFICATION_PROVIDER !== "facepp" || (env.FACEPP_API_KEY && env.FACEPP_API_SECRET), {
    message: "VERIFICATION_PROVIDER=facepp needs FACEPP_API_KEY and FACEPP_API_SECRET",
    path: ["FACEPP_API_KEY"],
  })
  .refine((env) => Boolean(env.ZOOM_CLIENT_ID) === Boolean(env.ZOOM_CLIENT_SECRET), {
    message: "Zoom connections need both ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET",
    path: ["ZOOM_CLIENT_ID"],
  })
  .refine(
    (env) => {
      const set = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL].filter(Boolean);
      return set.length === 0 || set.length === 3;
    },
    {
      message: "the support assistant's model needs all three of AI_BASE_URL, AI_API_KEY and AI_MODEL",
      path: ["AI_BASE_URL"],
    },
  )
  .refine(
    (env) => {
      const set = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].filter(Boolean);
      return set.length === 0 || set.length === 3;
    },
    {
      message:
        "online payments need all three of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
      path: ["RAZORPAY_KEY_ID"],
    },
  );

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env["NODE_ENV"];
  version: string;
  host: string;
  port: number;
  publicUrl: string;
  /** Absolute DATA_DIR: the embedded PostgreSQL (when no DATABASE_URL) and, by default, uploads. */
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  redisUrl: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  seedDemoData: boolean;
  /**
   * How many proxies in front of Saheli add to `X-Forwarded-For`. The client address is the entry that many
   * places from the right: the ones to its left are the client's own words. 0 trusts no header.
   */
  trustProxy: number;
  /** Multiplies every rate limit. Always 1 from the environment; a test of something else may raise it. */
  limitsScale: number;
  bodyLimit: number;
  /** The built web app to serve; undefined serves the API alone. */
  webDistDir: string | undefined;
  jobs: { enabled: boolean; pollingIntervalSeconds: number };
  /** Who decides verifications: people only (`review`), or Face++ approving what it is sure of. */
  verification:
    | { provider: "review" }
    | { provider: "facepp"; facepp: { baseUrl: string; apiKey: string; apiSecret: string } };
  /** A Nominatim-compatible base URL for turning a device's position into a place; off when undefined. */
  geocoderUrl: string | undefined;
  /** The video service searched for music (YouTube Data API v3); off when YOUTUBE_API_KEY is unset. */
  youtube: { apiKey: string; baseUrl: string } | undefined;
  /** Link previews (issue 21 §1): local hosts let through for tests, and the video services' oEmbed endpoints. */
  linkPreview: LinkPreviewSettings;
  /** STUN/TURN servers handed to members' browsers for voice calls; none (host candidates only) when undefined. */
  turn: { urls: string[]; username?: string; credential?: string } | undefined;
  /** An OpenAI-compatible chat-completions model for the support assistant; off (answers from Saheli's own knowledge) when undefined. */
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Online payments through Razorpay, when its keys are set; otherwise only cash on delivery is offered. */
  razorpay: RazorpaySettings | undefined;
  /** SHEPay payouts through RazorpayX, when RAZORPAYX_ACCOUNT_NUMBER and the key pair are set (decision 028). */
  razorpayxAccountNumber: string | undefined;
  /** The platform's ceiling for one cash-on-delivery order, in rupees. */
  codMaxOrder: number;
  /** The grievance officer shown on the help centre (E-Commerce Rules 2020, rule 4(4)). */
  grievanceOfficer: { name: string; email: string };
  /** Hosts a browser's push subscription may point at; Saheli posts to nothing else (no SSRF). */
  pushServiceHosts: string[];
  /** Vendors' Zoom and Google Calendar connections (issue 19 §3); a platform without its client is off. */
  vendorConnections: VendorConnectionsSettings;
  /**
   * TOKEN_ENCRYPTION_KEY: seals secrets kept at rest (platform/secrets.ts). Undefined outside production means
   * "the key kept in DATA_DIR" (made on first use); production with vendor connections refuses to start without it.
   */
  tokenEncryptionKey: SecretKey | undefined;
  /** Prefix of this deployment's Redis keys (rate-limit counters). */
  redisKeyPrefix: string;
  migrationsDir: string;
  /** Every parsed variable, for adapters that read their own (S3, SMTP, AI, OAuth). */
  raw: Env;
};

export type OAuthClient = { clientId: string; clientSecret: string };

export type LinkPreviewSettings = {
  allowedHosts: string[];
  oembed: { youtube: string; vimeo: string; dailymotion: string };
};

export type VendorConnectionsSettings = {
  zoom: (OAuthClient & { apiBaseUrl: string; oauthBaseUrl: string }) | undefined;
  google: (OAuthClient & { apiBaseUrl: string; authorizeUrl: string; tokenUrl: string }) | undefined;
};

// config.ts sits one level under the package in both src/ (tsx) and dist/ (bundle).
export const MIGRATIONS_DIR = resolve(import.meta.dirname, "../src/db/migrations");
/** Saheli's policies as Markdown, seeded into legal_documents at start-up (modules/legal/legal-files.ts). */
export const LEGAL_DOCUMENTS_DIR = resolve(import.meta.dirname, "../src/modules/legal/documents");

/** The browsers' own push services (Chrome, Firefox, Edge, Safari); `*.` matches any subdomain. */
export const PUSH_SERVICES = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.notify.windows.com",
  "web.push.apple.com",
];

export class ConfigError extends Error {}

/**
 * Production must say where it lives and who its grievance officer is, and never gets the demo people (their admins
 * sign in by the outbox).
 */
function refuseUnsafeProduction(env: Env, source: NodeJS.ProcessEnv) {
  if (env.NODE_ENV !== "production") return;
  if (env.SEED_DEMO_DATA) {
    throw new ConfigError(
      `Invalid environment variable SEED_DEMO_DATA=${JSON.stringify(source.SEED_DEMO_DATA)}: the demo data is for NODE_ENV=development only`,
    );
  }
  // Link previews may then reach the named local servers: a test's stand-in pages, never a deployment's neighbours.
  if (env.LINK_PREVIEW_ALLOWED_HOSTS) {
    throw new ConfigError(
      "Invalid environment variable LINK_PREVIEW_ALLOWED_HOSTS: it lets link previews fetch local servers and is for tests only; leave it unset in production",
    );
  }
  if (!env.PUBLIC_URL) {
    throw new ConfigError(
      "Missing environment variable PUBLIC_URL: production needs the address people use, e.g. https://saheli.example",
    );
  }
  // The defaults name nobody: production names the real person people can complain to.
  for (const name of ["GRIEVANCE_OFFICER_NAME", "GRIEVANCE_OFFICER_EMAIL"] as const)
    if (!source[name]?.trim())
      throw new ConfigError(
        `Missing environment variable ${name}: production names the grievance officer people can complain to and her e-mail address, as India's Consumer Protection (E-Commerce) Rules 2020 require`,
      );
  const connections =
    (env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET) || (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  if (connections && !env.TOKEN_ENCRYPTION_KEY) {
    throw new ConfigError(
      "Missing environment variable TOKEN_ENCRYPTION_KEY: with ZOOM_* or GOOGLE_* set, vendors connect Zoom or Google Calendar and their tokens are kept encrypted with it; make one with `openssl rand -base64 32`",
    );
  }
}

function vendorConnectionsOf(env: Env): VendorConnectionsSettings {
  return {
    zoom:
      env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET
        ? {
            clientId: env.ZOOM_CLIENT_ID,
            clientSecret: env.ZOOM_CLIENT_SECRET,
            apiBaseUrl: env.ZOOM_API_BASE_URL ?? "https://api.zoom.us",
            oauthBaseUrl: env.ZOOM_OAUTH_BASE_URL ?? "https://zoom.us",
          }
        : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            apiBaseUrl: env.GOOGLE_API_BASE_URL ?? "https://www.googleapis.com",
            authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
            tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
          }
        : undefined,
  };
}

/** Reads the environment; a bad value throws one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid environment variable ${name}=${name === "TOKEN_ENCRYPTION_KEY" ? "(hidden)" : JSON.stringify(source[name] ?? "")}: ${issue.message}`,
    );
  }
  const env = parsed.data;
  refuseUnsafeProduction(env, source);
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    version: rootPackage.version,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir,
    uploadsDir: resolve(dataDir, "uploads"),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.NODE_ENV === "development" && env.SEED_DEMO_DATA !== false,
    trustProxy: env.TRUST_PROXY,
    limitsScale: 1,
    bodyLimit: env.BODY_LIMIT_BYTES,
    webDistDir: env.WEB_DIST_DIR ?? resolve(import.meta.dirname, "../../web/dist"),
    jobs: { enabled: true, pollingIntervalSeconds: 2 },
    verification:
      env.VERIFICATION_PROVIDER === "facepp" && env.FACEPP_API_KEY && env.FACEPP_API_SECRET
        ? {
            provider: "facepp",
            facepp: {
              baseUrl: env.FACEPP_BASE_URL ?? "https://api-us.faceplusplus.com",
              apiKey: env.FACEPP_API_KEY,
              apiSecret: env.FACEPP_API_SECRET,
            },
          }
        : { provider: "review" },
    geocoderUrl: env.GEOCODER_URL,
    youtube: env.YOUTUBE_API_KEY
      ? {
          apiKey: env.YOUTUBE_API_KEY,
          baseUrl: env.YOUTUBE_API_BASE_URL ?? "https://www.googleapis.com/youtube/v3",
        }
      : undefined,
    linkPreview: {
      allowedHosts:
        env.LINK_PREVIEW_ALLOWED_HOSTS?.split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean) ?? [],
      oembed: {
        youtube: env.YOUTUBE_OEMBED_URL ?? "https://www.youtube.com/oembed",
        vimeo: env.VIMEO_OEMBED_URL ?? "https://vimeo.com/api/oembed.json",
        dailymotion: env.DAILYMOTION_OEMBED_URL ?? "https://www.dailymotion.com/services/oembed",
      },
    },
    turn: env.TURN_URLS
      ? {
          urls: env.TURN_URLS.split(",").map((url) => url.trim()),
          username: env.TURN_USERNAME,
          credential: env.TURN_CREDENTIAL,
        }
      : undefined,
    ai:
      env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL }
        : undefined,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            baseUrl: env.RAZORPAY_BASE_URL ?? "https://api.razorpay.com",
            checkoutUrl: env.RAZORPAY_CHECKOUT_URL ?? "https://checkout.razorpay.com/v1/checkout.js",
          }
        : undefined,
    razorpayxAccountNumber: env.RAZORPAYX_ACCOUNT_NUMBER || undefined,
    codMaxOrder: env.COD_MAX_ORDER,
    grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL },
    vendorConnections: vendorConnectionsOf(env),
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY ? parseSecretKey(env.TOKEN_ENCRYPTION_KEY) : undefined,
    redisKeyPrefix: "saheli:",
    pushServiceHosts: [
      ...PUSH_SERVICES,
      ...(env.PUSH_SERVICE_HOSTS?.split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean) ?? []),
    ],
    migrationsDir: MIGRATIONS_DIR,
    raw: env,
  };
}
