import fs from "node:fs";
import { type Database, openDatabase } from "@classwise/db/client";
import { runMigrations } from "@classwise/db/migrate";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { createClass, createUser, type TestUser, testConfig } from "../helpers/index.js";
import { type PostgresServer, postgresServer } from "../helpers/postgres-server.js";

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Two API instances on one PostgreSQL database, each with its own pool and public cache: a write on one clears
 * the same topics on the other (LISTEN/NOTIFY).
 */
describe("public cache invalidation across processes", () => {
  let server: PostgresServer;
  let drop: () => Promise<void> = async () => {};
  const databases: Database[] = [];
  const apps: App[] = [];
  const config = testConfig({ publicCacheSeconds: 600, publicStatsCacheSeconds: 600 });
  let admin: TestUser;
  let teacher: TestUser;

  beforeAll(async () => {
    server = await postgresServer();
    const fresh = await server.createDatabase("classwise_cluster_cache");
    drop = fresh.drop;
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: fresh.url, poolSize: 3 }));
    await runMigrations(databases[0]!);
    for (const database of databases) {
      const app = await buildApp(config, { database, skipMigrations: true });
      await app.ready();
      apps.push(app);
    }
    const ctx = { db: databases[0]!.db, config };
    admin = await createUser(ctx, { role: "admin" });
    teacher = await createUser(ctx, { role: "teacher" });
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop();
    await server?.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  const get = (app: App, url: string) => app.inject({ method: "GET", url });
  const titles = async (app: App) =>
    ((await get(app, "/api/classes?page=1&limit=50")).json() as { classes: { title: string }[] }).classes.map(
      (item) => item.title,
    );

  it("shows a class approved on the first instance on the second, whose cache held the list without it", async () => {
    const [first, second] = apps as [App, App];
    const pending = await createClass({ db: databases[0]!.db }, teacher, {
      title: "Approved elsewhere",
      status: "pending",
    });
    expect(await titles(second)).not.toContain("Approved elsewhere");
    expect((await get(second, "/api/classes?page=1&limit=50")).headers["x-cache"]).toBe("hit");
    const statsBefore = (await get(second, "/api/public-statistics")).json().statistics.totalClasses as number;

    const review = await first.inject({
      method: "PATCH",
      url: `/api/classes/${pending.id}`,
      headers: admin.headers,
      payload: { status: "approved" },
    });
    expect(review.statusCode, review.body).toBe(200);

    await until(async () => (await titles(second)).includes("Approved elsewhere"), "the second instance sees it");
    // The home statistics are cleared with it: the one copy, not a second one kept beside the cache.
    const statsAfter = (await get(second, "/api/public-statistics")).json().statistics.totalClasses as number;
    expect(statsAfter).toBe(statsBefore + 1);
  });

  it("does not clear a topic the write did not touch", async () => {
    const [first, second] = apps as [App, App];
    await get(second, "/api/classes?page=1&limit=50");
    await get(second, "/api/teaching-evaluations");
    const sizeBefore = second.publicCache.size();
    first.publicCache.invalidate("evaluations");
    await until(() => second.publicCache.size() < sizeBefore, "the evaluations entry goes");
    expect((await get(second, "/api/classes?page=1&limit=50")).headers["x-cache"]).toBe("hit");
  });

  it("drops everything after its listening session was cut, since messages may have been missed", async () => {
    const [, second] = apps as [App, App];
    await get(second, "/api/classes?page=1&limit=50");
    expect(second.publicCache.size()).toBeGreaterThan(0);
    await databases[0]!.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'listen classwise_cache' and pid <> pg_backend_pid()`,
    );
    await until(() => second.publicCache.size() === 0, "the second instance empties its cache");
  });
});
