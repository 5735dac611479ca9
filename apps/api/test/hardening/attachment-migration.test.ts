import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite, type Database, openDatabase } from "@classwise/db/client";
import { migrationsFolder, runMigrations } from "@classwise/db/migrate";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchPostgres } from "../helpers/scratch-postgres.js";

const ATTACHMENT_MIGRATION = "0012_attachment_chunks_and_mail_caps";

/** The committed migrations up to (not including) the one that moved attachments into chunks. */
function migrationsBeforeChunks(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === ATTACHMENT_MIGRATION);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateTo(database: Database, folder: string) {
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("migration 0012 moves existing attachments into chunks (issue 22)", () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let folder: string;

  beforeAll(async () => {
    const scratch = await createScratchPostgres("classwise_hardening_migration");
    if (scratch) {
      database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
      drop = scratch.drop;
    } else {
      database = await openDatabase({ pglite: await createPglite() });
    }
    folder = migrationsBeforeChunks();
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every byte, in order, marks the files stored and strips bidirectional controls from names", async () => {
    await migrateTo(database, folder);
    const { db } = database;
    const ids = { teacher: "t-1", cls: "c-1", lesson: "l-1" };
    await db.execute(
      sql`insert into users (id, name, email, role) values (${ids.teacher}, 'T', 't@example.com', 'teacher')`,
    );
    await db.execute(sql`insert into classes (id, title, teacher_id, teacher_name, teacher_email, price_cents, description, image, status)
      values (${ids.cls}, 'Class', ${ids.teacher}, 'T', 't@example.com', 0, 'D', 'https://example.com/i.png', 'approved')`);
    await db.execute(sql`insert into lessons (id, class_id, position, title, body, estimated_minutes)
      values (${ids.lesson}, ${ids.cls}, 1, 'Lesson one', 'The body', 5)`);
    const files = [randomBytes(600_000), randomBytes(262_144), randomBytes(10)];
    for (const [index, data] of files.entries()) {
      await db.execute(sql`insert into lesson_attachments
        (id, lesson_id, class_id, file_name, content_type, size_bytes, sha256, data)
        values (${`a-${index}`}, ${ids.lesson}, ${ids.cls}, ${`sheet-${index}\u202Efdp.exe.pdf`}, 'application/pdf',
          ${data.length}, ${createHash("sha256").update(data).digest("hex")}, ${data})`);
    }

    await runMigrations(database);

    for (const [index, data] of files.entries()) {
      const id = `a-${index}`;
      const chunks = rowsOf<{ position: number; data: Uint8Array }>(
        await db.execute(sql`select position, data from lesson_attachment_chunks
          where attachment_id = ${id} order by position`),
      );
      expect(chunks.map((chunk) => Number(chunk.position))).toEqual(
        Array.from({ length: Math.ceil(data.length / 262_144) }, (_, i) => i),
      );
      expect(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data))).equals(data)).toBe(true);
      const [row] = rowsOf<{ file_name: string; stored: boolean; chunk_bytes: number }>(
        await db.execute(sql`select file_name, stored_at is not null as stored, chunk_bytes
          from lesson_attachments where id = ${id}`),
      );
      expect(row).toEqual({ file_name: `sheet-${index}fdp.exe.pdf`, stored: true, chunk_bytes: 262_144 });
    }
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(sql`select column_name from information_schema.columns
        where table_name = 'lesson_attachments' and column_name = 'data'`),
    );
    expect(columns).toEqual([]);
  });
});
