import { classes, classStats, teacherApplications } from "@classwise/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrol } from "../classes/support.js";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";

/** Counters kept by the database's triggers (migration 0003) against the rows they count. */
describe("counters and class_stats", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  async function counter(name: string) {
    const result = (await ctx.db.execute(
      sql`select coalesce(sum(value), 0)::int as value from counters where name = ${name}`,
    )) as unknown as { rows: { value: number }[] };
    return Number(result.rows[0]?.value ?? 0);
  }

  async function actual() {
    const result = (await ctx.db.execute(sql`
      select (select count(*) from users)::int as users,
             (select count(*) from enrolments)::int as enrolments,
             (select count(*) from teacher_applications)::int as applications,
             (select count(*) from classes where status = 'approved' and deleted_at is null)::int as approved,
             (select count(*) from classes where status = 'pending' and deleted_at is null)::int as pending,
             (select count(*) from classes where status = 'rejected' and deleted_at is null)::int as rejected
    `)) as unknown as { rows: Record<string, number>[] };
    return result.rows[0]!;
  }

  async function expectCountersMatchRows() {
    const rows = await actual();
    expect({
      users: await counter("users"),
      enrolments: await counter("enrolments"),
      applications: await counter("teacher_applications"),
      approved: await counter("classes:approved"),
      pending: await counter("classes:pending"),
      rejected: await counter("classes:rejected"),
    }).toEqual(rows);
  }

  async function stats(classId: string) {
    const [row] = await ctx.db.select().from(classStats).where(eq(classStats.classId, classId));
    return row;
  }

  it("follows inserts, status changes and soft deletes of classes", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const pending = await createClass(ctx, teacher, { status: "pending" });
    const approved = await createClass(ctx, teacher);
    await createClass(ctx, teacher, { status: "rejected" });
    await expectCountersMatchRows();
    expect(await stats(pending.id)).toMatchObject({ listed: false, enrolledCount: 0 });
    expect(await stats(approved.id)).toMatchObject({ listed: true, enrolledCount: 0 });

    await ctx.db.update(classes).set({ status: "approved" }).where(eq(classes.id, pending.id));
    expect(await stats(pending.id)).toMatchObject({ listed: true });
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, approved.id));
    expect(await stats(approved.id)).toMatchObject({ listed: false });
    // An edit that changes neither status nor deletion moves no counter.
    await ctx.db.update(classes).set({ title: "Renamed" }).where(eq(classes.id, pending.id));
    await expectCountersMatchRows();
  });

  it("counts enrolments per class and in total, users and applications", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher);
    const students = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    for (const student of students) await enrol(ctx.db, item.id, student.id);
    await ctx.db.insert(teacherApplications).values({
      userId: students[0]!.id,
      name: students[0]!.name,
      email: students[0]!.email,
      title: "Teaching data pipelines",
      experience: "beginner",
      category: "data-science",
    });
    expect(await stats(item.id)).toMatchObject({ enrolledCount: 3 });
    await expectCountersMatchRows();
  });

  it("stays right under concurrent enrolments into one class", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher);
    const students = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx)));
    await Promise.all(students.map((student) => enrol(ctx.db, item.id, student.id)));
    expect(await stats(item.id)).toMatchObject({ enrolledCount: 12 });
    await expectCountersMatchRows();
  });

  it("rebuild_counters() recounts to the same figures the triggers kept", async () => {
    const before = await actual();
    await ctx.db.execute(sql`select rebuild_counters()`);
    await expectCountersMatchRows();
    expect(await actual()).toEqual(before);
    const drift = (await ctx.db.execute(sql`
      select count(*)::int as n from classes c join class_stats s on s.class_id = c.id
      where s.enrolled_count <> (select count(*) from enrolments e where e.class_id = c.id)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(drift.rows[0]?.n)).toBe(0);
  });
});
