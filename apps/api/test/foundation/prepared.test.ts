import { preparedNames } from "@classwise/db/prepared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findClassesByIds, findVisibleClass } from "../../src/modules/classes/repository.js";
import {
  createClass,
  createTestApp,
  createTestDatabase,
  createUser,
  type TestContext,
  testConfig,
} from "../helpers/index.js";

/** Statements prepared once per connection (db/prepared.ts, decision 30). */
describe("prepared statements", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("gives every statement a name of its own once the whole app is loaded", () => {
    // PostgreSQL refuses a second text under a name a connection has prepared.
    expect(preparedNames.length).toBeGreaterThan(5);
    expect(preparedNames.filter((name, i) => preparedNames.indexOf(name) !== i)).toEqual([]);
  });

  it("answers with each run's own values, past the runs after which PostgreSQL may keep a generic plan", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const other = await createUser(ctx, { role: "teacher" });
    const made = [];
    for (let i = 0; i < 8; i++) {
      made.push(await createClass(ctx, i % 2 === 0 ? teacher : other, { status: i < 6 ? "approved" : "pending" }));
    }
    for (const [i, row] of made.entries()) {
      const asVisitor = await findVisibleClass(ctx.db, row.id, null);
      const asOwner = await findVisibleClass(ctx.db, row.id, { uid: row.teacherId, isAdmin: false });
      expect(asVisitor?.id, `visitor, class ${i}`).toBe(i < 6 ? row.id : undefined);
      expect(asOwner?.id, `owner, class ${i}`).toBe(row.id);
    }
    for (let size = 1; size <= made.length; size++) {
      const ids = made.slice(0, size).map((row) => row.id);
      expect((await findClassesByIds(ctx.db, [...ids].reverse())).map((row) => row.id)).toEqual([...ids].reverse());
    }
  });
});

describe("prepared statements switched off (DATABASE_PREPARED_STATEMENTS=off)", () => {
  it("answers the same, and on PostgreSQL leaves no statement prepared on the connection", async () => {
    const database = await createTestDatabase({ preparedStatements: false });
    try {
      const ctx = { db: database.db };
      const teacher = await createUser({ ...ctx, config: testConfig() }, { role: "teacher" });
      const made = await createClass(ctx, teacher, { title: "Unnamed statements" });
      for (let i = 0; i < 7; i++) {
        expect((await findVisibleClass(database.db, made.id, null))?.title).toBe("Unnamed statements");
      }
      const result = (await database.db.execute(sql`select name from pg_prepared_statements`)) as unknown as {
        rows: { name: string }[];
      };
      // The embedded database never prepares named statements; PostgreSQL would list each one used.
      expect(result.rows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
