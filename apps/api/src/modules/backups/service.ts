import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Database, SnapshotQuery } from "@classwise/db/client";
import { sql } from "drizzle-orm";
import { TarWriter } from "./archive.js";

const run = promisify(execFile);

/** A backup that cannot be made or restored for a reason the operator can fix: printed without a stack. */
export class BackupError extends Error {}

export const BACKUP_FORMAT = "classwise-backup/1";
const BACKUP_NAME = /^classwise-backup-[0-9TZ-]+\.tar$/;

/** Each table's rows and a checksum of them (order-independent), as the snapshot saw them. */
export type TableSums = Record<string, { rows: number; checksum: string }>;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: Database["kind"];
  tables: TableSums;
  uploads: number;
}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  manifest: BackupManifest;
}

const TABLES_SQL = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Counts and checksums every table of the public schema through `query` (one snapshot's statements). */
export async function tableSums(query: SnapshotQuery): Promise<TableSums> {
  const sums: TableSums = {};
  for (const { name } of (await query(TABLES_SQL)) as { name: string }[]) {
    const [row] = await query(
      `select count(*)::text as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as checksum
       from public.${quoteIdent(name)} t`,
    );
    sums[name] = { rows: Number(row?.rows ?? 0), checksum: String(row?.checksum ?? "") };
  }
  return sums;
}

/** The libpq variables of a connection string, so the password never shows in a process list. */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (name) env.PGDATABASE = name;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a PostgreSQL client tool; a missing one is a BackupError that says what to install. */
export async function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl: string) {
  try {
    await run(tool, args, { env: libpqEnvironment(databaseUrl), maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new BackupError(
        `${tool} is not installed. Install the PostgreSQL client tools (the same major version as the server or newer, e.g. apt-get install postgresql-client) and run the command again.`,
      );
    }
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** Every file under `root`, as paths relative to it (none when it does not exist). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The database part: PGlite's copy of its data directory, or pg_dump's custom format, and the sums. */
async function dumpDatabase(database: Database): Promise<{ name: string; data: Buffer; tables: TableSums }> {
  if (database.snapshot) {
    const { read, archive } = await database.snapshot(tableSums);
    return { name: "database/pgdata.tar.gz", data: Buffer.from(await archive.arrayBuffer()), tables: read };
  }
  if (!database.url) throw new BackupError("No database to back up.");
  const url = database.url;
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "classwise-backup-"));
  try {
    const file = path.join(scratch, "dump.pgcustom");
    // The sums and pg_dump read one snapshot: exported by this transaction, held open while pg_dump runs.
    const tables = await database.db.transaction(
      async (tx) => {
        const rowsOf: SnapshotQuery = async (text) =>
          ((await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
        const [exported] = await rowsOf("select pg_export_snapshot() as id");
        const sums = await tableSums(rowsOf);
        await runPgTool(
          "pg_dump",
          ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${String(exported?.id)}`, `--file=${file}`],
          url,
        );
        return sums;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    return { name: "database/dump.pgcustom", data: await fs.readFile(file), tables };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

function backupFileName(now: Date): string {
  return `classwise-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.tar`;
}

/** `out`: a `.tar` file to write, or a folder for a named one; by default the configured backup folder. */
async function targetFile(out: string | undefined, defaultDir: string, now: Date): Promise<string> {
  if (out?.endsWith(".tar")) {
    await fs.mkdir(path.dirname(out), { recursive: true });
    return out;
  }
  const dir = out ?? defaultDir;
  await fs.mkdir(dir, { recursive: true });
  let file = path.join(dir, backupFileName(now));
  for (
    let n = 2;
    await fs.stat(file).then(
      () => true,
      () => false,
    );
    n++
  ) {
    file = path.join(dir, backupFileName(now).replace(/\.tar$/, `-${n}.tar`));
  }
  return file;
}

/**
 * One backup: the database at one snapshot, then the uploads folder (class images, photos), into one tar
 * written under a temporary name and renamed when complete, so a half-written backup never looks like one.
 * Lesson attachments and database-hosted images are rows, inside the database part.
 */
export async function createBackup(
  database: Database,
  options: { dataDir: string; backupDir: string; out?: string | undefined },
): Promise<BackupResult> {
  const now = new Date();
  const file = await targetFile(options.out, options.backupDir, now);
  const partial = `${file}.partial`;
  const dump = await dumpDatabase(database);
  const uploadsDir = path.join(options.dataDir, "uploads");
  const uploads = await filesUnder(uploadsDir);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    database: database.kind,
    tables: dump.tables,
    uploads: uploads.length,
  };
  const writer = await TarWriter.create(partial);
  try {
    await writer.add("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)), now);
    await writer.add(dump.name, dump.data, now);
    for (const relative of uploads) {
      const source = path.join(uploadsDir, relative);
      const data = await fs.readFile(source).catch(() => undefined);
      // A file deleted while the backup ran is left out.
      if (data) await writer.add(`uploads/${relative.split(path.sep).join("/")}`, data, now);
    }
    await writer.finish();
  } catch (error) {
    await writer.abort();
    await fs.rm(partial, { force: true });
    throw error;
  }
  await fs.rename(partial, file);
  return { file, sizeBytes: (await fs.stat(file)).size, manifest };
}

/** Keeps the newest `keep` backups in `dir` (by their names, which sort by time) and deletes the others. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  return old;
}
