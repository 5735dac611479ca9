import fs from "node:fs";
import { type Database, openDatabase } from "@classwise/db/client";
import { runMigrations } from "@classwise/db/migrate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { imageForm, makeImage } from "../class-management/support.js";
import { createTestApp, createUser, type TestContext, testConfig } from "../helpers/index.js";
import { type PostgresServer, postgresServer } from "../helpers/postgres-server.js";
import { startS3Server } from "../helpers/s3-server.js";

async function upload(app: App, headers: Record<string, string>, bytes: Buffer) {
  const res = await app.inject({ method: "POST", url: "/api/images", headers, payload: imageForm(bytes) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { url: string } }).data.url;
}

/** An image uploaded through one instance, asked for from another with a data directory of its own. */
async function servedByTheOther(first: App, second: App, headers: Record<string, string>) {
  const url = await upload(first, headers, await makeImage("png", { width: 64, height: 48 }));
  expect(url).toMatch(/^\/uploads\/classes\/[0-9a-f]{64}\.webp$/);
  const onFirst = await first.inject({ method: "GET", url });
  const onSecond = await second.inject({ method: "GET", url });
  expect(onSecond.statusCode).toBe(200);
  expect(onSecond.headers["content-type"]).toBe("image/webp");
  expect(onSecond.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(onSecond.rawPayload.equals(onFirst.rawPayload)).toBe(true);
  const revalidated = await second.inject({
    method: "GET",
    url,
    headers: { "if-none-match": String(onSecond.headers.etag) },
  });
  expect(revalidated.statusCode).toBe(304);
  const unknown = await second.inject({ method: "GET", url: `/uploads/classes/${"0".repeat(64)}.webp` });
  expect(unknown.statusCode).toBe(404);
  return url;
}

describe("IMAGE_HOST=database: class images every instance serves", () => {
  let server: PostgresServer;
  const databases: Database[] = [];
  const apps: App[] = [];
  const configs = [testConfig({}), testConfig({})];
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await postgresServer();
    const fresh = await server.createDatabase("classwise_cluster_images");
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: fresh.url, poolSize: 2 }));
    await runMigrations(databases[0]!);
    const secret = configs[0]!.authSecret;
    for (const [i, database] of databases.entries()) {
      const config = {
        ...configs[i]!,
        authSecret: secret,
        images: { ...configs[i]!.images, host: "database" as const },
      };
      const app = await buildApp(config, { database, skipMigrations: true });
      await app.ready();
      apps.push(app);
    }
    headers = (
      await createUser({ db: databases[0]!.db, config: { ...configs[0]!, authSecret: secret } }, { role: "teacher" })
    ).headers;
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await server?.close();
    for (const config of configs) fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("serves an image uploaded through one instance from the other, with immutable caching", async () => {
    const url = await servedByTheOther(apps[0]!, apps[1]!, headers);
    // Nothing on either disk: the row is the image.
    for (const config of configs) expect(fs.existsSync(`${config.dataDir}${url}`)).toBe(false);
  });
});

describe("IMAGE_HOST=s3: class images in an S3-compatible bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const contexts: TestContext[] = [];
  let headers: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3Server();
    const { images } = loadConfig(s3.env);
    const first = await createTestApp({ images });
    contexts.push(first);
    contexts.push(await createTestApp({ images, authSecret: first.config.authSecret }));
    headers = (await createUser(first, { role: "teacher" })).headers;
  }, 120_000);
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
    await s3?.close();
  });

  it("stores the upload as an object and serves it from every instance", async () => {
    const url = await servedByTheOther(contexts[0]!.app, contexts[1]!.app, headers);
    const sha256 = url.slice("/uploads/classes/".length, -".webp".length);
    expect(s3.keys().some((key) => key.includes(sha256))).toBe(true);
  });

  it("answers 503 with a message, never a 500, when the object store is down", async () => {
    await s3.close();
    const res = await contexts[0]!.app.inject({
      method: "POST",
      url: "/api/images",
      headers,
      payload: imageForm(await makeImage("png", { width: 20, height: 20 })),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false });
  });
});
