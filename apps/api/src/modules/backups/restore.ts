import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createPglite, openDatabase } from "@classwise/db/client";
import { acquireDataDirLock } from "@classwise/db/lock";
import { sql } from "drizzle-orm";
import { readTar } from "./archive.js";
import { BACKUP_FORMAT, BackupError, type BackupManifest, runPgTool, type TableSums, tableSums } from "./service.js";

export interface RestoreTarget {
  /** Where the uploads go, and the embedded database when there is no databaseUrl. */
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** The tables whose rows or checksum differ from the backup's manifest, one line each. */
function differences(expected: TableSums, actual: TableSums): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter(
      (name) => expected[name]?.rows !== actual[name]?.rows || expected[name]?.checksum !== actual[name]?.checksum,
    )
    .map((name) => `${name}: backup ${expected[name]?.rows ?? "-"} rows, restored ${actual[name]?.rows ?? "-"} rows`);
}

function verify(manifest: BackupManifest, restored: TableSums) {
  const differing = differences(manifest.tables, restored);
  if (differing.length > 0) {
    throw new BackupError(`The restored database differs from the backup:\n  ${differing.join("\n  ")}`);
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir).catch(() => [] as string[]);
  return entries.length === 0;
}

/** Opens the backup's PGlite copy in `dataDir/pgdata` (which must be empty) and checks it against the manifest. */
async function restoreEmbedded(dataDir: string, archive: Buffer, manifest: BackupManifest) {
  const dir = path.join(dataDir, "pgdata");
  if (!(await isEmptyDir(dir))) {
    throw new BackupError(`${dir} is not empty: restore into a new data directory (DATA_DIR).`);
  }
  await fs.mkdir(dir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const pglite = await createPglite(dir, new Blob([new Uint8Array(archive)]));
    try {
      verify(manifest, await tableSums(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows));
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** pg_restore into the (empty) database of `databaseUrl`, then the same check. */
async function restorePostgres(databaseUrl: string, dump: Buffer, manifest: BackupManifest) {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const rowsOf = async (text: string) =>
      ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [existing] = await rowsOf(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (Number(existing?.n) > 0)
      throw new BackupError("The database of DATABASE_URL is not empty: restore into a new one.");
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "classwise-restore-"));
    try {
      const file = path.join(scratch, "dump.pgcustom");
      await fs.writeFile(file, dump);
      const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ""));
      await runPgTool(
        "pg_restore",
        ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${name}`, file],
        databaseUrl,
      );
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
    verify(manifest, await tableSums(rowsOf));
  } finally {
    await database.close();
  }
}

/** A path inside the uploads folder; anything that would climb out of it is refused. */
function uploadPath(dataDir: string, name: string): string {
  const root = path.join(dataDir, "uploads");
  const target = path.resolve(root, name.slice("uploads/".length));
  if (!target.startsWith(`${root}${path.sep}`)) throw new BackupError(`The backup holds an unsafe path: ${name}`);
  return target;
}

/**
 * Restores one backup file: the database into an empty data directory or database (the embedded copy needs
 * the embedded database, a pg_dump needs DATABASE_URL), every table checked against the backup's row counts
 * and checksums, then the uploads. Returns the manifest.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let restored = false;
  await readTar(file, async (name, data) => {
    if (name === "manifest.json") {
      manifest = JSON.parse(data.toString("utf8")) as BackupManifest;
      if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Classwise backup.`);
      return;
    }
    if (!manifest) throw new BackupError(`${file} is not a Classwise backup (no manifest first).`);
    if (name === "database/pgdata.tar.gz") {
      if (target.databaseUrl) {
        throw new BackupError(
          "This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.",
        );
      }
      await restoreEmbedded(target.dataDir, data, manifest);
      restored = true;
    } else if (name === "database/dump.pgcustom") {
      if (!target.databaseUrl) {
        throw new BackupError(
          "This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.",
        );
      }
      await restorePostgres(target.databaseUrl, data, manifest);
      restored = true;
    } else if (name.startsWith("uploads/")) {
      if (!restored) throw new BackupError(`${file} has no database part before its uploads.`);
      const destination = uploadPath(target.dataDir, name);
      await fs.mkdir(path.dirname(destination), { recursive: true });
      await fs.writeFile(destination, data);
    }
  });
  if (!manifest || !restored) throw new BackupError(`${file} is not a complete Classwise backup.`);
  return manifest;
}
