import { randomBytes } from "node:crypto";
import { copyByteRows } from "@classwise/db/copy-bytes";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/index.js";

/** Bytes read through a binary COPY on PostgreSQL (db/copy-bytes.ts, decision 33). */
describe("binary byte rows", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const bytes = randomBytes(200_000);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table byte_rows (id int primary key, data bytea)`);
    await database.db.execute(
      sql`insert into byte_rows values (1, decode(${bytes.toString("base64")}, 'base64')), (2, null), (3, '')`,
    );
  });
  afterAll(async () => database.close());

  it("answers each row's bytes in order, exact to the byte, and quotes the values it is given", async () => {
    const rows = await copyByteRows(
      database.db,
      (
        literal,
      ) => `select substring(data from o for 65536) from byte_rows, generate_series(1, octet_length(data), 65536) o
        where id = ${literal(1)} and ${literal("it's")} = 'it''s' order by o`,
    );
    if (database.kind === "pglite") {
      expect(rows).toBeUndefined();
      return;
    }
    expect(rows?.map((row) => row.length)).toEqual([65536, 65536, 65536, 200_000 - 3 * 65536]);
    expect(Buffer.concat(rows ?? []).equals(bytes)).toBe(true);
    const empty = await copyByteRows(database.db, (literal) => `select data from byte_rows where id = ${literal(3)}`);
    expect(empty).toEqual([Buffer.alloc(0)]);
    const none = await copyByteRows(database.db, () => "select data from byte_rows where id = 99");
    expect(none).toEqual([]);
  });

  it("refuses a NULL, a second column and a statement error, and the pool goes on answering", async () => {
    if (database.kind === "pglite") {
      // the embedded database has no pooled connection: the caller reads its own way
      expect(await copyByteRows(database.db, () => "select data from byte_rows where id = 2")).toBeUndefined();
      return;
    }
    await expect(copyByteRows(database.db, () => "select data from byte_rows where id = 2")).rejects.toThrow(/NULL/);
    await expect(copyByteRows(database.db, () => "select data, data from byte_rows where id = 1")).rejects.toThrow(
      /2 fields/,
    );
    await expect(copyByteRows(database.db, () => "select nothing from byte_rows")).rejects.toThrow(/nothing/);
    await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
    const rows = await copyByteRows(database.db, (literal) => `select data from byte_rows where id = ${literal(1)}`);
    expect(rows?.[0]?.equals(bytes)).toBe(true);
  });
});
