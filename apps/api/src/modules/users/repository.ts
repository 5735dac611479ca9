import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { classes, users } from "../../db/schema.js";
import { containsPattern } from "../../lib/like-pattern.js";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search.toLowerCase());
  // lower(name) and lower(email) carry trigram indexes (users_name_trgm_idx, users_email_trgm_idx)
  return or(sql`lower(${users.name}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`);
}

export async function listUsers(db: Db, options: { offset: number; limit: number; search?: string | undefined }) {
  const where = searchCondition(options.search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Updates the caller's profile; a teacher's new name follows onto their classes in the same transaction. */
export async function updateProfile(db: Db, id: string, changes: { name: string; image: string | null }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ name: changes.name, image: changes.image })
      .where(eq(users.id, id))
      .returning();
    if (row) {
      await tx
        .update(classes)
        .set({ teacherName: row.name })
        .where(and(eq(classes.teacherId, id), ne(classes.teacherName, row.name)));
    }
    return row;
  });
}

/**
 * Sets a role unless that would leave no admin. Role changes queue on one transaction-level advisory lock,
 * so the admin count read by the conditional UPDATE (a fresh snapshot once the lock is held) already
 * includes every change that went before: two admins demoting each other leave one admin, not zero.
 * "last-admin" when refused, undefined when there is no such user.
 */
export async function setRoleKeepingAnAdmin(db: Db, id: string, role: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('classwise:users.role'))`);
    const [row] = await tx
      .update(users)
      .set({ role })
      .where(
        and(
          eq(users.id, id),
          or(
            sql`${role} = 'admin'`,
            ne(users.role, "admin"),
            sql`(select count(*) from ${users} where ${users.role} = 'admin') > 1`,
          ),
        ),
      )
      .returning();
    if (row) return row;
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return current ? ("last-admin" as const) : undefined;
  });
}
