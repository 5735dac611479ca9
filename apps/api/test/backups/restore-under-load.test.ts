import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lessons } from "@classwise/db/schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import type { Config } from "../../src/config.js";
import { readTar } from "../../src/modules/backups/archive.js";
import { askRunningServer } from "../../src/modules/backups/requests.js";
import { restoreBackup } from "../../src/modules/backups/restore.js";
import { type BackupManifest, createBackup, pruneBackups, tableSums } from "../../src/modules/backups/service.js";
import { notifyUsers } from "../../src/modules/notifications/notify.js";
import { imageForm, makeImage } from "../class-management/support.js";
import { createClass, createUser, type TestUser, testConfig } from "../helpers/index.js";
import { createScratchPostgres } from "../helpers/scratch-postgres.js";
import { addAttachment, makePdf } from "../lessons/support.js";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
type Scratch = NonNullable<Awaited<ReturnType<typeof createScratchPostgres>>>;

async function manifestOf(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  await readTar(file, async (name, data) => {
    if (name === "manifest.json") manifest = JSON.parse(data.toString("utf8")) as BackupManifest;
  });
  if (!manifest) throw new Error("no manifest");
  return manifest;
}

const sumsOf = (app: App) =>
  tableSums(
    async (text) =>
      ((await app.database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
  );

describe(`backup under write load, then restore (${onPostgres ? "PostgreSQL, pg_dump" : "embedded PGlite, through the running server"})`, () => {
  const scratch: Scratch[] = [];
  let source: App;
  let config: Config;
  let teacher: TestUser;
  let imageUrl: string;
  let attachmentId: string;
  let attachmentBytes: Buffer;

  beforeAll(async () => {
    const sourceDatabase = onPostgres ? await createScratchPostgres("backup_source") : undefined;
    const databaseUrl = sourceDatabase?.url;
    if (onPostgres) {
      const made = await createScratchPostgres("backup_target");
      if (made) scratch.push(made);
    }
    // The source database is dropped after the test too, after the target (it was left behind after each run).
    if (sourceDatabase) scratch.push(sourceDatabase);
    config = testConfig({
      ...(databaseUrl ? { databaseUrl } : {}),
      backups: {
        dir: "",
        intervalHours: 0,
        keep: 7,
        requestPollMs: 100,
      },
    });
    config.backups.dir = path.join(config.dataDir, "backups");
    source = await buildApp(config);
    await source.ready();
    const ctx = { db: source.database.db, config };
    teacher = await createUser(ctx, { role: "teacher", name: "Backup Teacher" });
    const upload = await source.inject({
      method: "POST",
      url: "/api/images",
      headers: teacher.headers,
      payload: imageForm(await makeImage("png", { width: 40, height: 30 })),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    imageUrl = upload.json().data.url;
    const item = await createClass(ctx, teacher, { image: imageUrl });
    const [lesson] = await source.database.db
      .insert(lessons)
      .values({ classId: item.id, position: 1, title: "Backed up lesson", estimatedMinutes: 5 })
      .returning();
    if (!lesson) throw new Error("lesson insert failed");
    attachmentBytes = makePdf("Kept by the backup");
    attachmentId = (await addAttachment(source.database.db, lesson, { data: attachmentBytes })).id;
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    for (const database of scratch) await database.drop();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("restores exactly the snapshot taken while writes went on, and the restored server serves it", async () => {
    const before = (await sumsOf(source)).notifications?.rows ?? 0;
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        await notifyUsers(source.database.db, [teacher.id], {
          kind: "submission-graded",
          title: `Write ${written}`,
          body: "During the backup",
          link: "/teacher-dashboard",
        });
        written++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // Writes are under way before the backup starts and go on while it runs.
    while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const file = onPostgres
      ? (await createBackup(source.database, { dataDir: config.dataDir, backupDir: config.backups.dir })).file
      : (await askRunningServer(config.dataDir, undefined, 120_000)).file;
    const duringBackup = written;
    while (written < duringBackup + 20) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await load;

    const manifest = await manifestOf(file);
    const snapshotRows = manifest.tables.notifications?.rows ?? 0;
    expect(snapshotRows).toBeGreaterThan(before);
    expect(snapshotRows).toBeLessThan(before + written);
    expect(manifest.uploads).toBe(1);

    const targetDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-restored-"));
    const targetUrl = scratch[0]?.url;
    try {
      await restoreBackup(file, { dataDir: targetDir, ...(targetUrl ? { databaseUrl: targetUrl } : {}) });
      const restored = await buildApp({
        ...config,
        dataDir: targetDir,
        databaseUrl: targetUrl,
        backups: { ...config.backups, requestPollMs: 0 },
      });
      try {
        await restored.ready();
        // Every table: the rows and checksum the source had at the snapshot.
        expect(await sumsOf(restored)).toEqual(manifest.tables);
        const signIn = await restored.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: teacher.email, password: teacher.password },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const image = await restored.inject({ method: "GET", url: imageUrl });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals((await source.inject({ method: "GET", url: imageUrl })).rawPayload)).toBe(true);
        const attachment = await restored.inject({
          method: "GET",
          url: `/api/lessons/attachments/${attachmentId}`,
          headers: teacher.headers,
        });
        expect(attachment.statusCode).toBe(200);
        expect(attachment.rawPayload.equals(attachmentBytes)).toBe(true);
      } finally {
        await restored.close();
      }
    } finally {
      fs.rmSync(targetDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("refuses to restore over a database that is not empty", async () => {
    const file = (await createBackup(source.database, { dataDir: config.dataDir, backupDir: config.backups.dir })).file;
    const occupied = onPostgres ? undefined : config.dataDir;
    if (occupied) {
      await expect(restoreBackup(file, { dataDir: occupied })).rejects.toThrow(/not empty/);
    } else {
      await expect(restoreBackup(file, { dataDir: config.dataDir, databaseUrl: source.database.url })).rejects.toThrow(
        /not empty/,
      );
    }
  }, 120_000);

  it("keeps only the newest backups the configuration asks for", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-retention-"));
    try {
      for (const stamp of ["2026-01-01T00-00-00Z", "2026-01-02T00-00-00Z", "2026-01-03T00-00-00Z"]) {
        fs.writeFileSync(path.join(dir, `classwise-backup-${stamp}.tar`), "x");
      }
      fs.writeFileSync(path.join(dir, "notes.txt"), "kept");
      expect(await pruneBackups(dir, 2)).toEqual(["classwise-backup-2026-01-01T00-00-00Z.tar"]);
      expect(fs.readdirSync(dir).sort()).toEqual([
        "classwise-backup-2026-01-02T00-00-00Z.tar",
        "classwise-backup-2026-01-03T00-00-00Z.tar",
        "notes.txt",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
