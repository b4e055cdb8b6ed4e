// `npm run make-admin -- <email>`: promotes an existing account to admin, on the database the environment names.
import { loadConfig } from "../config.js";
import { connectDatabase } from "../db/connect.js";
import { promoteToAdmin } from "../modules/auth/roles.js";

async function main() {
  const email = process.argv[2];
  if (!email) {
    console.error("Usage: npm run make-admin -- <email>");
    process.exit(2);
  }
  // Only the database matters here: a local run needs no PUBLIC_URL.
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate(config.migrationsDir);
    if (!(await promoteToAdmin(database.db, email))) {
      console.error(`No account uses ${email}. She must sign in once first.`);
      process.exitCode = 1;
    } else {
      console.info(`${email} is now an admin.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
