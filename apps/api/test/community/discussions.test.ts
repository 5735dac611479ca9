import { DISCUSSION_EDIT_WINDOW_MINUTES, messages } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { addLesson } from "../lessons/support.js";
import { deliveriesOf, optOut } from "../notifications/support.js";
import { testClock } from "../payments/support.js";
import { communityCalls } from "./support.js";

const MINUTE = 60_000;

describe("lesson discussions", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof communityCalls>;
  const clock = testClock();
  let offsetMinutes = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => new Date(clock.now().getTime() + offsetMinutes * MINUTE) });
    calls = communityCalls(ctx);
  });
  afterAll(async () => ctx.close());

  async function lessonWithPeople(title = "Fractions") {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher);
    const lesson = await addLesson(ctx.db, item.id, { title });
    const student = await createUser(ctx);
    const classmate = await createUser(ctx);
    await enrolDirectly(ctx.db, item.id, student.id);
    await enrolDirectly(ctx.db, item.id, classmate.id);
    return { teacher, item, lesson, student, classmate };
  }

  it("lets enrolled students and the teacher post and read; others are refused", async () => {
    const { teacher, lesson, student } = await lessonWithPeople();
    const stranger = await createUser(ctx);
    const otherTeacher = await createUser(ctx, { role: "teacher" });
    const admin = await createUser(ctx, { role: "admin" });

    const asked = await calls.post(lesson.id, student, { body: "Why is **1/2** bigger than 1/3?" });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().post).toMatchObject({ parentId: null, authorIsTeacher: false, canEdit: true, canDelete: true });
    const reply = await calls.post(lesson.id, teacher, {
      body: "Halves are bigger pieces.",
      parentId: asked.json().post._id,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().post.authorIsTeacher).toBe(true);

    for (const reader of [student, teacher, admin]) {
      const page = await calls.questions(lesson.id, reader);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().posts).toHaveLength(1);
      expect(page.json().posts[0]).toMatchObject({ replyCount: 1 });
      expect(page.json().canModerate).toBe(reader !== student);
      const replies = await calls.replies(asked.json().post._id, reader);
      expect(replies.json().posts.map((p: { body: string }) => p.body)).toEqual(["Halves are bigger pieces."]);
    }
    expect((await calls.questions(lesson.id, stranger)).statusCode).toBe(403);
    expect((await calls.post(lesson.id, stranger, { body: "Hi" })).statusCode).toBe(403);
    expect((await calls.post(lesson.id, otherTeacher, { body: "Hi" })).statusCode).toBe(403);
    expect((await calls.post(lesson.id, admin, { body: "Admins moderate, they do not post" })).statusCode).toBe(403);
    expect((await calls.questions(lesson.id, null)).statusCode).toBe(401);
    expect((await calls.post("missing", student, { body: "Hi" })).statusCode).toBe(404);
    expect((await calls.post(lesson.id, student, { body: "   " })).statusCode).toBe(400);
    // A reply goes under a question of the same lesson, never under a reply.
    const nested = await calls.post(lesson.id, student, { body: "Nested", parentId: reply.json().post._id });
    expect(nested.statusCode).toBe(400);
  });

  it("lets authors edit within the window of the product's clock and delete their own", async () => {
    const { lesson, student, classmate } = await lessonWithPeople();
    offsetMinutes = 0;
    const asked = (await calls.post(lesson.id, student, { body: "First draft" })).json().post;
    expect((await calls.edit(asked._id, classmate, "Not mine")).statusCode).toBe(403);
    offsetMinutes = DISCUSSION_EDIT_WINDOW_MINUTES - 1;
    const edited = await calls.edit(asked._id, student, "Second draft");
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post).toMatchObject({ body: "Second draft" });
    expect(edited.json().post.editedAt).not.toBeNull();
    offsetMinutes = DISCUSSION_EDIT_WINDOW_MINUTES + 1;
    const late = await calls.edit(asked._id, student, "Third draft");
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(messages.discussions.editWindowOver(DISCUSSION_EDIT_WINDOW_MINUTES));
    const page = (await calls.questions(lesson.id, student)).json();
    expect(page.posts[0]).toMatchObject({ body: "Second draft", canEdit: false, canDelete: true });
    offsetMinutes = 0;

    expect((await calls.remove(asked._id, classmate)).statusCode).toBe(403);
    expect((await calls.remove(asked._id, student)).statusCode).toBe(200);
    expect((await calls.questions(lesson.id, student)).json().posts).toHaveLength(0);
    expect((await calls.remove(asked._id, student)).statusCode).toBe(404);
  });

  it("lets the teacher and admins pin, mark answers and remove any post; students cannot", async () => {
    const { teacher, lesson, student, classmate } = await lessonWithPeople("Decimals");
    const admin = await createUser(ctx, { role: "admin" });
    const question = (await calls.post(lesson.id, student, { body: "How do I round 2.45?" })).json().post;
    const answer = (await calls.post(lesson.id, classmate, { body: "Up, to 2.5", parentId: question._id })).json().post;
    const other = (await calls.post(lesson.id, classmate, { body: "Another question" })).json().post;

    expect((await calls.moderate(question._id, student, { pinned: true })).statusCode).toBe(403);
    const pinned = await calls.moderate(question._id, teacher, { pinned: true, answerId: answer._id });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json().post).toMatchObject({ pinned: true, answerId: answer._id });
    const page = (await calls.questions(lesson.id, student)).json();
    expect(page.pinned.map((p: { _id: string }) => p._id)).toEqual([question._id]);
    expect(page.posts.map((p: { _id: string }) => p._id)).toEqual([other._id]);
    // The asker is told their question has an answer.
    const told = await deliveriesOf(ctx.db, student.id, "discussion-answered");
    expect(told.notifications.map((n) => n.title)).toEqual([messages.discussions.questionAnswered("Decimals")]);
    // Only a reply to this question can be its answer.
    expect((await calls.moderate(question._id, teacher, { answerId: other._id })).statusCode).toBe(422);

    // The teacher removes a student's reply (the question forgets it as answer); an admin removes any post.
    expect((await calls.remove(answer._id, teacher)).statusCode).toBe(200);
    const after = (await calls.questions(lesson.id, student)).json().pinned[0];
    expect(after).toMatchObject({ answerId: null, replyCount: 0 });
    expect((await calls.remove(other._id, admin)).statusCode).toBe(200);
  });

  it("tells the teacher about new questions and the asker about the teacher's reply, by preference", async () => {
    const { teacher, lesson, student, classmate } = await lessonWithPeople("Percentages");
    await optOut(ctx.db, classmate, "discussion-answered");
    const asked = (await calls.post(lesson.id, student, { body: "What is 10% of 50?" })).json().post;
    const quiet = (await calls.post(lesson.id, classmate, { body: "And 20%?" })).json().post;
    const forTeacher = await deliveriesOf(ctx.db, teacher.id, "discussion-question");
    expect(forTeacher.notifications.map((n) => n.title)).toEqual([
      messages.discussions.newQuestion("Percentages"),
      messages.discussions.newQuestion("Percentages"),
    ]);
    expect(forTeacher.mails).toHaveLength(2);
    await calls.post(lesson.id, teacher, { body: "Five.", parentId: asked._id });
    await calls.post(lesson.id, teacher, { body: "Ten.", parentId: quiet._id });
    const forStudent = await deliveriesOf(ctx.db, student.id, "discussion-answered");
    expect(forStudent.notifications).toHaveLength(1);
    expect(forStudent.notifications[0]?.link).toContain(`/lessons/${lesson.id}`);
    expect(forStudent.mails).toHaveLength(1);
    expect((await deliveriesOf(ctx.db, classmate.id, "discussion-answered")).notifications).toHaveLength(0);
  });

  it("pages questions newest first by keyset, with no row twice or missed", async () => {
    const { lesson, item, student } = await lessonWithPeople();
    await ctx.db.execute(sql`
      insert into lesson_posts (id, lesson_id, class_id, author_id, author_name, body, created_at)
      select 'bulk-' || lpad(n::text, 4, '0'), ${lesson.id}, ${item.id}, ${student.id}, 'Student', 'Question ' || n,
        now() - make_interval(secs => n / 3)
      from generate_series(1, 95) as n`);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const query: string = cursor ? `?limit=20&before=${encodeURIComponent(cursor)}` : "?limit=20";
      const page = (await calls.questions(lesson.id, student, query)).json();
      seen.push(...page.posts.map((p: { _id: string }) => p._id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(95);
    expect(new Set(seen).size).toBe(95);
    expect((await calls.questions(lesson.id, student, "?before=not-a-cursor")).statusCode).toBe(400);
  });

  it("keeps a dripped lesson's discussion closed to students until it opens", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher);
    const lesson = await addLesson(ctx.db, item.id, { dripDays: 3 });
    const student = await createUser(ctx);
    await enrolDirectly(ctx.db, item.id, student.id);
    expect((await calls.post(lesson.id, student, { body: "Early" })).statusCode).toBe(403);
    expect((await calls.post(lesson.id, teacher, { body: "Preparing" })).statusCode).toBe(201);
  });
});
