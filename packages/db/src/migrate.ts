import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "./client.js";

// Beside this module in the sources (src/db/migrations); beside the bundle once compiled (dist/migrations).
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The `when` of the newest committed migration, as drizzle records it once applied. */
function newestCommittedMigration(): number | undefined {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return journal.entries.at(-1)?.when;
}

/** Whether the database already has the newest migration (one indexed read instead of the migrator's work). */
async function isUpToDate(database: Database): Promise<boolean> {
  const newest = newestCommittedMigration();
  if (newest === undefined) return true;
  try {
    const result = (await database.db.execute(
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | null }[] };
    return Number(result.rows[0]?.applied) === newest;
  } catch {
    return false; // no migrations table yet
  }
}

/** Applies the committed SQL migrations that have not run yet. */
export async function runMigrations(database: Database): Promise<void> {
  if (await isUpToDate(database)) return;
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
