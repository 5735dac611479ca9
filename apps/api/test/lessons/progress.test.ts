import { assignments } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAssignment, addSubmission, enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, lessonCalls } from "./support.js";

const DAY = 24 * 3600 * 1000;

describe("completing lessons and progress", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof lessonCalls>;
  let teacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = lessonCalls(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  const enrolledClasses = async (student: TestUser) =>
    (
      await ctx.app.inject({
        method: "GET",
        url: `/api/students/${student.id}/enrolled-classes?limit=20`,
        headers: student.headers,
      })
    ).json();

  async function classWith(lessonCount: number, title = `Class ${Math.random()}`) {
    const item = await createClass(ctx, teacher, { title });
    const ids: string[] = [];
    for (let i = 0; i < lessonCount; i++) ids.push((await addLesson(ctx.db, item.id)).id);
    return { id: item.id, ids };
  }

  it("marks a lesson complete and not complete, idempotently, and moves `continue` along", async () => {
    const student = await createUser(ctx);
    const { id, ids } = await classWith(3);
    await enrolDirectly(ctx.db, id, student.id);
    expect((await calls.continueWith(id, student)).json().lesson._id).toBe(ids[0]);

    for (let i = 0; i < 2; i++) {
      const res = await calls.complete(ids[0] ?? "", student);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        lessonId: ids[0],
        completed: true,
        nextLessonId: ids[1],
        progress: { totalLessons: 3, completedLessons: 1, progressPercentage: 33, isCompleted: false },
      });
    }
    await calls.complete(ids[2] ?? "", student);
    expect((await calls.continueWith(id, student)).json().lesson._id).toBe(ids[1]);
    const list = (await calls.list(id, student)).json();
    expect(list.lessons.map((l: { completed: boolean }) => l.completed)).toEqual([true, false, true]);
    expect(list.nextLessonId).toBe(ids[1]);
    expect((await calls.read(ids[2] ?? "", student)).json().lesson.completed).toBe(true);

    for (let i = 0; i < 2; i++) {
      const res = await calls.uncomplete(ids[0] ?? "", student);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ completed: false, nextLessonId: ids[0], progress: { completedLessons: 1 } });
    }
    await calls.complete(ids[0] ?? "", student);
    await calls.complete(ids[1] ?? "", student);
    const done = await calls.continueWith(id, student);
    expect(done.json().lesson).toBeNull();
    expect((await calls.list(id, student)).json()).toMatchObject({
      nextLessonId: null,
      progress: { progressPercentage: 100, isCompleted: true },
    });
  });

  it("lets only students enrolled in the class tick its lessons", async () => {
    const outsider = await createUser(ctx);
    const { id, ids } = await classWith(1);
    const refused = await calls.complete(ids[0] ?? "", outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.lessons.notEnrolled);
    expect((await calls.complete(ids[0] ?? "", teacher)).statusCode).toBe(403);
    expect((await calls.complete(ids[0] ?? "", null)).statusCode).toBe(401);
    expect((await calls.complete("no-such-lesson", outsider)).statusCode).toBe(404);
    const hidden = await createClass(ctx, teacher, { status: "pending" });
    const hiddenLesson = await addLesson(ctx.db, hidden.id);
    expect((await calls.complete(hiddenLesson.id, outsider)).statusCode).toBe(404);
    const student = await createUser(ctx);
    await enrolDirectly(ctx.db, id, student.id);
    expect((await calls.list(id, student)).json().progress.completedLessons).toBe(0);
  });

  it("without lessons uses the spec's formula; with lessons counts lessons and submissions together", async () => {
    const student = await createUser(ctx);
    const plain = await classWith(0, "Assignments only");
    await enrolDirectly(ctx.db, plain.id, student.id);
    const a1 = await addAssignment(ctx.db, plain.id, teacher.id);
    await addAssignment(ctx.db, plain.id, teacher.id);
    await addAssignment(ctx.db, plain.id, teacher.id);
    await addSubmission(ctx.db, a1, student);

    const mixed = await classWith(5, "Lessons and assignments");
    await enrolDirectly(ctx.db, mixed.id, student.id);
    const b1 = await addAssignment(ctx.db, mixed.id, teacher.id);
    await addAssignment(ctx.db, mixed.id, teacher.id);
    await addSubmission(ctx.db, b1, student);
    for (const lessonId of mixed.ids.slice(0, 2)) await calls.complete(lessonId, student);

    const body = await enrolledClasses(student);
    const byTitle = Object.fromEntries(
      body.classes.map((c: { title: string; progress: unknown; nextLessonId: string | null }) => [c.title, c]),
    );
    expect(byTitle["Assignments only"]).toMatchObject({
      nextLessonId: null,
      progress: { totalAssignments: 3, completedAssignments: 1, totalLessons: 0, progressPercentage: 33 },
    });
    // (2 lessons + 1 submission) / (5 lessons + 2 assignments) = 3/7 = 43%
    expect(byTitle["Lessons and assignments"]).toMatchObject({
      nextLessonId: mixed.ids[2],
      progress: {
        totalAssignments: 2,
        completedAssignments: 1,
        totalLessons: 5,
        completedLessons: 2,
        progressPercentage: 43,
        isCompleted: false,
      },
    });
    expect(body.summary).toEqual({ totalEnrolled: 2, completed: 0, inProgress: 2 });
    // The class page's list answer carries the same numbers.
    expect((await calls.list(mixed.id, student)).json().progress).toEqual(byTitle["Lessons and assignments"].progress);
  });

  it("does not count assignments closed before the student enrolled, so a late enrollee can reach 100%", async () => {
    const late = await createUser(ctx);
    const early = await createUser(ctx);
    const { id } = await classWith(0, "Late enrolment");
    const insert = async (deadline: Date) => {
      const [row] = await ctx.db
        .insert(assignments)
        .values({ classId: id, teacherId: teacher.id, title: "Old task", description: "Done long ago", deadline })
        .returning();
      if (!row) throw new Error("insert failed");
      return row;
    };
    const closedLong = await insert(new Date(Date.now() - 30 * DAY));
    const closedRecent = await insert(new Date(Date.now() - 10 * DAY));
    await insert(new Date(Date.now() - 2 * DAY)); // closed after the late student enrolled: counts, missed
    const open = await addAssignment(ctx.db, id, teacher.id);
    await enrolDirectly(ctx.db, id, early.id, new Date(Date.now() - 40 * DAY));
    await enrolDirectly(ctx.db, id, late.id, new Date(Date.now() - 5 * DAY));
    await addSubmission(ctx.db, closedRecent, late); // submitted somehow before: still counts, as done

    const lateProgress = (await enrolledClasses(late)).classes[0].progress;
    expect(lateProgress).toMatchObject({ totalAssignments: 3, completedAssignments: 1, progressPercentage: 33 });
    const earlyProgress = (await enrolledClasses(early)).classes[0].progress;
    expect(earlyProgress).toMatchObject({ totalAssignments: 4, completedAssignments: 0 });

    const lastMissed = (await ctx.db.select().from(assignments)).find(
      (row) => row.classId === id && row.id !== closedLong.id && row.id !== closedRecent.id && row.id !== open.id,
    );
    if (!lastMissed) throw new Error("assignment missing");
    await addSubmission(ctx.db, open, late);
    await addSubmission(ctx.db, lastMissed, late);
    const finished = await enrolledClasses(late);
    expect(finished.classes[0].progress).toMatchObject({
      totalAssignments: 3,
      progressPercentage: 100,
      isCompleted: true,
    });
    expect(finished.summary).toMatchObject({ completed: 1, inProgress: 0 });
  });
});
