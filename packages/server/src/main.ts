import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { EmbeddedPostgresError } from "./db/embedded-postgres.js";
import { isDatabaseEmpty, seedDemoData } from "./db/seed/index.js";

/** Start-up problems a person can fix get one clear line, not a stack trace. */
function fail(error: unknown): never {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError)
    console.error(`Saheli cannot start: ${error.message}`);
  else console.error("Saheli cannot start:", error);
  process.exit(1);
}

/** `npm start` passes --development: a fresh machine gets the outbox and the demo data unless NODE_ENV says otherwise. */
function environment(argv: string[]): NodeJS.ProcessEnv {
  if (!argv.includes("--development") || process.env.NODE_ENV) return process.env;
  return { ...process.env, NODE_ENV: "development" };
}

async function main() {
  const config = loadConfig(environment(process.argv.slice(2)));
  const app = await buildApp(config);
  const { database, storage } = app.deps;

  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    app.log.info("The database is empty: adding the demo community and marketplace");
    const summary = await seedDemoData(database.db, storage, { log: (message) => app.log.info(message) });
    app.log.info({ summary }, "demo data ready");
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? "PostgreSQL" : `embedded PostgreSQL in ${config.dataDir}/postgres`;
  const outbox = [
    "  Sign in with a one-time code. Without SMTP_URL the code lands in the outbox, not a mailbox:",
    `  ${config.publicUrl}/api/dev/outbox`,
  ];
  const signIn = {
    production: ["  Production mode: no outbox, no demo data."],
    test: ["  Test mode: no demo data.", ...outbox],
    development: [
      "  Development mode (NODE_ENV=development): the outbox and the demo data are on. Never expose it.",
      "  Demo accounts: member@saheli.test, member2@saheli.test, vendor@saheli.test, admin@saheli.test.",
      ...outbox,
    ],
  }[config.env];
  console.info(
    [
      "",
      `  Saheli is running at ${config.publicUrl}  (database: ${where})`,
      "",
      ...signIn,
      `  API docs: ${config.publicUrl}/api/docs`,
      "",
    ].join("\n"),
  );
}

main().catch(fail);
