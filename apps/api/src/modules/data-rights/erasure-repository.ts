import type { Db } from "@classwise/db/client";
import { messages } from "@classwise/shared";
import { type SQL, sql } from "drizzle-orm";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What deletion needs to know first: the password hash (if any) and when the caller's session began. */
export async function findCredentials(db: Db, userId: string, sessionId: string) {
  const result = await db.execute(sql`
    select u.role,
      (select a.password from accounts a where a.user_id = u.id and a.provider_id = 'credential'
        and a.password is not null limit 1) as password_hash,
      (select s.created_at > now() - interval '5 minutes' from sessions s
        where s.id = ${sessionId} and s.user_id = u.id) as recent_sign_in
    from users u where u.id = ${userId}`);
  const row = rowsOf<{ role: string; password_hash: string | null; recent_sign_in: boolean | null }>(result)[0];
  return row
    ? { role: row.role, passwordHash: row.password_hash, recentSignIn: row.recent_sign_in === true }
    : undefined;
}

/**
 * The address a deleted account keeps: unique (the users table requires it), reserved (.invalid never
 * resolves), and derived from the id alone.
 */
export const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases or anonymises every piece of personal data of one user, in the caller's transaction. Kept, without
 * the identity: payments, refunds and ledger entries (accounting), grades and ratings (a class's statistics),
 * and a teacher's classes, lessons and assignments, which stay readable for the students who paid (decision
 * 0009), under a neutral teacher name and withdrawn from the catalogue. Ends every session. Returns 'last-admin'
 * when the user is the only admin (nothing is changed), else the ids of the classes they taught.
 */
/** A JSON array of import rows with the person's rows changed by `patch` (their email erased). */
const withoutPerson = (column: SQL, oldEmail: string, patch: Record<string, string>) => sql`(
  select coalesce(jsonb_agg(case when e->>'email' = ${oldEmail.toLowerCase()} then e || ${JSON.stringify(patch)}::jsonb
      else e end order by n), '[]'::jsonb)
  from jsonb_array_elements(${column}) with ordinality as t(e, n))`;

export async function eraseUser(tx: Db, userId: string): Promise<"last-admin" | "missing" | { classIds: string[] }> {
  // Same lock as role changes: two admins deleting themselves at once cannot leave none.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('classwise:users.role'))`);
  const found = rowsOf<{ role: string; email: string; admins: number }>(
    await tx.execute(sql`
      select role, email, (select count(*) from users where role = 'admin')::int as admins
      from users where id = ${userId} for update`),
  )[0];
  if (!found) return "missing";
  if (found.role === "admin" && Number(found.admins) <= 1) return "last-admin";

  const name = messages.dataRights.deletedUserName;
  const teacherName = messages.dataRights.deletedTeacherName;
  const email = erasedEmail(userId);
  const statements = [
    sql`update users set name = ${name}, email = ${email}, image = null, email_verified = false, banned = true,
      role = case when role = 'admin' then 'student' else role end, updated_at = now() where id = ${userId}`,
    sql`delete from sessions where user_id = ${userId}`,
    sql`delete from accounts where user_id = ${userId}`,
    sql`delete from verifications where value = ${userId} or identifier = ${found.email}
      or strpos(identifier, ${found.email}) > 0`,
    sql`delete from teacher_applications where user_id = ${userId}`,
    sql`delete from notifications where user_id = ${userId}`,
    sql`delete from notification_opt_outs where user_id = ${userId}`,
    sql`delete from data_exports where user_id = ${userId}`,
    sql`update submissions set student_name = ${name}, student_email = ${email}, submission_text = '', feedback = null
      where student_id = ${userId}`,
    sql`update evaluations set student_name = ${name}, student_email = ${email}, description = ''
      where student_id = ${userId}`,
    sql`update certificates set student_name = ${name} where student_id = ${userId}`,
    // Questions and replies under lessons stay in their threads (others' replies hang off them), without
    // the author's name or words.
    sql`update lesson_posts set author_name = ${name}, body = ${messages.dataRights.removedPostBody}
      where author_id = ${userId}`,
    sql`update certificates set teacher_name = ${teacherName}
      where class_id in (select id from classes where teacher_id = ${userId})`,
    // The admin's payment search still finds them by class title, now under the anonymised buyer (the row above).
    sql`update payments set search_text = payment_search_text(student_id, class_id)
      where student_id = ${userId} and search_text is not null`,
    sql`update refunds set reason = '' where student_id = ${userId}`,
    sql`update sandbox_intents set billing_name = null, billing_email = null
      where metadata->>'studentUid' = ${userId} or billing_email = ${found.email}`,
    // Bulk enrolment files and reports name the student by email (and name, while the import runs).
    sql`update enrolment_imports set
        results = ${withoutPerson(sql`results`, found.email, { email })},
        input = ${withoutPerson(sql`input`, found.email, { email, name: "" })}
      where strpos(results::text, ${found.email.toLowerCase()}) > 0 or strpos(input::text, ${found.email.toLowerCase()}) > 0`,
  ];
  for (const statement of statements) await tx.execute(statement);
  const classIds = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update classes set teacher_name = ${teacherName}, teacher_email = ${email},
        deleted_at = coalesce(deleted_at, now()), updated_at = now()
      where teacher_id = ${userId} returning id`),
  ).map((row) => row.id);
  // Payments of the teacher's classes carry the class title, never the teacher: nothing more to change there.
  return { classIds };
}
