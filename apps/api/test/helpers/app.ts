import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "@classwise/db/client";
import { createTestDatabase } from "@classwise/db/testing";
import { type App, type AppDependencies, buildApp } from "../../src/app.js";
import { type Config, loadConfig } from "../../src/config.js";

export interface TestContext {
  app: App;
  database: Database;
  db: Database["db"];
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-test-"));
  return loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DEMO: "off",
      PUBLIC_URL: "http://localhost:3000",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      RATE_LIMIT_MAX: "1000",
      // Factories write rows straight to the database, past the writes that clear the public cache.
      PUBLIC_CACHE_SECONDS: "0",
      // Tests run due jobs themselves (runDueJobs), so nothing happens behind their back.
      JOBS_POLL_MS: "0",
      WEB_DIST: path.join(dataDir, "no-web"),
    },
    overrides,
  );
}

/** Builds the whole app in-process on a fresh database; call close() in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Omit<AppDependencies, "database" | "skipMigrations"> = {},
): Promise<TestContext> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp(config, { ...deps, database, skipMigrations: true });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
