import type { Database } from "@classwise/db/client";
import type { Config } from "../../config.js";
import type { JobHandler } from "../../jobs/worker.js";
import { forbidden } from "../../lib/errors.js";
import { type Actor, can } from "../../policy/index.js";
import { backupSummary } from "./requests.js";
import { createBackup, pruneBackups } from "./service.js";

/** An admin's backup, now, into the configured folder (the same as `npm run backup`). */
export async function backupNow(database: Database, config: Config, actor: Actor) {
  if (!can(actor, "create:backup", "any")) throw forbidden();
  const result = await createBackup(database, { dataDir: config.dataDir, backupDir: config.backups.dir });
  return backupSummary(result);
}

/** Scheduled backups (`backup` jobs, BACKUP_INTERVAL_HOURS): one backup, then only the newest BACKUP_KEEP stay. */
export function backupJob(database: Database): JobHandler {
  return {
    async run(_payload, { config, log }) {
      const result = await createBackup(database, { dataDir: config.dataDir, backupDir: config.backups.dir });
      const removed = await pruneBackups(config.backups.dir, config.backups.keep);
      log.info({ file: result.file, sizeBytes: result.sizeBytes, removed }, "scheduled backup written");
    },
  };
}
