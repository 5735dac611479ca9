import type { Db } from "@classwise/db/client";
import { sql } from "drizzle-orm";
import type { TestContext, TestUser } from "../helpers/index.js";

/**
 * `count` students written straight to the database and enrolled in the class, in two statements however
 * many: a fan-out test needs thousands.
 */
export async function enrolMany(db: Db, classId: string, count: number, tag: string): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email)
    select ${tag} || '-' || lpad(n::text, 6, '0'), 'Student ' || n, ${tag} || '-' || n || '@example.test'
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into enrolments (id, class_id, student_id)
    select gen_random_uuid()::text, ${classId}, ${tag} || '-' || lpad(n::text, 6, '0')
    from generate_series(1, ${count}) as n`);
}

/** The class's students told about the announcement: deliveries, notifications and their email jobs. */
export async function deliveryCounts(db: Db, announcementId: string, classTitle: string) {
  const result = await db.execute(sql`
    select
      (select count(*) from announcement_deliveries where announcement_id = ${announcementId})::int as deliveries,
      (select count(distinct student_id) from announcement_deliveries
        where announcement_id = ${announcementId})::int as students,
      (select count(*) from notifications n where n.kind = 'announcement'
        and n.title = ${`New announcement in "${classTitle}"`})::int as notifications,
      (select count(distinct n.user_id) from notifications n where n.kind = 'announcement'
        and n.title = ${`New announcement in "${classTitle}"`})::int as notified,
      (select count(*) from jobs j join notifications n on n.id = j.payload->>'notificationId'
        where j.kind = 'email' and n.kind = 'announcement'
          and n.title = ${`New announcement in "${classTitle}"`})::int as emails`);
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  return {
    deliveries: Number(row?.deliveries),
    students: Number(row?.students),
    notifications: Number(row?.notifications),
    notified: Number(row?.notified),
    emails: Number(row?.emails),
  };
}

type Caller = TestUser | null;

/** HTTP calls of announcements, lesson discussions and drip settings. */
export function communityCalls(ctx: TestContext) {
  const headers = (user: Caller) => (user ? user.headers : {});
  return {
    announce: (classId: string, user: Caller, payload: object) =>
      ctx.app.inject({ method: "POST", url: `/api/classes/${classId}/announcements`, headers: headers(user), payload }),
    announcements: (classId: string, user: Caller, query = "") =>
      ctx.app.inject({ method: "GET", url: `/api/classes/${classId}/announcements${query}`, headers: headers(user) }),
    questions: (lessonId: string, user: Caller, query = "") =>
      ctx.app.inject({ method: "GET", url: `/api/lessons/${lessonId}/posts${query}`, headers: headers(user) }),
    replies: (postId: string, user: Caller) =>
      ctx.app.inject({ method: "GET", url: `/api/lesson-posts/${postId}/replies`, headers: headers(user) }),
    post: (lessonId: string, user: Caller, payload: object) =>
      ctx.app.inject({ method: "POST", url: `/api/lessons/${lessonId}/posts`, headers: headers(user), payload }),
    edit: (postId: string, user: Caller, body: string) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/lesson-posts/${postId}`,
        headers: headers(user),
        payload: { body },
      }),
    remove: (postId: string, user: Caller) =>
      ctx.app.inject({ method: "DELETE", url: `/api/lesson-posts/${postId}`, headers: headers(user) }),
    moderate: (postId: string, user: Caller, payload: object) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/lesson-posts/${postId}/moderation`,
        headers: headers(user),
        payload,
      }),
  };
}

/** A question (or, with `parentId`, a reply) written straight to the database under the lesson. */
export async function addPost(
  db: Db,
  lesson: { id: string; classId: string },
  author: Pick<TestUser, "id" | "name">,
  parentId: string | null = null,
): Promise<string> {
  const result = await db.execute(sql`
    insert into lesson_posts (id, lesson_id, class_id, author_id, author_name, parent_id, body)
    values (gen_random_uuid()::text, ${lesson.id}, ${lesson.classId}, ${author.id}, ${author.name}, ${parentId},
      'A question about the lesson')
    returning id`);
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  if (!row) throw new Error("post insert failed");
  return row.id;
}
