import { type LookupAddress, lookup as systemLookup } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import ipaddr from "ipaddr.js";

/**
 * The one way Saheli fetches an address a person gave it (architecture, "Outbound fetches"): http(s) only; every
 * address a name resolves to is checked when the socket connects (so a name that answers differently the second
 * time — DNS rebinding — cannot reach inside); loopback, private, link-local, CGNAT, multicast, unspecified and
 * the other special ranges of IPv4 and IPv6 (IPv4-mapped too) are refused; at most 3 redirects, each checked the
 * same way; one deadline for the whole fetch and a cap on the bytes read; only the content types asked for.
 */

export type SafeFetchAccept = "html" | "image" | "json";

export type RefusalReason =
  | "scheme"
  | "blocked"
  | "redirects"
  | "timeout"
  | "too-large"
  | "content-type"
  | "status"
  | "network";

export class OutboundRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = "OutboundRefused";
  }
}

export type SafeResponse = { url: string; status: number; contentType: string; body: Buffer };

export type SafeFetchSettings = {
  /** `host:port` pairs let through unchecked: tests' local servers only (LINK_PREVIEW_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** The resolver (tests may answer a name with any address); the system's by default. */
  lookup?: typeof systemLookup;
};

export type SafeFetch = (url: string, accept: SafeFetchAccept) => Promise<SafeResponse>;

export const SafeFetchDefaults = {
  timeoutMs: 5_000,
  maxBytes: 1_048_576,
  maxRedirects: 3,
  userAgent: "SaheliBot/1.0 (link preview; +https://saheli.in)",
} as const;

const ACCEPT_HEADER: Record<SafeFetchAccept, string> = {
  html: "text/html,application/xhtml+xml;q=0.9",
  image: "image/jpeg,image/png,image/webp,image/gif",
  json: "application/json",
};

const ACCEPTED_TYPE: Record<SafeFetchAccept, (type: string) => boolean> = {
  html: (type) => type === "text/html" || type === "application/xhtml+xml",
  image: (type) => ["image/jpeg", "image/png", "image/webp", "image/gif"].includes(type),
  json: (type) => type === "application/json" || type === "text/json" || type.endsWith("+json"),
};

/** True only for ordinary public unicast addresses; an IPv4-mapped IPv6 address is judged as its IPv4 one. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  // Everything ipaddr.js names (loopback, private, linkLocal, carrierGradeNat, uniqueLocal, multicast,
  // unspecified, broadcast, reserved, 6to4, teredo, rfc6052 NAT64 ...) is some special range.
  return parsed.range() === "unicast";
}

const blocked = (host: string) => new OutboundRefused("blocked", `refused to connect to ${host}`);

function checkedLookup(resolve: typeof systemLookup): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
        return callback(blocked(hostname));
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  }) as unknown as LookupFunction;
}

function hostKey(url: URL) {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

function bare(hostname: string) {
  return hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers["content-encoding"] ?? "").toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return response.pipe(createGunzip());
    case "deflate":
      return response.pipe(createInflate());
    case "br":
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

export function safeFetcher(settings: SafeFetchSettings = {}): SafeFetch {
  const timeoutMs = settings.timeoutMs ?? SafeFetchDefaults.timeoutMs;
  const maxBytes = settings.maxBytes ?? SafeFetchDefaults.maxBytes;
  const maxRedirects = settings.maxRedirects ?? SafeFetchDefaults.maxRedirects;
  const userAgent = settings.userAgent ?? SafeFetchDefaults.userAgent;
  const allowed = new Set((settings.allowedHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean));
  const resolve = settings.lookup ?? systemLookup;
  const lookup = checkedLookup(resolve);
  const inFlight = new Map<string, Promise<SafeResponse>>();

  /** Checks what can be checked before connecting; the lookup checks names as the socket connects. */
  function target(url: URL) {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new OutboundRefused("scheme", `refused ${url.protocol} URL`);
    if (url.username || url.password) throw new OutboundRefused("scheme", "refused a URL with credentials");
    if (allowed.has(hostKey(url))) return { checked: false };
    const host = bare(url.hostname);
    // A literal address is connected to without any lookup: it is checked here instead.
    if (ipaddr.isValid(host) && !isPublicAddress(host)) throw blocked(host);
    return { checked: true };
  }

  function request(url: URL, accept: SafeFetchAccept, signal: AbortSignal): Promise<IncomingMessage> {
    const { checked } = target(url);
    const client = url.protocol === "https:" ? https : http;
    return new Promise((resolvePromise, reject) => {
      const req = client.request(
        url,
        {
          method: "GET",
          agent: false,
          signal,
          ...(checked ? { lookup } : {}),
          headers: {
            accept: ACCEPT_HEADER[accept],
            "accept-encoding": "gzip, deflate, br",
            "accept-language": "en-IN,en;q=0.8",
            "user-agent": userAgent,
          },
        },
        resolvePromise,
      );
      req.on("error", reject);
      req.end();
    });
  }

  function readBody(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const declared = Number(response.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      return Promise.reject(new OutboundRefused("too-large", `answer of ${declared} bytes`));
    }
    return new Promise((resolvePromise, reject) => {
      const stream = decoded(response);
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = (error: Error) => {
        response.destroy();
        stream.destroy();
        reject(error);
      };
      signal.addEventListener("abort", () => stop(new OutboundRefused("timeout", "took too long")), {
        once: true,
      });
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return stop(new OutboundRefused("too-large", `answer over ${maxBytes} bytes`));
        chunks.push(chunk);
      });
      stream.on("end", () => resolvePromise(Buffer.concat(chunks)));
      stream.on("error", (error) =>
        stop(error instanceof OutboundRefused ? error : refusalOf(error, signal)),
      );
      response.on("error", (error) => stop(refusalOf(error, signal)));
    });
  }

  function refusalOf(error: unknown, signal: AbortSignal): OutboundRefused {
    if (error instanceof OutboundRefused) return error;
    if (signal.aborted) return new OutboundRefused("timeout", "took too long");
    return new OutboundRefused("network", (error as Error).message ?? "network error");
  }

  async function fetchChecked(href: string, accept: SafeFetchAccept): Promise<SafeResponse> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      throw new OutboundRefused("scheme", "not a URL");
    }
    for (let redirects = 0; ; redirects++) {
      let response: IncomingMessage;
      try {
        response = await request(url, accept, signal);
      } catch (error) {
        throw refusalOf(error, signal);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new OutboundRefused("redirects", "too many redirects");
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new OutboundRefused("status", `answered ${status}`);
      }
      const contentType = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!ACCEPTED_TYPE[accept](contentType)) {
        response.destroy();
        throw new OutboundRefused("content-type", `refused ${contentType || "an untyped answer"}`);
      }
      const body = await readBody(response, signal);
      return { url: url.href, status, contentType: response.headers["content-type"] ?? "", body };
    }
  }

  // One fetch per URL at a time: callers asking for the same URL meanwhile share its answer.
  return (href, accept) => {
    const key = `${accept} ${href}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = fetchChecked(href, accept).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
