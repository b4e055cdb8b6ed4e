import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR } from "../../src/config.js";
import { connectDatabase } from "../../src/db/connect.js";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../../src/db/embedded-postgres.js";
import { ensureHelpArticles } from "../../src/modules/search/help-articles.store.js";

export type TestDatabaseServer = { adminUrl: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseServer;
  }
}

/**
 * Once per run: a PostgreSQL server (DATABASE_URL's, or an embedded one in a temporary folder) and a template
 * database with every migration applied. Each test app then clones the template, which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let server: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), "saheli-test-pg-"));
    server = await startEmbeddedPostgres({ dataDir, durable: false, database: "postgres" });
    adminUrl = server.url;
  }
  const template = `saheli_template_${randomUUID().replaceAll("-", "")}`;
  await admin(adminUrl, `create database "${template}"`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const database = await connectDatabase({ databaseUrl: templateUrl.toString(), dataDir: tmpdir() });
  try {
    await database.migrate(MIGRATIONS_DIR);
    await ensureHelpArticles(database.db);
  } finally {
    await database.close();
  }
  project.provide("testDatabase", { adminUrl, template });

  return async () => {
    await admin(adminUrl, `drop database if exists "${template}" with (force)`).catch(() => undefined);
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
