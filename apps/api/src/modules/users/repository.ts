import type { Db } from "@classwise/db/client";
import { counterTotal } from "@classwise/db/counters";
import { type PageWindow, pageIds, type SearchableList, searchIds } from "@classwise/db/newest-first";
import { param, preparedQuery } from "@classwise/db/prepared";
import { classes, users } from "@classwise/db/schema";
import { and, eq, ne, or, sql } from "drizzle-orm";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Every user, newest first: users_created_at_idx, the users counter, users_search_trgm_idx for rare terms. */
export const allUsers: SearchableList = {
  name: "users",
  table: users,
  where: sql`true`,
  createdAt: users.createdAt,
  id: users.id,
  searchText: users.searchText,
  total: counterTotal("users"),
};

const usersByIds = preparedQuery("users_by_ids", (db, name) =>
  db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${param("ids")})`)
    .prepare(name),
);

/** A page of users, newest first; `pattern` is a LIKE pattern over search_text (name and email). */
export async function listUsers(db: Db, page: PageWindow & { pattern?: string | undefined }) {
  const window = { offset: page.offset, limit: page.limit };
  const found = page.pattern
    ? await searchIds(db, allUsers, page.pattern, window)
    : await pageIds(db, allUsers, window);
  if (found.ids.length === 0) return { ...found, rows: [] };
  const rows = await usersByIds(db).execute({ ids: found.ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { ...found, rows: found.ids.flatMap((id) => byId.get(id) ?? []) };
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
