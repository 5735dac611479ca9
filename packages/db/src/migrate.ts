import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type MigrationMeta, readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "./client.js";

// Beside this module in the sources (src/db/migrations); beside the bundle once compiled (dist/migrations).
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

let committed: MigrationMeta[] | undefined;
/** The committed migrations, oldest first, read once per process. */
function committedMigrations(): MigrationMeta[] {
  committed ??= readMigrationFiles({ migrationsFolder });
  return committed;
}

/**
 * The `when` of the newest committed migration, as drizzle records it once applied. Migrations apply in
 * journal order and a database records the largest `when` it has: each entry's must exceed those before it
 * (a test checks), or databases that have the earlier ones would skip it.
 */
function newestCommittedMigration(): number | undefined {
  const all = committedMigrations();
  return all.length === 0 ? undefined : Math.max(...all.map((migration) => migration.folderMillis));
}

/** Whether every migration's `when` is larger than the one before it (see newestCommittedMigration). */
export function journalInOrder(): boolean {
  return committedMigrations().every(
    (migration, index, all) => index === 0 || migration.folderMillis > (all[index - 1]?.folderMillis ?? 0),
  );
}

/**
 * Whether the database already has the newest committed migration (one indexed read). A database with a newer
 * migration than this build knows (a rolling update, the new version migrated first) counts as up to date.
 */
export async function isUpToDate(database: Database): Promise<boolean> {
  const newest = newestCommittedMigration();
  if (newest === undefined) return true;
  try {
    const result = (await database.db.execute(
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | null }[] };
    return Number(result.rows[0]?.applied ?? 0) >= newest;
  } catch {
    return false; // no migrations table yet
  }
}

/**
 * One key for every process of every version: migrations of one database never run side by side. It is a
 * transaction-level lock, so it also holds behind a pooler in transaction mode (PgBouncer), where a
 * session-level lock could be released on another server connection than the one that took it.
 */
const MIGRATION_LOCK = sql`select pg_advisory_xact_lock(hashtext('classwise:migrations'))`;

/**
 * Applies the committed SQL migrations that have not run yet, in one transaction that first takes the
 * migrations' advisory lock and only then reads what is applied. Any number of processes may call this at
 * once: the first applies, the others wait for its commit, find everything applied and do nothing, so a
 * data migration can never run twice. Same records as drizzle's migrator (drizzle.__drizzle_migrations), so
 * databases migrated before keep working. Returns how many migrations this call applied.
 */
export async function runMigrations(database: Database): Promise<number> {
  if (await isUpToDate(database)) return 0;
  const migrations = committedMigrations();
  return database.db.transaction(async (tx) => {
    await tx.execute(MIGRATION_LOCK);
    // A migration may build indexes on large tables: no statement timeout of the pool applies here.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const result = (await tx.execute(
      sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string }[] };
    const applied = Number(result.rows[0]?.applied ?? 0);
    let count = 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= applied) continue;
      for (const statement of migration.sql) {
        if (statement.trim() !== "") await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count++;
    }
    return count;
  });
}

/** The database still lacks migrations after the wait: another process (or `npm run db:migrate`) must run them. */
export class MigrationsPendingError extends Error {}

/**
 * For MIGRATIONS=wait: a process that never migrates, and waits (up to `timeoutMs`) for the rollout step
 * (`npm run db:migrate`) or another process to bring the database up to date.
 */
export async function waitForMigrations(
  database: Database,
  timeoutMs: number,
  onWait: () => void = () => {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  while (!(await isUpToDate(database))) {
    if (Date.now() >= deadline) {
      throw new MigrationsPendingError(
        `The database is missing migrations after waiting ${Math.round(timeoutMs / 1000)} s (MIGRATIONS=wait). ` +
          "Run `npm run db:migrate` with this version's DATABASE_URL, or start one process with MIGRATIONS=apply.",
      );
    }
    if (!told) {
      told = true;
      onWait();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
