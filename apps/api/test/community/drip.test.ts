import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addAttachment, addLesson, attachmentCalls, lessonCalls } from "../lessons/support.js";

const DAY = 24 * 3600 * 1000;

describe("drip: lessons that open after enrolment or from a date", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof lessonCalls>;
  let files: ReturnType<typeof attachmentCalls>;
  let teacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = lessonCalls(ctx);
    files = attachmentCalls(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  /** A class with an open lesson, one opening 7 days after enrolment and one opening from a date. */
  async function drippedClass(openingDate: Date) {
    const item = await createClass(ctx, teacher);
    const open = await addLesson(ctx.db, item.id, { title: "Open lesson" });
    const weekly = await addLesson(ctx.db, item.id, { title: "Week two", dripDays: 7 });
    const dated = await addLesson(ctx.db, item.id, { title: "Launch day", dripDate: openingDate });
    return { item, open, weekly, dated };
  }

  it("shows locked lessons with their opening dates and refuses reading, ticking and files early", async () => {
    const launch = new Date(Date.now() + 30 * DAY);
    const { item, open, weekly, dated } = await drippedClass(launch);
    const student = await createUser(ctx);
    const enrolledAt = new Date(Date.now() - 2 * DAY);
    await enrolDirectly(ctx.db, item.id, student.id, enrolledAt);
    const weeklyOpens = new Date(enrolledAt.getTime() + 7 * DAY).toISOString();

    const list = (await calls.list(item.id, student)).json();
    expect(list.lessons.map((l: { opensAt: string | null }) => l.opensAt)).toEqual([
      null,
      weeklyOpens,
      launch.toISOString(),
    ]);
    expect(list.nextLessonId).toBe(open.id);

    for (const [lesson, opensAt] of [
      [weekly, weeklyOpens],
      [dated, launch.toISOString()],
    ] as const) {
      const read = await calls.read(lesson.id, student);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe(messages.drip.locked(opensAt));
      const tick = await calls.complete(lesson.id, student);
      expect(tick.statusCode).toBe(403);
      expect(tick.json().message).toBe(messages.drip.locked(opensAt));
      const file = await addAttachment(ctx.db, lesson);
      const download = await files.download(file.id, student);
      expect(download.statusCode).toBe(403);
      expect(download.json().message).toBe(messages.drip.locked(opensAt));
    }
    expect((await calls.read(open.id, student)).statusCode).toBe(200);

    // Progress counts every lesson; ticking the open one leaves the locked ones to come, and Continue skips them.
    const ticked = (await calls.complete(open.id, student)).json();
    expect(ticked.progress).toMatchObject({ completedLessons: 1, totalLessons: 3 });
    expect(ticked.nextLessonId).toBeNull();
    expect((await calls.continueWith(item.id, student)).json().lesson).toBeNull();

    // The teacher and admins read every lesson at any time.
    const admin = await createUser(ctx, { role: "admin" });
    for (const reader of [teacher, admin]) {
      expect((await calls.read(weekly.id, reader)).statusCode).toBe(200);
      const rows = (await calls.list(item.id, reader)).json().lessons;
      expect(rows.map((l: { opensAt: string | null }) => l.opensAt)).toEqual([null, null, null]);
      expect(rows[1]).toMatchObject({ dripDays: 7, dripDate: null });
    }
  });

  it("opens each lesson once its time has come", async () => {
    const { item, weekly, dated } = await drippedClass(new Date(Date.now() - DAY));
    const student = await createUser(ctx);
    await enrolDirectly(ctx.db, item.id, student.id, new Date(Date.now() - 8 * DAY));
    const list = (await calls.list(item.id, student)).json();
    expect(list.lessons.map((l: { opensAt: string | null }) => l.opensAt)).toEqual([null, null, null]);
    expect((await calls.read(weekly.id, student)).statusCode).toBe(200);
    expect((await calls.read(dated.id, student)).statusCode).toBe(200);
    expect((await calls.complete(weekly.id, student)).statusCode).toBe(200);
  });

  it("lets the teacher set days or a date, not both", async () => {
    const item = await createClass(ctx, teacher);
    const base = { classId: item.id, title: "Dripped", body: "", videoUrl: "", estimatedMinutes: 5 };
    const byDays = await calls.create(teacher, { ...base, dripDays: 3 });
    expect(byDays.statusCode, byDays.body).toBe(201);
    expect(byDays.json().lesson).toMatchObject({ dripDays: 3, dripDate: null });
    const date = "2031-05-01T09:00:00.000Z";
    const changed = await calls.update(byDays.json().lesson._id, teacher, {
      title: "Dripped",
      estimatedMinutes: 5,
      dripDays: null,
      dripDate: date,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().lesson).toMatchObject({ dripDays: null, dripDate: date });
    const both = await calls.create(teacher, { ...base, dripDays: 3, dripDate: date });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors.dripDate).toEqual([messages.drip.bothGiven]);
    const tooMany = await calls.create(teacher, { ...base, dripDays: 400 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.dripDays).toEqual([messages.drip.daysInvalid]);
  });
});
