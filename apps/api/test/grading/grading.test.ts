import { submissions } from "@classwise/db/schema";
import { FEEDBACK_MAX, messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { classWithSubmissions, gradingCalls } from "./support.js";

describe("grading: list, open, grade and change a grade", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof gradingCalls>;
  let world: Awaited<ReturnType<typeof classWithSubmissions>>;
  let admin: TestUser;
  let otherTeacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = gradingCalls(ctx);
    world = await classWithSubmissions(ctx, 4);
    admin = await createUser(ctx, { role: "admin" });
    otherTeacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  const row = async (id: string) => (await ctx.db.select().from(submissions).where(eq(submissions.id, id)))[0];

  it("lists an assignment's submissions first handed in first, with the student's name, photo, time and text", async () => {
    const res = await calls.list(world.teacher, world.assignment.id, "?limit=3");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.assignment).toMatchObject({ _id: world.assignment.id, title: world.assignment.title });
    expect(body.counts).toEqual({ all: 4, graded: 0, ungraded: 4 });
    expect(body).toMatchObject({ totalSubmissions: 4, totalPages: 2 });
    expect(body.submissions.map((s: { _id: string }) => s._id)).toEqual(world.submissions.slice(0, 3).map((s) => s.id));
    const first = body.submissions[0];
    expect(first).toMatchObject({
      studentName: world.students[0]!.name,
      studentPhotoURL: "/uploads/avatars/student-0.webp",
      submissionText: world.submissions[0]!.submissionText,
      submittedAt: world.submissions[0]!.submittedAt.toISOString(),
      score: null,
      feedback: null,
      gradedAt: null,
    });
    const second = (await calls.list(world.teacher, world.assignment.id, "?limit=3&page=2")).json();
    expect(second.submissions.map((s: { _id: string }) => s._id)).toEqual([world.submissions[3]!.id]);
  });

  it("grades a submission, stores grader and time, and answers the next one not graded", async () => {
    const target = world.submissions[1]!;
    const res = await calls.grade(world.teacher, target.id, { score: 87, feedback: "  Clear and complete.  " });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.submission).toMatchObject({ _id: target.id, score: 87, feedback: "Clear and complete." });
    expect(Date.parse(body.submission.gradedAt)).not.toBeNaN();
    expect(body.nextUngradedId).toBe(world.submissions[2]!.id);
    const stored = await row(target.id);
    expect(stored).toMatchObject({ score: 87, feedback: "Clear and complete.", gradedBy: world.teacher.id });
  });

  it("filters graded and not graded, with the counts of the whole assignment", async () => {
    const graded = (await calls.list(world.teacher, world.assignment.id, "?status=graded")).json();
    expect(graded.submissions.map((s: { _id: string }) => s._id)).toEqual([world.submissions[1]!.id]);
    expect(graded).toMatchObject({ totalSubmissions: 1, totalPages: 1, counts: { all: 4, graded: 1, ungraded: 3 } });
    const ungraded = (await calls.list(world.teacher, world.assignment.id, "?status=ungraded")).json();
    expect(ungraded.submissions.map((s: { _id: string }) => s._id)).toEqual(
      [0, 2, 3].map((i) => world.submissions[i]!.id),
    );
    expect(ungraded.totalSubmissions).toBe(3);
    expect((await calls.list(world.teacher, world.assignment.id, "?status=late")).statusCode).toBe(400);
    const tooDeep = await calls.list(world.teacher, world.assignment.id, "?status=ungraded&limit=50&page=201");
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toBe(messages.api.submissionsTooDeep(10_000));
  });

  it("opens one submission; next not graded wraps round to the first one waiting", async () => {
    const res = await calls.open(world.teacher, world.submissions[3]!.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.submission).toMatchObject({ _id: world.submissions[3]!.id, studentName: world.students[3]!.name });
    expect(body.assignment._id).toBe(world.assignment.id);
    expect(body.nextUngradedId).toBe(world.submissions[0]!.id);
  });

  it("changes a grade later: the new score and feedback replace the old ones", async () => {
    const target = world.submissions[1]!;
    const res = await calls.grade(world.teacher, target.id, { score: 92, feedback: "Better after a second read." });
    expect(res.statusCode).toBe(200);
    expect(await row(target.id)).toMatchObject({ score: 92, feedback: "Better after a second read." });
  });

  it("shows the student Graded with score and feedback on their own submissions", async () => {
    const res = await calls.studentView(world.students[1]!, world.theClass.id);
    expect(res.statusCode).toBe(200);
    const [mine] = res.json().submissions;
    expect(mine).toMatchObject({ score: 92, feedback: "Better after a second read." });
    expect(mine.gradedAt).toEqual(expect.any(String));
    const ungraded = (await calls.studentView(world.students[0]!, world.theClass.id)).json().submissions[0];
    expect(ungraded).toMatchObject({ score: null, feedback: null, gradedAt: null });
  });

  it("lets admins list, open and grade, recorded as the grader", async () => {
    expect((await calls.list(admin, world.assignment.id)).statusCode).toBe(200);
    expect((await calls.open(admin, world.submissions[0]!.id)).statusCode).toBe(200);
    const res = await calls.grade(admin, world.submissions[0]!.id, { score: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(world.submissions[0]!.id)).toMatchObject({ score: 0, feedback: "", gradedBy: admin.id });
  });

  it("answers another class's teacher 404 on every call and changes nothing", async () => {
    const target = world.submissions[2]!;
    for (const res of [
      await calls.list(otherTeacher, world.assignment.id),
      await calls.open(otherTeacher, target.id),
      await calls.grade(otherTeacher, target.id, { score: 10 }),
      await calls.exportCsv(otherTeacher, world.theClass.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(world.students[2]!.email);
    }
    expect(await row(target.id)).toMatchObject({ score: null, gradedAt: null });
  });

  it("refuses visitors (401) and students, even the author (403)", async () => {
    const author = world.students[2]!;
    const target = world.submissions[2]!;
    expect((await calls.list(null, world.assignment.id)).statusCode).toBe(401);
    expect((await calls.grade(null, target.id, { score: 100 })).statusCode).toBe(401);
    expect((await calls.list(author, world.assignment.id)).statusCode).toBe(403);
    expect((await calls.open(author, target.id)).statusCode).toBe(403);
    expect((await calls.grade(author, target.id, { score: 100 })).statusCode).toBe(403);
    expect(await row(target.id)).toMatchObject({ score: null });
  });

  it("answers 404 for a missing assignment or submission", async () => {
    expect((await calls.list(world.teacher, "no-such-assignment")).json().message).toBe(
      messages.learning.assignmentNotFound,
    );
    const missing = await calls.grade(world.teacher, "no-such-submission", { score: 50 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.grading.submissionNotFound);
  });

  it("refuses scores outside 0-100, fractions, missing scores and feedback over 5,000 characters with 400", async () => {
    const target = world.submissions[3]!;
    for (const body of [{ score: -1 }, { score: 101 }, { score: 50.5 }, { score: "80" }]) {
      const res = await calls.grade(world.teacher, target.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors.score).toEqual([messages.grading.scoreRange]);
    }
    const missing = await calls.grade(world.teacher, target.id, { feedback: "No score" });
    expect(missing.json().fieldErrors.score).toEqual([messages.grading.scoreRequired]);
    const long = await calls.grade(world.teacher, target.id, { score: 50, feedback: "x".repeat(FEEDBACK_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.feedback).toEqual([messages.grading.feedbackTooLong]);
    const longest = await calls.grade(world.teacher, target.id, { score: 50, feedback: "x".repeat(FEEDBACK_MAX) });
    expect(longest.statusCode).toBe(200);
  });

  it("ignores grader and time sent in the body", async () => {
    const target = world.submissions[3]!;
    const res = await calls.grade(world.teacher, target.id, {
      score: 70,
      gradedBy: admin.id,
      gradedAt: "2000-01-01T00:00:00.000Z",
    });
    expect(res.statusCode).toBe(200);
    const stored = await row(target.id);
    expect(stored?.gradedBy).toBe(world.teacher.id);
    expect(stored?.gradedAt?.getUTCFullYear()).toBeGreaterThan(2000);
  });

  it("never takes a grade from a student's own submission body", async () => {
    const student = await createUser(ctx);
    await enrolDirectly(ctx.db, world.theClass.id, student.id);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/submissions",
      headers: student.headers,
      payload: {
        assignmentId: world.assignment.id,
        submissionText: "Mine",
        score: 100,
        feedback: "Perfect",
        gradedAt: "2020-01-01T00:00:00.000Z",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().submission).toMatchObject({ score: null, feedback: null, gradedAt: null });
    expect(await row(res.json().submission._id)).toMatchObject({ score: null, feedback: null, gradedAt: null });
  });
});
