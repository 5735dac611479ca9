import { classes } from "@classwise/db/schema";
import { EMPTY_STUDENT_PROGRESS } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addAssignment, addSubmission, enrolDirectly, payFor, paymentCalls } from "./support.js";

describe("GET /api/students/{uid}/enrolled-classes", () => {
  let ctx: TestContext;
  let teacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher", name: "Tess Teacher" });
  });
  afterAll(async () => ctx.close());

  const list = (uid: string, user: TestUser | null, query = "") =>
    ctx.app.inject({
      method: "GET",
      url: `/api/students/${encodeURIComponent(uid)}/enrolled-classes${query}`,
      headers: user ? user.headers : {},
    });

  /** A student enrolled in `count` classes, the first one enrolled longest ago. */
  async function studentWith(count: number) {
    const student = await createUser(ctx);
    const enrolled = [];
    for (let index = 0; index < count; index++) {
      const item = await createClass(ctx, teacher, { title: `Enrolled ${index}` });
      await enrolDirectly(ctx.db, item.id, student.id, new Date(Date.UTC(2025, 0, 1 + index)));
      enrolled.push(item);
    }
    return { student, enrolled };
  }

  it("lists the student's classes newest enrolment first, five per page by default", async () => {
    const { student, enrolled } = await studentWith(7);
    const res = await list(student.id, student);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, totalClasses: 7, totalPages: 2 });
    expect(body.classes.map((c: { _id: string }) => c._id)).toEqual(
      enrolled
        .slice(2)
        .reverse()
        .map((c) => c.id),
    );
    expect(body.classes[0]).toMatchObject({
      title: "Enrolled 6",
      teacherName: "Tess Teacher",
      price: 49.99,
      status: "approved",
      enrolledAt: "2025-01-07T00:00:00.000Z",
    });
    const second = (await list(student.id, student, "?page=2&limit=5")).json();
    expect(second.classes.map((c: { title: string }) => c.title)).toEqual(["Enrolled 1", "Enrolled 0"]);
    const beyond = (await list(student.id, student, "?page=9&limit=5")).json();
    expect(beyond).toMatchObject({ classes: [], totalClasses: 7, totalPages: 2 });
  });

  it("shows a class bought through the payment flow, with the enrolment time", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { title: "Bought class" });
    const intentId = await payFor(ctx, student, item.id);
    expect((await paymentCalls(ctx).process(student, intentId, item.id)).statusCode).toBe(200);
    const [entry] = (await list(student.id, student)).json().classes;
    expect(entry).toMatchObject({ _id: item.id, title: "Bought class", enrolledCount: 1 });
    expect(Date.parse(entry.enrolledAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps classes deleted after purchase", async () => {
    const { student, enrolled } = await studentWith(2);
    const gone = enrolled[0];
    if (!gone) throw new Error("setup");
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, gone.id));
    const body = (await list(student.id, student)).json();
    expect(body.totalClasses).toBe(2);
    expect(body.classes.map((c: { _id: string }) => c._id)).toContain(gone.id);
  });

  it("is for the student themself and admins only", async () => {
    const { student } = await studentWith(1);
    const admin = await createUser(ctx, { role: "admin" });
    const other = await createUser(ctx);
    expect((await list(student.id, admin)).json().totalClasses).toBe(1);
    expect((await list(student.id, other)).statusCode).toBe(404);
    expect((await list(student.id, teacher)).statusCode).toBe(404);
    expect((await list(student.id, null)).statusCode).toBe(401);
  });

  it("validates paging", async () => {
    const { student } = await studentWith(1);
    expect((await list(student.id, student, "?page=0")).statusCode).toBe(400);
    expect((await list(student.id, student, "?limit=101")).statusCode).toBe(400);
    expect((await list(student.id, student, "?limit=abc")).statusCode).toBe(400);
  });

  it("summarises progress over every enrolment, not only the page", async () => {
    const student = await createUser(ctx);
    const make = async (assignmentCount: number, submitted: number) => {
      const item = await createClass(ctx, teacher);
      await enrolDirectly(ctx.db, item.id, student.id);
      for (let index = 0; index < assignmentCount; index++) {
        const assignment = await addAssignment(ctx.db, item.id, teacher.id);
        if (index < submitted) await addSubmission(ctx.db, assignment, student);
      }
    };
    await make(2, 2); // completed
    await make(3, 3); // completed
    await make(2, 1); // in progress
    await make(2, 0); // not started
    await make(0, 0); // no assignments
    await make(1, 1); // completed
    const body = (await list(student.id, student, "?limit=2")).json();
    expect(body.classes).toHaveLength(2);
    expect(body.summary).toEqual({ totalEnrolled: 6, completed: 3, inProgress: 1 });
  });

  it("carries each class's progress in the page itself (one call for the whole screen)", async () => {
    const student = await createUser(ctx);
    const cases: [number, number][] = [
      [0, 0],
      [3, 0],
      [4, 1],
      [2, 2],
    ];
    for (const [index, [assignmentCount, submitted]] of cases.entries()) {
      const item = await createClass(ctx, teacher, { title: `Progress ${index}` });
      await enrolDirectly(ctx.db, item.id, student.id, new Date(Date.UTC(2025, 2, 1 + index)));
      for (let k = 0; k < assignmentCount; k++) {
        const assignment = await addAssignment(ctx.db, item.id, teacher.id);
        if (k < submitted) await addSubmission(ctx.db, assignment, student);
      }
    }
    const body = (await list(student.id, student, "?limit=10")).json();
    const progress = Object.fromEntries(
      body.classes.map((c: { title: string; progress: unknown }) => [c.title, c.progress]),
    );
    expect(progress).toEqual({
      "Progress 0": { ...EMPTY_STUDENT_PROGRESS },
      "Progress 1": {
        totalAssignments: 3,
        completedAssignments: 0,
        totalLessons: 0,
        completedLessons: 0,
        progressPercentage: 0,
        isCompleted: false,
        hasAssignments: true,
      },
      "Progress 2": {
        totalAssignments: 4,
        completedAssignments: 1,
        totalLessons: 0,
        completedLessons: 0,
        progressPercentage: 25,
        isCompleted: false,
        hasAssignments: true,
      },
      "Progress 3": {
        totalAssignments: 2,
        completedAssignments: 2,
        totalLessons: 0,
        completedLessons: 0,
        progressPercentage: 100,
        isCompleted: true,
        hasAssignments: true,
      },
    });
  });
});
