import { classes } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { assignmentsOfClass, fieldErrorsOf, inHours, learningCalls, uniqueText } from "./support.js";

describe("POST /api/assignments", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof learningCalls>;
  let owner: TestUser;
  let classId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = learningCalls(ctx);
    owner = await createUser(ctx, { role: "teacher" });
    classId = (await createClass(ctx, owner)).id;
  });
  afterAll(async () => ctx.close());

  const validBody = (overrides: Record<string, unknown> = {}) => ({
    classId,
    title: uniqueText("Essay"),
    deadline: inHours(48).toISOString(),
    description: "Write 500 words on the topic of the week.",
    ...overrides,
  });

  it("adds an assignment to the owner's approved class and students then see it", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, owner);
    await enrolDirectly(ctx.db, item.id, student.id);
    const deadline = inHours(72);
    const title = uniqueText("Landing page");
    const res = await calls.createAssignment(owner, {
      classId: item.id,
      title: `  ${title}  `,
      deadline: deadline.toISOString(),
      description: "  Build it with plain HTML.  ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { success, assignment } = res.json();
    expect(success).toBe(true);
    expect(assignment).toEqual({
      _id: expect.any(String),
      classId: item.id,
      teacherUid: owner.id,
      title,
      description: "Build it with plain HTML.",
      deadline: deadline.toISOString(),
      createdAt: expect.any(String),
    });

    const listed = await ctx.app.inject({
      method: "GET",
      url: `/api/assignments/class/${item.id}`,
      headers: student.headers,
    });
    expect(listed.json().assignments.map((a: { _id: string }) => a._id)).toEqual([assignment._id]);
  });

  it("accepts a deadline with a zone offset and stores the same instant", async () => {
    const res = await calls.createAssignment(owner, validBody({ deadline: "2099-06-01T12:00:00+02:00" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().assignment.deadline).toBe("2099-06-01T10:00:00.000Z");
  });

  it("takes the teacher and the creation time from the server, never from the body", async () => {
    const other = await createUser(ctx, { role: "teacher" });
    const before = Date.now();
    const res = await calls.createAssignment(
      owner,
      validBody({ teacherUid: other.id, teacherId: other.id, createdAt: "2001-01-01T00:00:00.000Z" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { assignment } = res.json();
    expect(assignment.teacherUid).toBe(owner.id);
    expect(Date.parse(assignment.createdAt)).toBeGreaterThan(before - 60_000);
    const stored = (await assignmentsOfClass(ctx.db, classId)).find((row) => row.id === assignment._id);
    expect(stored?.teacherId).toBe(owner.id);
  });

  it("answers 400 with the spec's messages for missing or blank fields", async () => {
    for (const body of [{ classId }, { classId, title: "  ", deadline: " ", description: "" }]) {
      const res = await calls.createAssignment(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
      const fieldErrors = fieldErrorsOf(res.body);
      expect(fieldErrors.title).toEqual([messages.validation.assignmentTitleRequired]);
      expect(fieldErrors.deadline).toEqual([messages.validation.assignmentDeadlineRequired]);
      expect(fieldErrors.description).toEqual([messages.validation.assignmentDescriptionRequired]);
    }
  });

  it("refuses a deadline that is not a date-time with a zone", async () => {
    for (const deadline of ["next friday", "2099-06-01T12:00", "2099-13-01T12:00:00Z", 1_900_000_000_000]) {
      const res = await calls.createAssignment(owner, validBody({ deadline }));
      expect(res.statusCode, String(deadline)).toBe(400);
      expect(fieldErrorsOf(res.body).deadline?.length).toBe(1);
    }
  });

  it("answers 422 for a deadline that is not in the future, and stores nothing", async () => {
    const item = await createClass(ctx, owner);
    for (const deadline of [inHours(-1), new Date(Date.now() - 1000)]) {
      const res = await calls.createAssignment(
        owner,
        validBody({ classId: item.id, deadline: deadline.toISOString() }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        code: "BUSINESS_RULE",
        message: messages.validation.assignmentDeadlinePast,
        fieldErrors: { deadline: [messages.validation.assignmentDeadlinePast] },
      });
    }
    expect(await assignmentsOfClass(ctx.db, item.id)).toHaveLength(0);
  });

  it("is for teachers only: visitors 401, students (enrolled or not) and admins 403, before the body is read", async () => {
    const student = await createUser(ctx);
    await enrolDirectly(ctx.db, classId, student.id);
    const admin = await createUser(ctx, { role: "admin" });
    expect((await calls.createAssignment(null, validBody())).statusCode).toBe(401);
    for (const user of [student, admin]) {
      const res = await calls.createAssignment(user, validBody());
      expect(res.statusCode).toBe(403);
      expect((await calls.createAssignment(user, {})).statusCode).toBe(403);
    }
  });

  it("answers 404 for another teacher's class, a deleted one and a missing one, and changes nothing", async () => {
    const other = await createUser(ctx, { role: "teacher" });
    const before = (await assignmentsOfClass(ctx.db, classId)).length;
    const foreign = await calls.createAssignment(other, validBody());
    expect(foreign.statusCode).toBe(404);
    expect(await assignmentsOfClass(ctx.db, classId)).toHaveLength(before);

    const deleted = await createClass(ctx, owner);
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, deleted.id));
    expect((await calls.createAssignment(owner, validBody({ classId: deleted.id }))).statusCode).toBe(404);
    expect((await calls.createAssignment(owner, validBody({ classId: "no-such-class" }))).statusCode).toBe(404);
    expect(await assignmentsOfClass(ctx.db, deleted.id)).toHaveLength(0);
  });

  it("answers 422 while the owner's class is pending or rejected", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const item = await createClass(ctx, owner, { status });
      const res = await calls.createAssignment(owner, validBody({ classId: item.id }));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(messages.learning.assignmentsNeedApproval);
      expect(await assignmentsOfClass(ctx.db, item.id)).toHaveLength(0);
    }
  });
});
