import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { FOOTER_COLUMNS } from "../src/app/footer/footer-links.js";
import { journeySetup, openPage } from "./harness.js";
import { signInAt } from "./sign-in.js";

const journey = journeySetup();

/**
 * Every path of the router, read from its route objects in `src/app/router.tsx` (children joined to their
 * parents; `[...].map((path) => …)` spreads count each path). Wildcards are the not-found page and are left out.
 */
function routerPaths(): string[] {
  const file = resolve(import.meta.dirname, "../src/app/router.tsx");
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const paths = new Set<string>();
  const join = (parent: string, path: string) => `${parent.replace(/\/$/, "")}/${path}`.replace(/\/+/g, "/");
  const strings = (node: ts.Node) =>
    ts.isArrayLiteralExpression(node) ? node.elements.filter(ts.isStringLiteral).map((s) => s.text) : [];

  function routeList(node: ts.Expression, parent: string) {
    if (ts.isCallExpression(node) && node.arguments[0]) return routeList(node.arguments[0], parent);
    if (!ts.isArrayLiteralExpression(node)) return;
    for (const element of node.elements) {
      if (ts.isObjectLiteralExpression(element)) route(element, parent);
      else if (ts.isSpreadElement(element) && ts.isCallExpression(element.expression)) {
        const call = element.expression;
        // `[…].map((path) => ({ path, … }))` or a helper taking the paths first (`later([…], …)`).
        const list = ts.isPropertyAccessExpression(call.expression)
          ? strings(call.expression.expression)
          : strings(call.arguments[0] ?? call);
        for (const path of list) paths.add(join(parent, path));
      }
    }
  }

  function route(node: ts.ObjectLiteralExpression, parent: string) {
    let full = parent;
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = property.name.getText(source);
      if (name === "path" && ts.isStringLiteral(property.initializer))
        full = join(parent, property.initializer.text);
      if (name === "index") paths.add(parent || "/");
    }
    if (full !== parent) paths.add(full);
    const children = node.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === "children",
    );
    if (children) routeList(children.initializer, full);
  }

  ts.forEachChild(source, function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === "routes" && node.initializer) {
      routeList(node.initializer, "");
    }
    ts.forEachChild(node, visit);
  });
  return [...paths].filter((path) => !path.includes("*")).sort();
}

const footerPaths = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href)).filter((href) =>
  href.startsWith("/"),
);

/** Paths whose value no page links to in the demo data; the walk says so rather than inventing one. */
const derived: Record<string, string> = {
  // `/groups/{slug}` redirects to the group's page: any group's id or slug will do.
  "/groups/:slug": "/community/groups/:id",
  "/service/:slug/book": "/service/:slug",
};

/** Values no page links to with an anchor, read from the API as the signed-in role (its cookies). */
const fromApi: Record<string, { url: string; pick: (body: never) => string | undefined }> = {
  "/community/groups/:id": {
    url: "/api/groups",
    pick: (body: { items: { id: string }[] }) => body.items[0]?.id,
  },
  "/radio/shows/:slug": {
    url: "/api/radio/shows",
    pick: (body: { items: { slug: string }[] }) => body.items[0]?.slug,
  },
  "/admin/people/:id": {
    url: "/api/admin/people",
    pick: (body: { items: { id: string }[] }) => body.items[0]?.id,
  },
  "/chat/:conversationId": {
    url: "/api/chat/conversations",
    pick: (body: { id: string }[]) => body[0]?.id,
  },
};

async function apiValue(page: Page, pattern: string): Promise<string | null> {
  const source = fromApi[pattern];
  if (!source) return null;
  const response = await page.request.get(`${new URL(page.url()).origin}${source.url}`);
  if (!response.ok()) return null;
  const value = source.pick((await response.json()) as never);
  return value ? pattern.replace(/:[A-Za-z]+/, encodeURIComponent(value)) : null;
}

type Role = "visitor" | "member" | "admin";
type Problem = { role: Role; path: string; problem: string };

type NavigationMark = { key: string; path: string; state: string };

/**
 * Moves the app to `path` as a click on a link would (no reload): waits for the router to land on a new location
 * (app/shell/navigation-mark.tsx; a redirect lands elsewhere) with nothing loading, then for the page's data.
 */
async function visit(page: Page, path: string) {
  const before = await page.evaluate((to) => {
    const mark = (window as unknown as { __navigation?: NavigationMark }).__navigation;
    // The router's own history entry shape ({ usr, key, idx }), so the new location gets a key of its own.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
    return mark?.key ?? null;
  }, path);
  await page.waitForFunction(
    (previous) => {
      const mark = (window as unknown as { __navigation?: NavigationMark }).__navigation;
      return mark !== undefined && mark.key !== previous && mark.state === "idle";
    },
    before,
    { timeout: 20_000 },
  );
  await page.waitForFunction(
    () => {
      const main = document.querySelector("#main-content");
      if (!main || (main.textContent ?? "").trim() === "") return false;
      if (main.querySelector('[aria-busy="true"], .animate-shimmer')) return false;
      return !Array.from(main.querySelectorAll('[role="status"]')).some(
        (s) => s.textContent?.trim() === "Loading...",
      );
    },
    undefined,
    { timeout: 20_000 },
  );
}

async function problemsOn(page: Page): Promise<string[]> {
  const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
  const found: string[] = [];
  if (/coming soon/i.test(text)) found.push('says "coming soon"');
  const heading = await page
    .locator("#main-content h1")
    .first()
    .textContent({ timeout: 500 })
    .catch(() => null);
  if (heading?.trim() === "Page not found") found.push("Page not found");
  if (heading?.trim() === "Something went wrong") found.push("error boundary");
  return found;
}

/** Same-site links on the page, as paths: where the demo data's real ids and slugs come from. */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`);

/**
 * Walks every route for one role: plain paths first (gathering the links each page shows), then the paths with
 * parameters, each filled with a real value some page linked to.
 */
async function walk(page: Page, role: Role, paths: string[], seen: Set<string>, values: Map<string, string>) {
  const problems: Problem[] = [];
  const plain = paths.filter((p) => !p.includes(":"));
  const withParams = paths.filter((p) => p.includes(":"));
  const statics = new Set(plain);
  const unresolved: string[] = [];
  const check = async (path: string, as: string) => {
    await visit(page, path);
    for (const problem of await problemsOn(page)) problems.push({ role, path: `${as} → ${path}`, problem });
    for (const link of await linksOn(page)) seen.add(link);
  };
  for (const path of plain) await check(path, path);
  let pending = withParams;
  for (let round = 0; round < 3 && pending.length > 0; round++) {
    const next: string[] = [];
    for (const pattern of pending) {
      const known = values.get(pattern);
      if (known) {
        await check(known, pattern);
        continue;
      }
      const source = derived[pattern] ?? pattern;
      const match = patternOf(source);
      const found = [...seen].find((link) => match.test(link) && !statics.has(link));
      if (!found) {
        const viaApi = round === 0 ? null : await apiValue(page, pattern);
        if (viaApi) {
          values.set(pattern, viaApi);
          await check(viaApi, pattern);
        } else next.push(pattern);
        continue;
      }
      const value = derived[pattern] ? pattern.replace(/:[A-Za-z]+/, found.split("/").at(-1) ?? "") : found;
      values.set(pattern, value);
      await check(value, pattern);
    }
    pending = next;
  }
  unresolved.push(...pending);
  return { problems, unresolved };
}

describe("no dead ends", () => {
  it("shows a real page on every route and footer link, to a visitor, a member and an admin", async () => {
    const paths = routerPaths();
    expect(paths).toContain("/chat/calls");
    expect(paths.length).toBeGreaterThan(100);
    const adminPaths = paths.filter((p) => p === "/admin" || p.startsWith("/admin/"));
    const everyone = [...new Set([...paths, ...footerPaths.map((href) => href.split("?")[0]!)])];

    const visitor = await openPage(journey.browser, "desktop");
    const member = await openPage(journey.browser, "desktop");
    const admin = await openPage(journey.browser, "desktop");
    try {
      const seen = new Set<string>();
      // A value one role found (a conversation, a person) is visited by the roles after it too.
      const values = new Map<string, string>();
      await visitor.page.goto(`${journey.server.url}/`);
      // The member has a shop too (vendor@), so the vendor pages show her own listings and orders.
      await signInAt(member.page, journey.server.url, "/", "vendor@saheli.test");
      await signInAt(admin.page, journey.server.url, "/", "admin@saheli.test");

      // The footer's links with their query strings, as the footer sends them.
      const footerProblems: Problem[] = [];
      for (const href of footerPaths) {
        await visit(visitor.page, href);
        for (const problem of await problemsOn(visitor.page))
          footerProblems.push({ role: "visitor", path: href, problem });
      }

      const asMember = await walk(member.page, "member", everyone, seen, values);
      const asVisitor = await walk(visitor.page, "visitor", everyone, seen, values);
      const asAdmin = await walk(admin.page, "admin", adminPaths, seen, values);

      // Routes no page of the demo data links to (a checkout's confirmation, a booking, an OAuth return…).
      for (const [role, result] of Object.entries({ member: asMember, visitor: asVisitor, admin: asAdmin })) {
        console.info(
          `Route walk (${role}): not walked for want of a real value: ${result.unresolved.join(", ")}`,
        );
      }
      expect([...footerProblems, ...asMember.problems, ...asVisitor.problems, ...asAdmin.problems]).toEqual(
        [],
      );
    } finally {
      await visitor.close();
      await member.close();
      await admin.close();
    }
  }, 600_000);
});
