import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type CookieJar, call, rows } from "../helpers/auth.js";
import { member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

/**
 * Every operation in the OpenAPI document, each with at least 40 hostile inputs (wrong types, 100,000-character
 * strings, NUL bytes, another person's ids, huge numbers and arrays), sent by a signed-in, verified member.
 * Nothing may answer 5xx (but a 503 from an integration this server does not have, such as reverse geocoding
 * without GEOCODER_URL), and nothing another person owns may change.
 */

type Operation = { method: string; path: string; schema: OperationSchema };
type OperationSchema = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

// Writes that end the fuzzer's own session or account go last, so the rest are tried signed in.
const LAST = ["/api/auth/logout", "/api/account/deletion", "/api/auth/refresh"];
const SKIPPED = new Set(["/api/realtime", "/api/dev/outbox", "/api/openapi.json"]);

let app: App;
let fuzzer: { jar: CookieJar; userId: string };
let victim: { jar: CookieJar; userId: string; postId: string; username: string };

beforeAll(async () => {
  app = await createTestApp({ configure: (config) => ({ ...config, limitsScale: 1000 }) });
  const a = await member(app, "fuzzer@saheli.test");
  const b = await member(app, "victim@saheli.test");
  const post = await call(app, b.jar, {
    method: "POST",
    url: "/api/posts",
    body: { content: "Victim's own words", visibility: "public" },
  });
  const [profile] = await rows(app, "select username from profiles where id = $1", [b.id]);
  fuzzer = { jar: a.jar, userId: a.id };
  victim = { jar: b.jar, userId: b.id, postId: post.json().id, username: String(profile?.username) };
}, 60_000);
afterAll(() => app.close());

/** What the victim owns, as text: her profile's own fields and her posts. Counters may move; these may not. */
async function victimState() {
  const [state] = await rows(
    app,
    `select json_build_object(
       'profile', (select row_to_json(p) from (select email, phone, username, full_name, bio, headline, role,
                    is_verified, avatar_url, cover_url, account_status, deleted_at from profiles where id = $1) p),
       'posts', (select json_agg(row_to_json(p) order by p.id) from (select id, content, visibility, is_deleted,
                    allow_comments from posts where user_id = $1) p),
       'sessions', (select count(*) from auth_sessions where user_id = $1 and revoked_at is null)
     )::text as state`,
    [victim.userId],
  );
  return String(state?.state);
}

function hostileValues(): unknown[] {
  return [
    "\u0000",
    `a\u0000b`,
    "x".repeat(100_000),
    -1,
    0,
    1e16,
    1e308,
    Number.MAX_SAFE_INTEGER,
    true,
    null,
    [],
    Array.from({ length: 10_000 }, (_, i) => i),
    {},
    { $ne: null },
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    victim.userId,
    victim.userId.toUpperCase(),
    victim.postId,
    victim.username,
    fuzzer.userId.toUpperCase(),
    randomUUID(),
    "not-a-uuid",
    "2026-02-30T25:61:00Z",
    "%00",
    "😀".repeat(1000),
    "साड़ी",
  ];
}

function pathValues(): string[] {
  return [
    victim.userId,
    victim.userId.toUpperCase(),
    victim.postId,
    victim.username,
    fuzzer.userId.toUpperCase(),
    "%00",
    "a%00b",
    "x".repeat(5000),
    "..%2F..%2Fetc",
    "-1",
    "99999999999999999999",
    randomUUID(),
    "%F0%9F%98%80",
    "not-a-uuid",
  ];
}

/** Bodies: the schema's own shape with one field hostile at a time, then hostile whole bodies. */
function bodies(schema: JsonSchema | undefined): unknown[] {
  const hostile = hostileValues();
  const out: unknown[] = [null, [], "text", 42, { extra: "field", __proto__: { admin: true } }, deep(200)];
  const props = Object.keys(schema?.properties ?? {});
  for (const [i, value] of hostile.entries()) {
    const body: Record<string, unknown> = {};
    for (const [j, prop] of props.entries())
      body[prop] = (i + j) % 3 === 0 ? value : hostile[(i + j) % hostile.length];
    out.push(props.length ? body : { value });
  }
  return out;
}

type Raw = { type: string; payload: string | Buffer };

/** Uploads that lie about their own framing. */
function malformedMultipart(): Raw[] {
  const part = (boundary: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${body}\r\n--${boundary}--\r\n`;
  return [
    { type: "multipart/form-data", payload: part("x", "abc") },
    { type: "multipart/form-data; boundary=", payload: part("", "abc") },
    { type: "multipart/form-data; boundary=wrong", payload: part("right", "abc") },
    { type: "multipart/form-data; boundary=x", payload: "--x\r\nno headers end" },
    { type: "multipart/form-data; boundary=x", payload: part("x", "\u0000".repeat(10)) },
    { type: "multipart/form-data; boundary=x", payload: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]) },
    { type: `multipart/form-data; boundary=${"b".repeat(5000)}`, payload: "x" },
    { type: "application/json", payload: "{not json" },
    { type: "application/json", payload: `{"a":${"[".repeat(5000)}` },
    { type: "text/plain", payload: "hello" },
  ];
}

function deep(levels: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < levels; i++) value = { next: value };
  return value;
}

function operations(document: { paths: Record<string, Record<string, OperationSchema>> }): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (SKIPPED.has(path)) continue;
    for (const [method, schema] of Object.entries(methods))
      list.push({ method: method.toUpperCase(), path, schema });
  }
  const rank = (op: Operation) => (LAST.includes(op.path) ? 1 : 0);
  return list.sort((a, b) => rank(a) - rank(b));
}

function urlsFor(op: Operation): string[] {
  const pathParams = (op.schema.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
  const queryParams = (op.schema.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const fill = (value: string) =>
    pathParams.reduce((path, name) => path.replace(`{${name}}`, value), op.path).replace(/\{[^}]+\}/g, value);
  const urls = pathParams.length ? pathValues().map(fill) : [op.path];
  const base = fill(victim.userId);
  const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  for (const value of hostileValues()) {
    const query = new URLSearchParams();
    for (const name of queryParams.length ? queryParams : ["q"]) query.set(name, asText(value));
    urls.push(`${base}?${query}`);
  }
  // The paging and sorting knobs most lists share, hostile together, and repeated keys.
  for (const value of hostileValues().slice(0, 10)) {
    const query = new URLSearchParams({ limit: asText(value), cursor: asText(value), sort: asText(value) });
    for (const name of queryParams) query.append(name, asText(value));
    urls.push(`${base}?${query}`);
  }
  urls.push(`${base}?cursor=${"A".repeat(5000)}&limit=-5&offset=1e30`, `${base}/`);
  return urls;
}

describe("hostile input to every operation", () => {
  it("never answers 5xx and never changes another person's data", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    const ops = operations(document);
    expect(ops.length).toBeGreaterThan(100);
    const before = await victimState();
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const jsonSchema = op.schema.requestBody?.content?.["application/json"]?.schema;
      const hasBody = !["GET", "DELETE", "HEAD"].includes(op.method);
      const urls = urlsFor(op);
      const inputs: { url: string; body?: unknown; raw?: Raw }[] = urls.map((url) => ({ url }));
      if (hasBody) for (const body of bodies(jsonSchema)) inputs.push({ url: urls[0] ?? op.path, body });
      if (op.schema.requestBody?.content?.["multipart/form-data"] || hasBody)
        for (const raw of malformedMultipart()) inputs.push({ url: urls[0] ?? op.path, raw });
      expect(inputs.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(40);
      for (const input of inputs) {
        const res = input.raw
          ? await app.inject({
              method: op.method as "POST",
              url: input.url,
              headers: {
                cookie: fuzzer.jar.header(),
                "content-type": input.raw.type,
                "sec-fetch-site": "same-origin",
              },
              payload: input.raw.payload,
            })
          : await call(app, fuzzer.jar, {
              method: op.method as "GET",
              url: input.url,
              ...(input.body === undefined ? {} : { body: input.body }),
            });
        sent++;
        const switchedOff = res.statusCode === 503 && res.json().error?.code === "UNAVAILABLE";
        if (res.statusCode >= 500 && !switchedOff)
          failures.push(
            `${op.method} ${input.url.slice(0, 120)} ${JSON.stringify(input.body)?.slice(0, 120)} → ${res.statusCode}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(40 * ops.length - 1);
    expect(await victimState()).toBe(before);
  }, 600_000);
});
