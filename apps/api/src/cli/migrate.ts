import { openDatabase } from "@classwise/db/client";
import { runMigrations } from "@classwise/db/migrate";
import { loadConfig } from "../config.js";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
