// `npm run bench:web`: Lighthouse 12 (mobile, default throttling) on the built app with the demo data, and the size
// of what index.html loads before first paint. Builds first only when there is no build.
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describeInitialBundle } from "../scripts/bundle-size.mjs";
import { type PageScores, runLighthouse } from "./web-lighthouse.js";

const root = resolve(import.meta.dirname, "..");
const serverEntry = join(root, "packages/server/dist/main.js");
const webDist = join(root, "packages/web/dist");
const reports = join(root, "test-results/lighthouse");
const MEMBER = "member@saheli.test";

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The built server on a fresh data dir with the demo data. NODE_ENV is development only so the outbox exists for
 * signing in; the web app it serves is the production build either way.
 */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "saheli-bench-web-"));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const api = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (
      await fetch(`${api}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { api, site: `http://localhost:${port}`, stop };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("The server did not become healthy within 180 s");
}

async function json<T>(url: string, init?: RequestInit): Promise<{ body: T; response: Response }> {
  const response = await fetch(url, {
    ...init,
    headers: { "content-type": "application/json", ...init?.headers },
  });
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url} answered ${response.status}`);
  return { body: (await response.json()) as T, response };
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * Signs the demo member in with a code from the dev outbox (the code is bound to the cookie its request got);
 * returns her session cookies as one header.
 */
async function signIn(api: string, email: string): Promise<string> {
  const who = { channel: "email", identifier: email };
  const sent = await json(`${api}/api/auth/otp/send`, { method: "POST", body: JSON.stringify(who) });
  const { body: outbox } = await json<{ to: string; text: string }[]>(`${api}/api/dev/outbox`);
  const code = outbox.find((message) => message.to === email)?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No sign-in code for ${email} in the outbox`);
  const verified = await json(`${api}/api/auth/otp/verify`, {
    method: "POST",
    headers: { cookie: cookiesOf(sent.response), origin: api },
    body: JSON.stringify({ ...who, code }),
  });
  return cookiesOf(verified.response);
}

/** The first demo shop and its first physical product. */
async function demoShopAndProduct(api: string) {
  type Items<T> = { items: T[] };
  const { body: shops } = await json<Items<{ id: string; slug: string }>>(`${api}/api/shops`);
  const shop = shops.items[0];
  if (!shop) throw new Error("No shops listed: is the demo data seeded?");
  const { body: listings } = await json<Items<{ slug: string; listing_type: string }>>(
    `${api}/api/shops/${shop.id}/listings`,
  );
  const product = listings.items.find((item) => item.listing_type === "physical");
  if (!product) throw new Error(`Shop ${shop.slug} lists no physical product`);
  return { shop: shop.slug, product: product.slug };
}

/** The run with the median performance score, as Lighthouse's own advice for variable machines. */
function median(tries: PageScores[]): PageScores {
  const sorted = [...tries].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(rows: { page: string; scores: PageScores }[]) {
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS"];
  const lines = rows.map(({ page, scores: s }) => [
    page,
    String(s.performance),
    String(s.accessibility),
    String(s.bestPractices),
    String(s.seo),
    seconds(s.fcpMs),
    seconds(s.lcpMs),
    `${Math.round(s.tbtMs)} ms`,
    s.cls.toFixed(3),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [format(header), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join("\n");
}

async function main() {
  if (!existsSync(join(webDist, "index.html")) || !existsSync(serverEntry)) {
    console.log("No build found: running `npm run build` first.");
    execSync("npm run build", { cwd: root, stdio: "inherit" });
  }
  mkdirSync(reports, { recursive: true });
  const server = await startServer();
  try {
    const cookie = await signIn(server.api, MEMBER);
    const { shop, product } = await demoShopAndProduct(server.api);
    const pages = [
      { page: "/", path: "/" },
      { page: "/commerce", path: "/commerce" },
      { page: "/shops", path: "/shops" },
      { page: "product", path: `/product/${product}` },
      // A shop page is members-only (doc 2 route guard): a visitor would measure the sign-in wall.
      { page: "shop (member)", path: `/shop/${shop}`, cookie },
      { page: "/community (member)", path: "/community", cookie },
    ];
    // `npm run bench:web -- / product` measures only those pages; `--runs=3` keeps each page's median run.
    const args = process.argv.slice(2);
    const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 1);
    const only = args.filter((arg) => !arg.startsWith("--"));
    const rows = [];
    for (const { page, path, cookie: pageCookie } of pages.filter(
      (p) => !only.length || only.includes(p.page),
    )) {
      const name = page.replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "") || "home";
      const tries: PageScores[] = [];
      for (let run = 0; run < runs; run++) {
        tries.push(
          await runLighthouse(`${server.site}${path}`, {
            cookie: pageCookie,
            reportPath: join(reports, runs > 1 ? `${name}-${run + 1}` : name),
          }),
        );
      }
      const scores = median(tries);
      console.log(
        `${page}: ${scores.performance}/${scores.accessibility}/${scores.bestPractices}/${scores.seo}`,
      );
      for (const audit of scores.failing) console.log(`    ${audit}`);
      rows.push({ page, scores });
    }
    const of = runs > 1 ? `, median of ${runs} runs` : "";
    console.log(`\nLighthouse 12, mobile, simulated throttling${of} (reports in ${reports}):\n`);
    console.log(table(rows));
    console.log(`\n${describeInitialBundle(webDist)}`);
  } finally {
    await server.stop();
  }
}

await main();
