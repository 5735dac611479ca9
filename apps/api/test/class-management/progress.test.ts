import { assignments, lessonCompletions } from "@classwise/db/schema";
import { type ClassProgressResponse, messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { addLesson } from "../lessons/support.js";
import { addAssignment, addSubmission, enrol } from "./support.js";

describe("GET /api/classes/{id}/progress", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const progress = (id: string, headers: Record<string, string> | undefined) =>
    ctx.app.inject({ method: "GET", url: `/api/classes/${id}/progress`, headers });

  async function busyClass() {
    const teacher = await createUser(ctx, { role: "teacher" });
    const row = await createClass(ctx, teacher, { status: "approved" });
    const students = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    for (const student of students) await enrol(ctx, row.id, student);
    const first = await addAssignment(ctx, row.id, teacher.id);
    const second = await addAssignment(ctx, row.id, teacher.id);
    await addSubmission(ctx, first, students[0]!);
    await addSubmission(ctx, first, students[1]!);
    await addSubmission(ctx, second, students[0]!);
    // Another class's activity must not count.
    const otherClass = await createClass(ctx, teacher, { status: "approved" });
    await enrol(ctx, otherClass.id, students[2]!);
    const otherAssignment = await addAssignment(ctx, otherClass.id, teacher.id);
    await addSubmission(ctx, otherAssignment, students[2]!);
    return { teacher, row, students };
  }

  it("counts enrolments, assignments and submissions of an approved class for an admin", async () => {
    const { row } = await busyClass();
    const admin = await createUser(ctx, { role: "admin" });
    const res = await progress(row.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<ClassProgressResponse>()).toEqual({
      success: true,
      progress: {
        classId: row.id,
        totalEnrollments: 3,
        totalAssignments: 2,
        totalSubmissions: 3,
        totalLessons: 0,
        // Students at 100%, 50% and 0% of the two assignments.
        averageProgressPercentage: 50,
        completedStudents: 1,
      },
    });
  });

  it("counts lessons and the students' progress through the shared formula", async () => {
    const { row, students } = await busyClass();
    const admin = await createUser(ctx, { role: "admin" });
    const lessonIds = [(await addLesson(ctx.db, row.id)).id, (await addLesson(ctx.db, row.id)).id];
    const first = students[0];
    if (!first) throw new Error("no student");
    await ctx.db
      .insert(lessonCompletions)
      .values(lessonIds.map((lessonId) => ({ lessonId, studentId: first.id, classId: row.id })));
    const body = (await progress(row.id, admin.headers)).json<ClassProgressResponse>().progress;
    // Four items each: 4/4 = 100%, 1/4 = 25%, 0/4 = 0%; the mean rounds to 42.
    expect(body).toMatchObject({ totalLessons: 2, averageProgressPercentage: 42, completedStudents: 1 });
  });

  it("counts an assignment closed before a student enrolled only for those who submitted it", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const row = await createClass(ctx, teacher, { status: "approved" });
    const closed = await addAssignment(ctx, row.id, teacher.id);
    const open = await addAssignment(ctx, row.id, teacher.id);
    await ctx.db
      .update(assignments)
      .set({ deadline: new Date(Date.now() - 24 * 3600 * 1000) })
      .where(eq(assignments.id, closed.id));
    const [late, onTime] = [await createUser(ctx), await createUser(ctx)];
    for (const student of [late, onTime]) await enrol(ctx, row.id, student);
    // Enrolled after the deadline: `late` handed the closed one in anyway, `onTime` only the open one.
    await addSubmission(ctx, closed, late);
    await addSubmission(ctx, open, onTime);
    const body = (await progress(row.id, teacher.headers)).json<ClassProgressResponse>().progress;
    // late: 1 of 2 countable = 50%; onTime: 1 of 1 = 100%, completed. Counting the closed one for both: 50%.
    expect(body).toMatchObject({ totalAssignments: 2, averageProgressPercentage: 75, completedStudents: 1 });
  });

  it("answers zeros for an approved class with no activity", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const admin = await createUser(ctx, { role: "admin" });
    const row = await createClass(ctx, teacher, { status: "approved" });
    expect((await progress(row.id, admin.headers)).json<ClassProgressResponse>().progress).toMatchObject({
      totalEnrollments: 0,
      totalAssignments: 0,
      totalSubmissions: 0,
      totalLessons: 0,
      averageProgressPercentage: 0,
      completedStudents: 0,
    });
  });

  it("shows the owning teacher their class, and another teacher a 404", async () => {
    const { teacher, row } = await busyClass();
    const other = await createUser(ctx, { role: "teacher" });
    expect((await progress(row.id, teacher.headers)).json<ClassProgressResponse>().progress.totalSubmissions).toBe(3);
    expect((await progress(row.id, other.headers)).statusCode).toBe(404);
  });

  it("refuses students (403) and visitors (401)", async () => {
    const { row } = await busyClass();
    const student = await createUser(ctx);
    expect((await progress(row.id, student.headers)).statusCode).toBe(403);
    expect((await progress(row.id, undefined)).statusCode).toBe(401);
  });

  it("is available only for approved classes (422), and 404 for missing ones", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const admin = await createUser(ctx, { role: "admin" });
    for (const status of ["pending", "rejected"] as const) {
      const row = await createClass(ctx, teacher, { status });
      const res = await progress(row.id, admin.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: "BUSINESS_RULE", message: messages.classes.progressNeedsApproval });
    }
    expect((await progress("missing", admin.headers)).statusCode).toBe(404);
  });
});
