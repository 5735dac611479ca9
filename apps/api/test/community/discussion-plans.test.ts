import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinnedQuestionsQuery, questionPageQuery } from "../../src/modules/discussions/repository.js";
import { explain } from "../classes/support.js";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { addLesson } from "../lessons/support.js";

/**
 * A lesson's discussion at 50,000 questions (issue 26) is read from its indexes alone: the first page's pinned
 * questions from lesson_posts_pinned_idx, a page of the others from lesson_posts_questions_idx in order, also
 * after a cursor deep down, and never by scanning or sorting the table. Other lessons' posts and fresh statistics
 * give the planner the choice it has in production.
 */
describe("discussion query plans at 50,000 questions under one lesson", () => {
  let ctx: TestContext;
  let lessonId = "";

  beforeAll(async () => {
    ctx = await createTestApp();
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher);
    const lesson = await addLesson(ctx.db, item.id, { title: "Busy lesson" });
    const quiet = await addLesson(ctx.db, item.id, { title: "Quiet lesson" });
    lessonId = lesson.id;
    await ctx.db.execute(sql`
      insert into lesson_posts (id, lesson_id, class_id, author_id, author_name, body, created_at, pinned_at)
      select gen_random_uuid()::text, case when g % 10 = 0 then ${quiet.id} else ${lesson.id} end, ${item.id},
        ${teacher.id}, 'Teacher', 'Question ' || g, now() - g * interval '1 minute',
        case when g % 20000 = 1 then now() end
      from generate_series(1, 55000) as g`);
    await ctx.db.execute(sql`analyze lesson_posts`);
  });
  afterAll(async () => ctx.close());

  it("finds the pinned questions through their own index", async () => {
    const text = await explain(ctx.db, pinnedQuestionsQuery(lessonId));
    expect(text).toContain("lesson_posts_pinned_idx");
    expect(text).not.toMatch(/Seq Scan on lesson_posts/);
  });

  it("reads a page, first or deep after its cursor, along the questions index without sorting", async () => {
    const deep = { createdAt: new Date(Date.now() - 25_000 * 60_000).toISOString(), id: "zzzz" };
    for (const query of [questionPageQuery(lessonId, undefined, 21), questionPageQuery(lessonId, deep, 21)]) {
      const text = await explain(ctx.db, query);
      expect(text).toContain("lesson_posts_questions_idx");
      expect(text).not.toMatch(/Seq Scan on lesson_posts|Sort {2}\(/);
    }
  });
});
