import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@classwise/api";
import pg from "pg";

/**
 * A scratch database `<prefix>_<random>` on BENCH_DATABASE_URL's server (default the local PostgreSQL) and
 * a scratch data directory; `drop()` removes both (the database stays with `keep`).
 */
export async function scratchDatabase(prefix: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-bench-"));
  return {
    name,
    databaseUrl: databaseUrl.toString(),
    dataDir,
    async drop(keep: boolean) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (keep) console.log(`kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The API's production configuration for an in-process benchmark: silent, no demo, no rate limit to speak of. */
export function benchConfig(dataDir: string, secret: string) {
  return loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DEMO: "off",
    AUTH_SECRET: secret,
    RATE_LIMIT_MAX: "1000000",
    WEB_DIST: path.join(dataDir, "no-web"),
  });
}
