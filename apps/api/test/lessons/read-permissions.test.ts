import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, lessonCalls, SECRET_BODY } from "./support.js";

describe("who reads lessons", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof lessonCalls>;
  let owner: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;
  let enrolled: TestUser;
  let outsider: TestUser;
  let classId: string;
  let pendingId: string;
  let lessonIds: string[];
  let pendingLessonId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = lessonCalls(ctx);
    owner = await createUser(ctx, { role: "teacher" });
    otherTeacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
    enrolled = await createUser(ctx);
    outsider = await createUser(ctx);
    classId = (await createClass(ctx, owner)).id;
    await enrolDirectly(ctx.db, classId, enrolled.id);
    const first = await addLesson(ctx.db, classId, { title: "Welcome", estimatedMinutes: 5 });
    const second = await addLesson(ctx.db, classId, {
      title: "First steps",
      estimatedMinutes: 25,
      videoProvider: "youtube",
      videoId: "dQw4w9WgXcQ",
    });
    lessonIds = [first.id, second.id];
    pendingId = (await createClass(ctx, owner, { status: "pending" })).id;
    pendingLessonId = (await addLesson(ctx.db, pendingId)).id;
  });
  afterAll(async () => ctx.close());

  it("shows everyone, visitors included, the outline of a public class and never a body", async () => {
    for (const user of [null, outsider, otherTeacher, enrolled, owner, admin]) {
      const res = await calls.curriculum(classId, user);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        lessons: [
          { _id: lessonIds[0], position: 1, title: "Welcome", estimatedMinutes: 5 },
          { _id: lessonIds[1], position: 2, title: "First steps", estimatedMinutes: 25 },
        ],
        totalLessons: 2,
        totalMinutes: 30,
      });
      expect(res.body).not.toContain(SECRET_BODY);
    }
  });

  it("hides the outline of a pending class from all but its teacher and admins", async () => {
    for (const user of [null, outsider, otherTeacher]) {
      const res = await calls.curriculum(pendingId, user);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.enrolment.classNotFound);
    }
    for (const user of [owner, admin]) expect((await calls.curriculum(pendingId, user)).json().totalLessons).toBe(1);
  });

  it("gives enrolled students, the teacher and admins the bodies", async () => {
    for (const user of [enrolled, owner, admin]) {
      const list = await calls.list(classId, user);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().lessons.map((l: { _id: string }) => l._id)).toEqual(lessonIds);
      expect(list.json().lessons[1]).toMatchObject({ hasVideo: true, completed: false });
      expect(list.body).not.toContain(SECRET_BODY);
      const one = await calls.read(lessonIds[1] ?? "", user);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().lesson).toMatchObject({
        _id: lessonIds[1],
        classId,
        position: 2,
        title: "First steps",
        body: `# Lesson 2\n\n${SECRET_BODY}`,
        video: { provider: "youtube", id: "dQw4w9WgXcQ" },
        previousLessonId: lessonIds[0],
        nextLessonId: null,
        totalLessons: 2,
      });
    }
    expect((await calls.list(classId, enrolled)).json().progress).toMatchObject({
      totalLessons: 2,
      completedLessons: 0,
    });
    expect((await calls.list(classId, owner)).json().progress).toBeNull();
  });

  it("refuses bodies to everyone else: 401 visitors, 403 on a public class, 404 on a hidden one", async () => {
    for (const url of [
      `/api/lessons/class/${classId}`,
      `/api/lessons/${lessonIds[0]}`,
      `/api/lessons/class/${classId}/continue`,
    ]) {
      const visitor = await ctx.app.inject({ method: "GET", url });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).not.toContain(SECRET_BODY);
      for (const user of [outsider, otherTeacher]) {
        const res = await ctx.app.inject({ method: "GET", url, headers: user.headers });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe(messages.lessons.notEnrolled);
        expect(res.body).not.toContain(SECRET_BODY);
      }
    }
    for (const user of [outsider, otherTeacher, enrolled]) {
      const res = await calls.read(pendingLessonId, user);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.lessons.lessonNotFound);
      expect(res.body).not.toContain(SECRET_BODY);
      expect((await calls.list(pendingId, user)).statusCode).toBe(404);
    }
  });

  it("answers 404 for a lesson or class that does not exist", async () => {
    expect((await calls.read("no-such-lesson", admin)).statusCode).toBe(404);
    expect((await calls.list("no-such-class", admin)).statusCode).toBe(404);
    expect((await calls.curriculum("no-such-class", null)).statusCode).toBe(404);
  });
});
