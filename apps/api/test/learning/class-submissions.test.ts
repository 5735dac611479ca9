import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSubmission, enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addAssignmentDue, learningCalls } from "./support.js";

interface Listed {
  _id: string;
  assignmentId: string;
  studentUid: string;
  studentName: string;
  studentEmail: string;
}

describe("GET /api/submissions/class/{id}", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof learningCalls>;
  let owner: TestUser;
  let admin: TestUser;
  let students: TestUser[];
  let classId: string;
  let assignmentIds: string[];
  /** Submission ids, newest first. */
  let submissionIds: string[];

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = learningCalls(ctx);
    owner = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
    classId = (await createClass(ctx, owner)).id;
    students = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    for (const student of students) await enrolDirectly(ctx.db, classId, student.id);
    const first = await addAssignmentDue(ctx.db, classId, owner.id);
    const second = await addAssignmentDue(ctx.db, classId, owner.id);
    const untouched = await addAssignmentDue(ctx.db, classId, owner.id);
    assignmentIds = [first.id, second.id, untouched.id];
    const made = [];
    // Three on the first assignment, one on the second, none on the third; a second apart, as inserts in a row
    // can get the same timestamp (a CI run on PGlite did), which leaves "newest first" to the random ids.
    const start = Date.now() - 60_000;
    for (const [index, [assignment, student]] of (
      [
        [first, students[0]],
        [first, students[1]],
        [second, students[0]],
        [first, students[2]],
      ] as const
    ).entries()) {
      made.push(await addSubmission(ctx.db, assignment, student as TestUser, new Date(start + index * 1000)));
    }
    submissionIds = made.reverse().map((row) => row.id);
    // Work handed in for another class of the same teacher must not leak in.
    const other = await createClass(ctx, owner);
    await enrolDirectly(ctx.db, other.id, students[0]!.id);
    await addSubmission(ctx.db, await addAssignmentDue(ctx.db, other.id, owner.id), students[0]!);
  });
  afterAll(async () => ctx.close());

  it("gives the owner the class's submissions, newest first, with names and emails, and counts per assignment", async () => {
    const res = await calls.classSubmissions(owner, classId, "?limit=100");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.totalSubmissions).toBe(4);
    expect(body.totalPages).toBe(1);
    const listed = body.submissions as Listed[];
    expect(listed.map((s) => s._id)).toEqual(submissionIds);
    const byStudent = new Map(students.map((s) => [s.id, s]));
    for (const item of listed) {
      const student = byStudent.get(item.studentUid);
      expect(item).toMatchObject({ studentName: student?.name, studentEmail: student?.email });
    }
    const counts = new Map(
      (body.assignmentCounts as { assignmentId: string; submissions: number }[]).map((c) => [
        c.assignmentId,
        c.submissions,
      ]),
    );
    expect(Object.fromEntries(counts)).toEqual({
      [assignmentIds[0]!]: 3,
      [assignmentIds[1]!]: 1,
      [assignmentIds[2]!]: 0,
    });
  });

  it("pages the list with page and limit; past the end is an empty page with the same totals", async () => {
    const first = (await calls.classSubmissions(owner, classId, "?page=1&limit=3")).json();
    expect(first.submissions.map((s: Listed) => s._id)).toEqual(submissionIds.slice(0, 3));
    expect(first).toMatchObject({ totalSubmissions: 4, totalPages: 2 });
    const second = (await calls.classSubmissions(owner, classId, "?page=2&limit=3")).json();
    expect(second.submissions.map((s: Listed) => s._id)).toEqual(submissionIds.slice(3));
    const beyond = (await calls.classSubmissions(owner, classId, "?page=9&limit=3")).json();
    expect(beyond).toMatchObject({ submissions: [], totalSubmissions: 4, totalPages: 2 });
    expect(beyond.assignmentCounts).toHaveLength(3);
    for (const query of ["?limit=0", "?limit=101", "?page=0", "?page=abc"]) {
      expect((await calls.classSubmissions(owner, classId, query)).statusCode, query).toBe(400);
    }
    const tooDeep = await calls.classSubmissions(owner, classId, "?page=3335&limit=3");
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toBe(messages.api.classSubmissionsTooDeep(10_000));
  });

  it("lets admins read it too", async () => {
    const res = await calls.classSubmissions(admin, classId);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalSubmissions).toBe(4);
  });

  it("refuses visitors (401), students even when enrolled (403) and other teachers (404)", async () => {
    const otherTeacher = await createUser(ctx, { role: "teacher" });
    expect((await calls.classSubmissions(null, classId)).statusCode).toBe(401);
    const student = await calls.classSubmissions(students[0]!, classId);
    expect(student.statusCode).toBe(403);
    expect(student.body).not.toContain(students[1]!.email);
    const foreign = await calls.classSubmissions(otherTeacher, classId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(students[0]!.email);
    expect((await calls.classSubmissions(owner, "no-such-class")).statusCode).toBe(404);
  });

  it("answers an owner's class without submissions with empty lists and zero totals", async () => {
    const empty = await createClass(ctx, owner);
    const res = await calls.classSubmissions(owner, empty.id);
    expect(res.json()).toEqual({
      success: true,
      submissions: [],
      totalSubmissions: 0,
      totalPages: 0,
      assignmentCounts: [],
    });
  });
});
