import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Database } from "@classwise/db/client";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { BackupError, type BackupResult, createBackup } from "./service.js";

/**
 * The embedded database is open in one process only, so `npm run backup` beside a running server asks that
 * server to make the backup: it drops a request file into DATA_DIR/backup-requests, the server (which polls
 * the folder) takes it by renaming it, writes the backup and answers in a result file. Whoever can write
 * DATA_DIR can read the database files anyway, so the folder needs no other permission.
 */
const requestsDir = (dataDir: string) => path.join(dataDir, "backup-requests");

interface BackupAnswer {
  result?: { file: string; sizeBytes: number; tables: number; uploads: number };
  error?: string;
}

/** The command line's side: asks the server and waits for its answer (up to `timeoutMs`). */
export async function askRunningServer(
  dataDir: string,
  out: string | undefined,
  timeoutMs: number,
): Promise<NonNullable<BackupAnswer["result"]>> {
  const dir = requestsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const id = randomUUID();
  const request = path.join(dir, `${id}.request.json`);
  await fs.writeFile(`${request}.tmp`, JSON.stringify({ out: out ? path.resolve(out) : undefined }));
  await fs.rename(`${request}.tmp`, request);
  const answerFile = path.join(dir, `${id}.result.json`);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const text = await fs.readFile(answerFile, "utf8").catch(() => undefined);
    if (text !== undefined) {
      await fs.rm(answerFile, { force: true });
      const answer = JSON.parse(text) as BackupAnswer;
      if (answer.error || !answer.result)
        throw new BackupError(answer.error ?? "The server could not make the backup.");
      return answer.result;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await fs.rm(request, { force: true });
  throw new BackupError(
    "The running server did not answer the backup request. Is it running on this DATA_DIR with BACKUP_REQUEST_POLL_MS above 0?",
  );
}

const summary = (result: BackupResult) => ({
  file: result.file,
  sizeBytes: result.sizeBytes,
  tables: Object.keys(result.manifest.tables).length,
  uploads: result.manifest.uploads,
});

/** The server's side: takes each request in turn. Returns a function that stops polling. */
export function serveBackupRequests(database: Database, config: Config, log: FastifyBaseLogger): () => Promise<void> {
  const dir = requestsDir(config.dataDir);
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const poll = async () => {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.endsWith(".request.json"))) {
      const taken = path.join(dir, `${name}.taken`);
      const claimed = await fs.rename(path.join(dir, name), taken).then(
        () => true,
        () => false,
      );
      if (!claimed) continue;
      const id = name.slice(0, -".request.json".length);
      let answer: BackupAnswer;
      try {
        const { out } = JSON.parse(await fs.readFile(taken, "utf8")) as { out?: string };
        const result = await createBackup(database, { dataDir: config.dataDir, backupDir: config.backups.dir, out });
        log.info({ file: result.file, sizeBytes: result.sizeBytes }, "backup written (asked by the command line)");
        answer = { result: summary(result) };
      } catch (error) {
        log.error({ error }, "backup asked by the command line failed");
        answer = { error: (error as Error).message };
      }
      await fs.writeFile(path.join(dir, `${id}.result.json.tmp`), JSON.stringify(answer));
      await fs.rename(path.join(dir, `${id}.result.json.tmp`), path.join(dir, `${id}.result.json`));
      await fs.rm(taken, { force: true });
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = poll()
      .catch((error) => log.error({ error }, "backup request polling failed"))
      .finally(() => {
        busy = false;
      });
  }, config.backups.requestPollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export { summary as backupSummary };
