import type { Db } from "@classwise/db/client";
import { lessonPosts } from "@classwise/db/schema";
import { and, eq, sql } from "drizzle-orm";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A post as the pages read it: the author's role in the class and the keyset cursor come from SQL. */
export interface PostRow {
  id: string;
  lessonId: string;
  classId: string;
  parentId: string | null;
  authorId: string;
  authorName: string;
  authorIsTeacher: boolean;
  body: string;
  createdAt: string;
  editedAt: string | null;
  pinned: boolean;
  answerId: string | null;
  replyCount: number;
  cursor: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const postColumns = sql`p.id, p.lesson_id as "lessonId", p.class_id as "classId", p.parent_id as "parentId",
  p.author_id as "authorId", p.author_name as "authorName", (p.author_id = c.teacher_id) as "authorIsTeacher",
  p.body, ${iso("p.created_at")} as "createdAt", ${iso("p.edited_at")} as "editedAt",
  (p.pinned_at is not null) as pinned, p.answer_id as "answerId", p.reply_count as "replyCount",
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || p.id as cursor`;

/**
 * A page of a lesson's questions newest first, after the keyset cursor (the last row of the page before):
 * read from lesson_posts_questions_idx in order, so a page costs the same at 50,000 posts as at 50. Pinned
 * questions are listed apart (`findPinnedQuestions`) and skipped here.
 */
export function questionPageQuery(
  lessonId: string,
  before: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  const after = before ? sql`and (p.created_at, p.id) < (${before.createdAt}::timestamptz, ${before.id})` : sql``;
  return sql`
    select ${postColumns} from lesson_posts p join classes c on c.id = p.class_id
    where p.lesson_id = ${lessonId} and p.parent_id is null and p.pinned_at is null ${after}
    order by p.created_at desc, p.id desc
    limit ${limit}`;
}

export async function findQuestionPage(
  db: Db,
  lessonId: string,
  before: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<PostRow[]> {
  return rowsOf<PostRow>(await db.execute(questionPageQuery(lessonId, before, limit)));
}

/** A lesson's pinned questions, most recently pinned first, from lesson_posts_pinned_idx (migration 0030). */
export function pinnedQuestionsQuery(lessonId: string) {
  return sql`
    select ${postColumns} from lesson_posts p join classes c on c.id = p.class_id
    where p.lesson_id = ${lessonId} and p.parent_id is null and p.pinned_at is not null
    order by p.pinned_at desc, p.id desc
    limit 20`;
}

export async function findPinnedQuestions(db: Db, lessonId: string): Promise<PostRow[]> {
  return rowsOf<PostRow>(await db.execute(pinnedQuestionsQuery(lessonId)));
}

/** A question's replies, oldest first (lesson_posts_replies_idx). */
export async function findReplies(db: Db, questionId: string, limit: number): Promise<PostRow[]> {
  return rowsOf<PostRow>(
    await db.execute(sql`
      select ${postColumns} from lesson_posts p join classes c on c.id = p.class_id
      where p.parent_id = ${questionId}
      order by p.created_at, p.id
      limit ${limit}`),
  );
}

export async function findPost(db: Db, postId: string): Promise<PostRow | undefined> {
  const [row] = rowsOf<PostRow>(
    await db.execute(sql`
      select ${postColumns} from lesson_posts p join classes c on c.id = p.class_id where p.id = ${postId}`),
  );
  return row;
}

/** The lesson's class and title, and the class's teacher. */
export async function findLessonPlace(db: Db, lessonId: string) {
  const [row] = rowsOf<{ classId: string; title: string; teacherId: string }>(
    await db.execute(sql`
      select l.class_id as "classId", l.title, c.teacher_id as "teacherId"
      from lessons l join classes c on c.id = l.class_id where l.id = ${lessonId}`),
  );
  return row;
}

/** The author's name as posts show it. */
export async function findUserName(db: Db, userId: string): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select name from users where id = ${userId}`));
  return row?.name ?? "";
}

/**
 * Writes a post; a reply only under a question of the same lesson (the parent is locked, so its reply count
 * stays exact however many reply at once). Undefined when the parent is missing or not a question there.
 */
export async function insertPost(
  tx: Tx,
  values: { lessonId: string; classId: string; authorId: string; authorName: string; body: string; parentId?: string },
): Promise<string | undefined> {
  if (values.parentId) {
    const parent = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update lesson_posts set reply_count = reply_count + 1
        where id = ${values.parentId} and lesson_id = ${values.lessonId} and parent_id is null
        returning id`),
    );
    if (parent.length === 0) return undefined;
  }
  const [row] = await tx
    .insert(lessonPosts)
    .values({ ...values, parentId: values.parentId ?? null })
    .returning({ id: lessonPosts.id });
  return row?.id;
}

export async function updateBody(db: Db, postId: string, body: string) {
  await db.update(lessonPosts).set({ body, editedAt: sql`now()` }).where(eq(lessonPosts.id, postId));
}

/** Deletes a post (a question's replies go with it); a reply's question counts one fewer and loses it as answer. */
export async function deletePost(tx: Tx, post: { id: string; parentId: string | null }) {
  await tx.delete(lessonPosts).where(eq(lessonPosts.id, post.id));
  if (post.parentId) {
    await tx.execute(sql`
      update lesson_posts set reply_count = greatest(reply_count - 1, 0),
        answer_id = case when answer_id = ${post.id} then null else answer_id end
      where id = ${post.parentId}`);
  }
}

export async function setPinned(db: Db, questionId: string, pinned: boolean) {
  await db
    .update(lessonPosts)
    .set({ pinnedAt: pinned ? sql`now()` : null })
    .where(and(eq(lessonPosts.id, questionId), sql`${lessonPosts.parentId} is null`));
}

export async function setAnswer(db: Db, questionId: string, answerId: string | null) {
  await db.update(lessonPosts).set({ answerId }).where(eq(lessonPosts.id, questionId));
}
