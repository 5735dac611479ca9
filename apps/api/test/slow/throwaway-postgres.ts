import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../helpers/server-process.js";

const BIN = "/usr/lib/postgresql/15/bin";

function asPostgres(command: string, args: string[]) {
  const run =
    process.getuid?.() === 0
      ? ["runuser", ["-u", "postgres", "--", path.join(BIN, command), ...args]]
      : [path.join(BIN, command), args];
  return execFileSync(run[0] as string, run[1] as string[], { stdio: "pipe" }).toString();
}

/**
 * A PostgreSQL cluster of its own under /tmp on a free port (never the shared server on 5432), so a test
 * can stop and start it under load.
 */
export async function startThrowawayPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-pg-"));
  fs.chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  asPostgres("initdb", ["-D", path.join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync"]);
  const start = () =>
    asPostgres("pg_ctl", [
      "-D",
      path.join(dir, "data"),
      "-o",
      `-p ${port} -k ${dir} -c fsync=on`,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** Immediate shutdown: what a crashed or killed database looks like to the API. */
    stop: () => asPostgres("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]),
    destroy() {
      try {
        asPostgres("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function available(): boolean {
  return fs.existsSync(path.join(BIN, "initdb"));
}
