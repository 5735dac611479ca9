import fs from "node:fs";
import path from "node:path";
import { runCli } from "@classwise/db/cli";
import { openDatabase } from "@classwise/db/client";
import { DataDirLockedError } from "@classwise/db/lock";
import { ConfigError, loadConfig } from "../config.js";
import { askRunningServer, backupSummary } from "../modules/backups/requests.js";
import { BackupError, createBackup } from "../modules/backups/service.js";

/** How long the command waits for a running server's answer. */
const SERVER_ANSWER_MS = 30 * 60_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid holding the embedded database of `dataDir`, if that process is alive. */
function runningServer(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8"), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && isAlive(pid) ? pid : undefined;
}

/**
 * `npm run backup [-- PATH]`: a backup of the database and uploads into PATH (a folder, or a file ending in .tar)
 * or BACKUP_DIR (default DATA_DIR/backups), while the server runs. On PostgreSQL through pg_dump; on the embedded
 * database by the running server (asked through DATA_DIR), or by this command when no server holds it.
 */
runCli(async () => {
  const config = loadConfig();
  const out = process.argv[2] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : undefined;
  let summary: ReturnType<typeof backupSummary>;
  const pid = config.databaseUrl ? undefined : runningServer(config.dataDir);
  if (pid !== undefined) {
    console.log(`The server (process ${pid}) holds the embedded database: asking it for the backup…`);
    summary = await askRunningServer(config.dataDir, out, SERVER_ANSWER_MS);
  } else {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    try {
      summary = backupSummary(
        await createBackup(database, { dataDir: config.dataDir, backupDir: config.backups.dir, out }),
      );
    } finally {
      await database.close();
    }
  }
  console.log(
    `Backup written: ${summary.file} (${(summary.sizeBytes / 1048576).toFixed(1)} MB, ${summary.tables} tables, ${summary.uploads} uploaded files).`,
  );
  return 0;
}, [BackupError, ConfigError, DataDirLockedError]);
