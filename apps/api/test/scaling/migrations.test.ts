import { openDatabase } from "@classwise/db/client";
import { journalInOrder, migrationsFolder, runMigrations } from "@classwise/db/migrate";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, postgresServer } from "../helpers/postgres-server.js";

const committed = readMigrationFiles({ migrationsFolder }).length;

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

describe("the migrations journal", () => {
  it("gives each migration a later time than the one before, so no database skips one", () => {
    expect(journalInOrder()).toBe(true);
  });
});

describe("migrations with many processes on one PostgreSQL", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await postgresServer();
  }, 120_000);
  afterAll(async () => server?.close());

  it("apply once when ten connection pools migrate a fresh database at the same moment", async () => {
    const fresh = await server.createDatabase("classwise_cluster_mig");
    const databases = await Promise.all(
      Array.from({ length: 10 }, () => openDatabase({ databaseUrl: fresh.url, poolSize: 2 })),
    );
    try {
      const applied = await Promise.all(databases.map((database) => runMigrations(database)));
      expect(applied.reduce((sum, count) => sum + count, 0)).toBe(committed);
      expect(applied.filter((count) => count > 0)).toHaveLength(1);
      expect(await appliedRows(fresh.url)).toEqual({ rows: committed, distinct: committed });
      const tables = await databases[0]!.db.execute(
        sql`select count(*)::int as n from pg_tables where tablename = 'jobs'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await fresh.drop();
    }
  });
});
