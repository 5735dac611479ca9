import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrationsFolder } from "@classwise/db/migrate";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, postgresServer } from "../helpers/postgres-server.js";
import { type ServerProcess, startServer } from "../helpers/server-process.js";

const committed = readMigrationFiles({ migrationsFolder }).length;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function appliedRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ rows: string; distinct: string }>(
      "select count(*)::text as rows, count(distinct created_at)::text as distinct from drizzle.__drizzle_migrations",
    );
    return { rows: Number(rows[0]?.rows), distinct: Number(rows[0]?.distinct) };
  } finally {
    await client.end();
  }
}

/** Runs `npm run db:migrate`'s script and returns its exit code and output. */
function migrateCli(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/migrate.ts"], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("API processes starting together on a fresh PostgreSQL database", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await postgresServer();
  }, 120_000);
  afterAll(async () => server?.close());

  it("start five API processes together on a fresh database with no error, migrations applied once", async () => {
    const fresh = await server.createDatabase("classwise_cluster_start");
    const secret = "s".repeat(40);
    const started = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        startServer({ DATABASE_URL: fresh.url, AUTH_SECRET: secret, DATABASE_POOL_SIZE: "2", JOBS_POLL_MS: "0" }),
      ),
    );
    const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    try {
      const failures = started.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []));
      expect(failures).toEqual([]);
      for (const process of servers) {
        const res = await fetch(`${process.url}/api/health/ready`);
        expect(res.status).toBe(200);
        expect(process.output()).not.toMatch(/error|duplicate/i);
      }
      expect(await appliedRows(fresh.url)).toEqual({ rows: committed, distinct: committed });
    } finally {
      await Promise.all(servers.map((process: ServerProcess) => process.kill()));
      await fresh.drop();
    }
  }, 180_000);

  it("with MIGRATIONS=wait, a process waits for `npm run db:migrate` instead of migrating", async () => {
    const fresh = await server.createDatabase("classwise_cluster_wait");
    const waiting = startServer({ DATABASE_URL: fresh.url, MIGRATIONS: "wait", JOBS_POLL_MS: "0" });
    let process: ServerProcess | undefined;
    try {
      // It connects, finds no migrations and waits without applying any.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const before = new pg.Client({ connectionString: fresh.url });
      await before.connect();
      const { rows } = await before.query("select to_regclass('drizzle.__drizzle_migrations') as t");
      await before.end();
      expect(rows[0]?.t).toBeNull();

      const migrated = await migrateCli({ DATABASE_URL: fresh.url });
      expect(migrated.code).toBe(0);
      expect(migrated.output).toContain(`Migrations applied (postgres): ${committed}.`);
      process = await waiting;
      expect((await fetch(`${process.url}/api/health/ready`)).status).toBe(200);
      expect(process.output()).toContain("waiting for the database migrations");

      const again = await migrateCli({ DATABASE_URL: fresh.url });
      expect(again.output).toContain("The database is up to date (postgres).");
    } finally {
      if (process) await process.kill();
      else await waiting.then((started) => started.kill()).catch(() => {});
      await fresh.drop();
    }
  }, 120_000);
});
