import { classes, lessons } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, lessonCalls, positionsOf } from "./support.js";

describe("teachers writing lessons", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof lessonCalls>;
  let owner: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = lessonCalls(ctx);
    owner = await createUser(ctx, { role: "teacher" });
    otherTeacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
    student = await createUser(ctx);
  });
  afterAll(async () => ctx.close());

  const lesson = (classId: string, overrides: object = {}) => ({
    classId,
    title: "Reading a stack trace",
    body: "## Steps\n\n1. Read the last line\n2. Find your own file",
    videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    estimatedMinutes: 12,
    ...overrides,
  });

  it("appends lessons to a pending or an approved class of the teacher, the video kept as provider and id", async () => {
    for (const status of ["pending", "approved"] as const) {
      const { id } = await createClass(ctx, owner, { status });
      const first = await calls.create(owner, lesson(id));
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().lesson).toMatchObject({
        classId: id,
        position: 1,
        title: "Reading a stack trace",
        video: { provider: "youtube", id: "dQw4w9WgXcQ" },
        estimatedMinutes: 12,
        totalLessons: 1,
      });
      const second = await calls.create(owner, lesson(id, { title: "Fixing it", videoUrl: "" }));
      expect(second.json().lesson).toMatchObject({
        position: 2,
        video: null,
        previousLessonId: first.json().lesson._id,
      });
      const [row] = await ctx.db.select().from(lessons).where(eq(lessons.id, first.json().lesson._id));
      expect(row).toMatchObject({ videoProvider: "youtube", videoId: "dQw4w9WgXcQ" });
    }
  });

  it("refuses a rejected or deleted class, and another teacher's class as if missing", async () => {
    const rejected = await createClass(ctx, owner, { status: "rejected" });
    const res = await calls.create(owner, lesson(rejected.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.lessons.classNotEditable);

    const deleted = await createClass(ctx, owner);
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, deleted.id));
    expect((await calls.create(owner, lesson(deleted.id))).statusCode).toBe(404);

    const foreign = await createClass(ctx, otherTeacher);
    const refused = await calls.create(owner, lesson(foreign.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.enrolment.classNotFound);
    expect(await positionsOf(ctx.db, foreign.id)).toEqual([]);
  });

  it("lets no student or admin write (403 before the body is read), and no visitor (401)", async () => {
    const { id } = await createClass(ctx, owner);
    expect((await calls.create(student, lesson(id))).statusCode).toBe(403);
    expect((await calls.create(admin, lesson(id))).statusCode).toBe(403);
    expect((await calls.create(null, lesson(id))).statusCode).toBe(401);
    expect(await positionsOf(ctx.db, id)).toEqual([]);
  });

  it("answers bad input with 400 and the field's message", async () => {
    const { id } = await createClass(ctx, owner);
    const cases: [object, string, string][] = [
      [{ title: "ab" }, "title", messages.lessons.titleLength],
      [{ title: "   " }, "title", messages.lessons.titleRequired],
      [{ body: "x".repeat(50_001) }, "body", messages.lessons.bodyTooLong],
      [{ videoUrl: "https://example.com/watch?v=dQw4w9WgXcQ" }, "videoUrl", messages.lessons.videoInvalid],
      [{ videoUrl: "javascript:alert(1)" }, "videoUrl", messages.lessons.videoInvalid],
      [{ estimatedMinutes: 0 }, "estimatedMinutes", messages.lessons.minutesInvalid],
      [{ estimatedMinutes: "many" }, "estimatedMinutes", messages.lessons.minutesInvalid],
    ];
    for (const [input, field, message] of cases) {
      const res = await calls.create(owner, lesson(id, input));
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json().fieldErrors?.[field]).toContain(message);
    }
    expect(await positionsOf(ctx.db, id)).toEqual([]);
  });

  it("edits a lesson's content without moving it, for the class's teacher only", async () => {
    const { id } = await createClass(ctx, owner);
    const a = await addLesson(ctx.db, id);
    const b = await addLesson(ctx.db, id);
    const res = await calls.update(b.id, owner, {
      title: "Renamed lesson",
      body: "New text",
      videoUrl: "https://vimeo.com/76979871",
      estimatedMinutes: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lesson).toMatchObject({
      _id: b.id,
      position: 2,
      title: "Renamed lesson",
      body: "New text",
      video: { provider: "vimeo", id: "76979871" },
      estimatedMinutes: 30,
      previousLessonId: a.id,
    });
    const foreign = await calls.update(b.id, otherTeacher, { title: "Taken over", body: "", estimatedMinutes: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(messages.lessons.lessonNotFound);
    expect((await positionsOf(ctx.db, id)).map((l) => l.title)).toEqual([a.title, "Renamed lesson"]);
  });

  it("deletes a lesson and closes the gap", async () => {
    const { id } = await createClass(ctx, owner);
    const rows = [await addLesson(ctx.db, id), await addLesson(ctx.db, id), await addLesson(ctx.db, id)];
    expect((await calls.remove(rows[1]?.id ?? "", otherTeacher)).statusCode).toBe(404);
    const res = await calls.remove(rows[1]?.id ?? "", owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.lessons.deleted);
    expect(await positionsOf(ctx.db, id)).toEqual([
      { id: rows[0]?.id, position: 1, title: rows[0]?.title },
      { id: rows[2]?.id, position: 2, title: rows[2]?.title },
    ]);
    expect((await calls.remove(rows[1]?.id ?? "", owner)).statusCode).toBe(404);
  });

  it("keeps the completions of an enrolled student out of a deleted lesson's way", async () => {
    const { id } = await createClass(ctx, owner);
    await enrolDirectly(ctx.db, id, student.id);
    const row = await addLesson(ctx.db, id);
    expect((await calls.complete(row.id, student)).statusCode).toBe(200);
    expect((await calls.remove(row.id, owner)).statusCode).toBe(200);
    expect((await calls.list(id, student)).json().progress).toMatchObject({ totalLessons: 0, completedLessons: 0 });
  });
});
