import { TypoThresholds } from "@saheli/core/search";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded-postgres.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction in it: queries that must join a caller's transaction take this. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbMode = "embedded" | "postgres";
export type SqlRows = { rows: Record<string, unknown>[] };

export type Database = {
  db: Db;
  mode: DbMode;
  /** Raw SQL for libraries that bring their own statements (pg-boss). Multi-statement text is allowed. */
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
  /** Applies the committed drizzle-kit migrations; concurrent PostgreSQL nodes take turns on a lock. */
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATION_LOCK_ID = 7_314_220_001;

export type DatabaseOptions = { databaseUrl?: string; dataDir: string; poolMax?: number };

/** PostgreSQL at `databaseUrl`; without one, Saheli's own PostgreSQL in `dataDir/postgres`. */
export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolMax ?? 10, "postgres");
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir });
  return connectPostgres(server.url, options.poolMax ?? 10, "embedded", server);
}

/**
 * Settings every session starts with (sent in the startup packet: no round trip). The search box's typo
 * threshold for `<%` is the same for every query, so it is set once per connection rather than in a
 * transaction around each search source (docs/decisions/009-search.md).
 */
export const SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${TypoThresholds.search}`;

function connectPostgres(url: string, max: number, mode: DbMode, server?: EmbeddedPostgres): Database {
  const pool = new pg.Pool({ connectionString: url, max, options: SESSION_OPTIONS });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    mode,
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows };
    },
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
      await server?.stop();
    },
  };
}
