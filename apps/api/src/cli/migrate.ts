import { openDatabase } from "@classwise/db/client";
import { DataDirLockedError } from "@classwise/db/lock";
import { runMigrations } from "@classwise/db/migrate";
import { DatabaseUnreachableError, waitForDatabase } from "@classwise/db/wait";
import { ConfigError, loadConfig } from "../config.js";

/**
 * `npm run db:migrate`: the rollout step that applies pending migrations before new processes start (which
 * then run with MIGRATIONS=wait). Safe beside running processes and other runs of itself (an advisory lock).
 */
try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  try {
    if (database.kind === "postgres") {
      await waitForDatabase(database, {
        waitSeconds: config.databaseStartupWaitSeconds,
        timeoutMs: config.databaseConnectTimeoutMs,
        onRetry: (reason) => console.error(`${reason} Retrying…`),
      });
    }
    const applied = await runMigrations(database);
    console.log(
      applied > 0
        ? `Migrations applied (${database.kind}): ${applied}.`
        : `The database is up to date (${database.kind}).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError;
  console.error(known ? `\n${(error as Error).message}\n` : error);
  process.exitCode = 1;
}
