import { classes } from "@classwise/db/schema";
import { messages, SUBMISSION_TEXT_MAX } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSubmission, enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addAssignmentDue, fieldErrorsOf, inHours, learningCalls, submissionsOfAssignment } from "./support.js";

describe("POST /api/submissions", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof learningCalls>;
  let teacher: TestUser;
  let classId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = learningCalls(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
    classId = (await createClass(ctx, teacher)).id;
  });
  afterAll(async () => ctx.close());

  async function enrolledStudent(inClass = classId) {
    const student = await createUser(ctx);
    await enrolDirectly(ctx.db, inClass, student.id);
    return student;
  }

  it("stores an enrolled student's answer with class, name, email and time from the server", async () => {
    const student = await enrolledStudent();
    const other = await createUser(ctx);
    const elsewhere = await createClass(ctx, teacher);
    const assignment = await addAssignmentDue(ctx.db, classId, teacher.id);
    const before = Date.now();
    const res = await calls.submit(student, {
      assignmentId: assignment.id,
      submissionText: "  https://example.test/my-work  ",
      classId: elsewhere.id,
      studentUid: other.id,
      studentName: "Someone Else",
      studentEmail: other.email,
      submittedAt: "2001-01-01T00:00:00.000Z",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { success, submission } = res.json();
    expect(success).toBe(true);
    expect(submission).toEqual({
      _id: expect.any(String),
      assignmentId: assignment.id,
      classId,
      studentUid: student.id,
      studentName: student.name,
      studentEmail: student.email,
      submissionText: "https://example.test/my-work",
      submittedAt: expect.any(String),
      score: null,
      feedback: null,
      gradedAt: null,
    });
    expect(Date.parse(submission.submittedAt)).toBeGreaterThan(before - 60_000);

    const own = await ctx.app.inject({
      method: "GET",
      url: `/api/submissions/student/${student.id}/class/${classId}`,
      headers: student.headers,
    });
    expect(own.json().submissions.map((s: { _id: string }) => s._id)).toEqual([submission._id]);
  });

  it("answers 400 'Submission text is required' for a missing or blank text, and refuses over-long ones", async () => {
    const student = await enrolledStudent();
    const assignment = await addAssignmentDue(ctx.db, classId, teacher.id);
    for (const submissionText of [undefined, "", "   \n\t "]) {
      const res = await calls.submit(student, { assignmentId: assignment.id, submissionText });
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res.body).submissionText).toEqual([messages.validation.submissionRequired]);
    }
    const long = await calls.submit(student, {
      assignmentId: assignment.id,
      submissionText: "x".repeat(SUBMISSION_TEXT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(fieldErrorsOf(long.body).submissionText).toEqual([messages.validation.submissionTooLong]);
    expect(await submissionsOfAssignment(ctx.db, assignment.id)).toHaveLength(0);

    const longest = await calls.submit(student, {
      assignmentId: assignment.id,
      submissionText: "y".repeat(SUBMISSION_TEXT_MAX),
    });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it("answers 422 once the deadline has passed, and stores nothing", async () => {
    const student = await enrolledStudent();
    const missed = await addAssignmentDue(ctx.db, classId, teacher.id, inHours(-1));
    const res = await calls.submit(student, { assignmentId: missed.id, submissionText: "Late work" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: "BUSINESS_RULE",
      message: messages.learning.deadlinePassed,
    });
    expect(await submissionsOfAssignment(ctx.db, missed.id)).toHaveLength(0);
  });

  it("accepts one submission per assignment and student: the second answers 409", async () => {
    const student = await enrolledStudent();
    const assignment = await addAssignmentDue(ctx.db, classId, teacher.id);
    expect((await calls.submit(student, { assignmentId: assignment.id, submissionText: "First" })).statusCode).toBe(
      201,
    );
    const again = await calls.submit(student, { assignmentId: assignment.id, submissionText: "Second" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", message: messages.classPage.submissionDuplicate });
    const rows = await submissionsOfAssignment(ctx.db, assignment.id);
    expect(rows.map((row) => row.submissionText)).toEqual(["First"]);
  });

  it("stores exactly one of two parallel submissions; the other answers 409", async () => {
    const student = await enrolledStudent();
    const assignment = await addAssignmentDue(ctx.db, classId, teacher.id);
    const answers = await Promise.all(
      ["One", "Two"].map((submissionText) => calls.submit(student, { assignmentId: assignment.id, submissionText })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe(messages.classPage.submissionDuplicate);
    expect(await submissionsOfAssignment(ctx.db, assignment.id)).toHaveLength(1);
  });

  it("tells an already submitted, now closed assignment apart from a missed one (409, not 422)", async () => {
    const student = await enrolledStudent();
    const closed = await addAssignmentDue(ctx.db, classId, teacher.id, inHours(-2));
    await addSubmission(ctx.db, closed, student);
    const res = await calls.submit(student, { assignmentId: closed.id, submissionText: "Again" });
    expect(res.statusCode).toBe(409);
  });

  it("refuses visitors (401) and anyone not enrolled in the class (403), owner and admins included", async () => {
    const assignment = await addAssignmentDue(ctx.db, classId, teacher.id);
    const outsider = await createUser(ctx);
    const admin = await createUser(ctx, { role: "admin" });
    const otherTeacher = await createUser(ctx, { role: "teacher" });
    const body = { assignmentId: assignment.id, submissionText: "Let me in" };
    expect((await calls.submit(null, body)).statusCode).toBe(401);
    expect((await calls.submit(null, {})).statusCode).toBe(401);
    for (const user of [outsider, teacher, admin, otherTeacher]) {
      const res = await calls.submit(user, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.enrolment.notEnrolled);
    }
    expect(await submissionsOfAssignment(ctx.db, assignment.id)).toHaveLength(0);
  });

  it("answers 404 for a missing assignment and for one in a class the caller cannot see", async () => {
    const student = await enrolledStudent();
    expect((await calls.submit(student, { assignmentId: "no-such-assignment", submissionText: "Hi" })).statusCode).toBe(
      404,
    );
    const hidden = await createClass(ctx, teacher, { status: "pending" });
    const assignment = await addAssignmentDue(ctx.db, hidden.id, teacher.id);
    const res = await calls.submit(student, { assignmentId: assignment.id, submissionText: "Hi" });
    expect(res.statusCode).toBe(404);
  });

  it("a student keeps submitting in a class its teacher deleted (lifetime access)", async () => {
    const item = await createClass(ctx, teacher);
    const student = await enrolledStudent(item.id);
    const assignment = await addAssignmentDue(ctx.db, item.id, teacher.id);
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, item.id));
    const res = await calls.submit(student, { assignmentId: assignment.id, submissionText: "Still here" });
    expect(res.statusCode, res.body).toBe(201);
  });
});
