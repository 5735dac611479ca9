import path from "node:path";
import { runCli } from "@classwise/db/cli";
import { DataDirLockedError } from "@classwise/db/lock";
import { ConfigError, loadConfig } from "../config.js";
import { restoreBackup } from "../modules/backups/restore.js";
import { BackupError } from "../modules/backups/service.js";

/**
 * `npm run restore FILE`: a backup into an empty data directory (DATA_DIR, embedded database) or an empty
 * PostgreSQL database (DATABASE_URL), every table checked against the backup's row counts and checksums.
 */
runCli(async () => {
  const argument = process.argv[2];
  if (!argument) throw new BackupError("Usage: npm run restore FILE (a backup written by npm run backup).");
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const config = loadConfig();
  const manifest = await restoreBackup(file, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const tables = Object.values(manifest.tables);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.databaseUrl ? "the database of DATABASE_URL" : config.dataDir}: ` +
      `${tables.length} tables, ${tables.reduce((sum, table) => sum + table.rows, 0)} rows, all matching the backup; ${manifest.uploads} uploaded files.`,
  );
  return 0;
}, [BackupError, ConfigError, DataDirLockedError]);
