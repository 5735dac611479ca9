import { type Database, openDatabase } from "./client.js";
import { type DatabaseLocation, databaseLocation } from "./location.js";
import { DataDirLockedError } from "./lock.js";
import { runMigrations } from "./migrate.js";

/** A failure the command explains itself: printed without a stack trace. */
export class CliError extends Error {}

export interface CliDatabase {
  database: Database;
  /** "PostgreSQL (DATABASE_URL)" or "embedded PGlite in /path/pgdata". */
  where: string;
}

/**
 * Opens the same database the server would (DATABASE_URL, else the PGlite in DATA_DIR) and applies pending
 * migrations, so a command works on a brand-new data directory. PGlite's lock refuses a running server.
 */
export async function openCliDatabase(
  poolSize = 2,
  location: DatabaseLocation = databaseLocation(),
): Promise<CliDatabase> {
  const database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir, poolSize });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const where = location.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${location.dataDir}`;
  return { database, where };
}

/**
 * Runs a command's main function: known failures (a `CliError`, a locked data directory, or one of the
 * command's own `explained` error classes) print their message, and the exit code says how it went.
 */
export function runCli(main: () => Promise<number>, explained: (new (...args: never[]) => Error)[] = []): void {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      const known = [CliError, DataDirLockedError, ...explained].some((kind) => error instanceof kind);
      if (known) {
        console.error(`\n${(error as Error).message}\n`);
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
