import { randomBytes } from "node:crypto";
import pg from "pg";
import { startThrowawayPostgres } from "../slow/throwaway-postgres.js";

export interface PostgresServer {
  /** The server's own address (database `postgres`). */
  url: string;
  /** A new empty database on it, dropped by `drop()` or at `close()`. */
  createDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A PostgreSQL server to create empty databases on: TEST_DATABASE_URL's server when set, otherwise a throwaway
 * cluster of the test's own (PostgreSQL 15's binaries must be installed).
 */
export async function postgresServer(): Promise<PostgresServer> {
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? undefined : await startThrowawayPostgres();
  const url = given ?? cluster!.url;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const names = new Set<string>();
  const drop = async (name: string) => {
    names.delete(name);
    await admin.query(`drop database if exists ${name} with (force)`);
  };
  return {
    url,
    async createDatabase(prefix) {
      const name = `${prefix}_${randomBytes(5).toString("hex")}`;
      await admin.query(`create database ${name}`);
      names.add(name);
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      return { url: databaseUrl.toString(), drop: () => drop(name) };
    },
    async close() {
      for (const name of [...names]) await drop(name);
      await admin.end();
      cluster?.destroy();
    },
  };
}
