// The search bench: 200 realistic queries (with misspellings, Hindi and operators) against GET /api/search on the
// bench data, p50/p99 and requests/s; and the EXPLAIN plan of each source, written to bench/search-plans.txt.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { type SQL, sql } from "drizzle-orm";
import type { App } from "../packages/server/src/app.js";
import { visibleTo } from "../packages/server/src/modules/feed/visibility.js";
import {
  categoriesQuery,
  groupsQuery,
  listingsQuery,
  pagesQuery,
  peopleQuery,
  postsQuery,
  runSource,
  shopsQuery,
} from "../packages/server/src/modules/search/search.queries.js";

const WORDS = [
  "silk saree",
  "sare",
  "banarasi",
  "banarsi",
  "chanderi dupatta",
  "kurti",
  "kurtee",
  "cushion cover",
  "jwellery",
  "earrings",
  "earings",
  "table runner",
  "ikat",
  "khadi shawl",
  "linen stole",
  "planter",
  "block print",
  '"silk saree"',
  "silk -cotton",
  "saree OR dupatta",
  "priyanka sharmaa",
  "ananya",
  "potter",
  "designer",
  "साड़ी",
  "returns",
  "shipping",
  "festive gifting",
  "tussar",
  "georgette",
];

/** 200 queries: the list above, cut to prefixes as someone types, in a fixed order. */
export function benchQueries(): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < 200; i++) {
    const word = WORDS[i % WORDS.length]!;
    const cut = i % 3 === 0 ? word.slice(0, Math.max(3, Math.ceil(word.length * 0.7))) : word;
    out.push(cut);
  }
  return out;
}

export async function searchLoad(url: string, seconds: number) {
  const queries = benchQueries();
  let next = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/search?q=${encodeURIComponent(queries[next++ % queries.length]!)}`,
          headers: {
            ...request.headers,
            "x-forwarded-for": `10.1.${next % 250}.${Math.floor(next / 250) % 250}`,
          },
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`search: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** EXPLAIN of every source for a misspelt query, so each plan can be checked for its index. */
export async function explainSources(app: App, file = join(import.meta.dirname, "search-plans.txt")) {
  const w = { limit: 50, offset: 0 };
  const q = "jwellery";
  const sources: Record<string, SQL> = {
    listings: listingsQuery(q, null, w),
    shops: shopsQuery(q, null, w),
    people: peopleQuery("priyanka sharmaa", null, w),
    posts: postsQuery(q, visibleTo(null), w),
    groups: groupsQuery(q, w),
    categories: categoriesQuery(q, w),
    pages: pagesQuery(q, w),
  };
  const { db } = app.deps.database;
  let text = `EXPLAIN of each search source (typo query '${q}'; people 'priyanka sharmaa'), ${new Date().toISOString()}\n`;
  const usesIndex: Record<string, boolean> = {};
  for (const [name, query] of Object.entries(sources)) {
    // Explained as the search runs it (`runSource`: the pool's session settings, no transaction of its own).
    const rows = await runSource<Record<string, string>>(db, explain(query));
    const plan = rows.map((r) => Object.values(r)[0]).join("\n");
    usesIndex[name] = /Bitmap Index Scan|Index Scan|Index Only Scan/.test(plan);
    text += `\n== ${name} ==\n${plan}\n`;
  }
  writeFileSync(file, text);
  return usesIndex;
}

const explain = (query: SQL) => sql`explain ${query}`;
