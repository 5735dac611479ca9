import { loadConfig } from "../config.js";
import { openDatabase } from "./client.js";
import { runMigrations } from "./migrate.js";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
