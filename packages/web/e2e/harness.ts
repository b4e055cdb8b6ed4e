import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Browser, type ConsoleMessage, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

const root = resolve(import.meta.dirname, "../../..");
export const CHROMIUM = "/usr/bin/chromium";
export const SCREENSHOTS = join(root, "test-results");

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

export type RunningServer = { url: string; stop(): Promise<void>; output(): string };

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

/** The real built server (`npm run build` first) on a free port with a fresh, embedded data dir. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const entry = join(root, "packages/server/dist/main.js");
  if (!existsSync(entry)) throw new Error(`No server build at ${entry}: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "saheli-e2e-"));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...env,
      // The journeys sign in as the demo accounts, which only development seeds.
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop, output: () => log };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy within 120 s:\n${log}`);
}

/** Debian's Chromium, headless. A missing browser fails the run: journeys never skip silently. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}; install it with \`apt-get install -y chromium\`.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // A camera for the selfie check: Chromium's test pattern (no face), allowed without a prompt.
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  });
}

/**
 * A visitor's session check is answered 401 by design (`GET /api/auth/session`), and Chromium logs every
 * 4xx response as a console error. That one expected answer is not a fault of the page.
 */
function isVisitorSessionCheck(message: ConsoleMessage): boolean {
  return (
    message.text().startsWith("Failed to load resource: the server responded with a status of 401") &&
    new URL(message.location().url).pathname === "/api/auth/session"
  );
}

/** A page that records console errors and uncaught exceptions, so a journey can insist on none. */
/** `locale` is the browser's language (its `Accept-Language` and `navigator.languages`), `hi-IN` say. */
export async function openPage(browser: Browser, viewport: ViewportName, options: { locale?: string } = {}) {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    deviceScaleFactor: 1,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !isVisitorSessionCheck(message))
      errors.push(`${message.text()} (${new URL(message.location().url || "about:blank").pathname})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/**
 * One built server and one Chromium for a journey file, started before its tests and stopped after; `env` (a
 * stand-in's settings, say) is read just before the server starts.
 */
export function journeySetup(options: { env?: () => Promise<Record<string, string>> } = {}) {
  const journey = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    journey.server = await startServer((await options.env?.()) ?? {});
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}

/** The console errors left once the failed loads a journey expects (by status) are set aside. */
export function unexpected(errors: string[], ...statuses: number[]): string[] {
  const expected = statuses.map(
    (status) => `Failed to load resource: the server responded with a status of ${status}`,
  );
  return errors.filter((error) => !expected.some((text) => error.startsWith(text)));
}

/** Every answer of 400 or more the page receives (but a visitor's 401 session check), as "status path?query". */
export function failedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.status() === 401 && url.pathname === "/api/auth/session") return;
    if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}${url.search}`);
  });
  return failed;
}
