// EXPLAIN (ANALYZE, BUFFERS) of a feed page for the bench viewer, first page and deep, newest first and top,
// written to bench/feed-plans.txt: each branch should walk an index and stop after a page.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CursorKey } from "@saheli/core/cursor";
import type { App } from "../packages/server/src/app.js";
import type { FeedSort } from "../packages/server/src/modules/feed/feed-order.js";
import { feedPage, feedPageSql } from "../packages/server/src/modules/feed/feed-page.queries.js";

/** The feed page statements of one viewer, explained; returns whether every plan stayed on indexes. */
export async function explainFeed(
  app: App,
  viewerEmail: string,
  file = join(import.meta.dirname, "feed-plans.txt"),
) {
  const { db } = app.deps.database;
  const sql = (text: string, values?: unknown[]) => app.deps.database.executeSql(text, values);
  const [me] = (await sql("select id from profiles where lower(email) = lower($1)", [viewerEmail])).rows;
  const viewerId = String(me?.id);
  const [{ n } = { n: 0 }] = (await sql("select count(*)::int as n from posts")).rows as { n: number }[];
  let text = `EXPLAIN (ANALYZE, BUFFERS) of GET /api/feed for ${viewerEmail} over ${n} posts, ${new Date().toISOString()}\n`;
  const noScan: Record<string, boolean> = {};
  for (const sort of ["recent", "top"] as FeedSort[]) {
    // Page 50: follow the cursor 49 pages deep first.
    let after: CursorKey | null = null;
    for (let page = 1; page < 50; page++) {
      const rows = await feedPage(db, { viewerId, sort, limit: 21, after });
      const last = rows[19];
      if (!last) break;
      after = {
        at: last.cursor_at,
        id: last.post.id,
        ...(sort === "top" ? { score: last.engagement_score } : {}),
      };
    }
    for (const [label, cursor] of [
      ["first page", null],
      ["page 50", after],
    ] as const) {
      const query = feedPageSql(db, { viewerId, sort, limit: 21, after: cursor }).toSQL();
      const rows = (await sql(`explain (analyze, buffers) ${query.sql}`, query.params)).rows;
      const plan = rows.map((r) => Object.values(r)[0]).join("\n");
      noScan[`${sort} ${label}`] = !/Seq Scan on posts/.test(plan);
      text += `\n== ${sort}, ${label} ==\n${plan}\n`;
    }
  }
  writeFileSync(file, text);
  return noScan;
}
