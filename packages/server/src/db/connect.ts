import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
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

export class DataDirError extends Error {}

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; poolMax?: number };

/** PostgreSQL when a URL is given; else PGlite in `dataDir/pgdata`, or in memory when no dataDir. */
export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolMax ?? 10);
  return connectPglite(options.dataDir ? embeddedDataPath(options.dataDir) : undefined);
}

function connectPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    mode: "postgres",
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows };
    },
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function connectPglite(dataPath: string | undefined): Promise<Database> {
  let client: PGlite;
  try {
    client = await PGlite.create(dataPath ?? "memory://", { extensions: { pg_trgm } });
  } catch (error) {
    throw new DataDirError(
      `The embedded database in ${dataPath} could not be opened (${(error as Error).message}). ` +
        "Move that folder aside or point DATA_DIR at an empty folder.",
    );
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    mode: "embedded",
    async executeSql(text, values) {
      if (values && values.length > 0)
        return { rows: (await client.query(text, values)).rows as SqlRows["rows"] };
      const results = await client.exec(text);
      return { rows: results.flatMap((r) => r.rows as SqlRows["rows"]) };
    },
    async migrate(migrationsFolder) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async ping() {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/** Checks DATA_DIR before PGlite touches it, so a wrong folder gives a sentence, not a stack trace. */
export function embeddedDataPath(dataDir: string): string {
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new DataDirError(`DATA_DIR ${dataDir} is a file, not a folder.`);
  }
  const dataPath = join(dataDir, "pgdata");
  if (existsSync(dataPath)) {
    const entries = readdirSync(dataPath);
    if (entries.length > 0 && !entries.includes("PG_VERSION")) {
      throw new DataDirError(
        `DATA_DIR ${dataDir} holds a "pgdata" folder that is not a Saheli database. ` +
          "Move it aside or point DATA_DIR at an empty folder.",
      );
    }
  }
  mkdirSync(dataPath, { recursive: true });
  return dataPath;
}
