import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--remote-debugging-port=0",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the four categories that did not pass, for fixing. */
  failing: string[];
};

/** Debian's Chromium with a fresh profile, and the port its DevTools protocol listens on. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "saheli-lighthouse-"));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    // Chromium's helper processes may still be writing into the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
    child.stderr?.on("data", (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch(async (error) => {
    await close();
    throw error;
  });
  return { port, close };
}

/**
 * One Lighthouse run (mobile, default simulated throttling) in a fresh browser: a first visit. A run whose trace
 * came out unusable (Lighthouse's own NO_NAVSTART and the like) is tried again, twice at most.
 */
export async function runLighthouse(
  url: string,
  options: { cookie?: string; reportPath?: string } = {},
): Promise<PageScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRuntimeError)) throw error;
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runOnce(
  url: string,
  options: { cookie?: string; reportPath?: string } = {},
): Promise<PageScores> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: ["html", "json"],
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      extraHeaders: options.cookie ? { Cookie: options.cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    if (options.reportPath) {
      const [html, json] = result.report as string[];
      writeFileSync(`${options.reportPath}.html`, html ?? "");
      writeFileSync(`${options.reportPath}.json`, json ?? "");
    }
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map(
          (ref) =>
            `${category}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`,
        ),
    );
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      failing,
    };
  } finally {
    await chromium.close();
  }
}
