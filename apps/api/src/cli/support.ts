import { type Config, ConfigError, loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { DataDirLockedError } from "../db/lock.js";
import { runMigrations } from "../db/migrate.js";

/** A failure the command explains itself: printed without a stack trace. */
export class CliError extends Error {}

export interface CliDatabase {
  config: Config;
  database: Database;
  /** "PostgreSQL (DATABASE_URL)" or "embedded PGlite in /path/pgdata". */
  where: string;
}

/**
 * Opens the same database the server would (DATABASE_URL, else the PGlite in DATA_DIR) and applies pending
 * migrations, so a command works on a brand-new data directory. PGlite's lock refuses a running server.
 */
export async function openCliDatabase(poolSize = 2): Promise<CliDatabase> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
  return { config, database, where };
}

/** Runs a command's main function: known failures print their message, and the exit code says how it went. */
export function runCli(main: () => Promise<number>): void {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      if (error instanceof CliError || error instanceof ConfigError || error instanceof DataDirLockedError) {
        console.error(`\n${error.message}\n`);
      } else {
        console.error(error);
      }
      process.exit(1);
    });
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

export function formatSeconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}
