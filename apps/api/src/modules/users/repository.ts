import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { counterTotal } from "../../db/counters.js";
import { type PageWindow, pageIds, type SearchableList, searchIds } from "../../db/newest-first.js";
import { classes, users } from "../../db/schema.js";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Every user, newest first: users_created_at_idx, the users counter, users_search_trgm_idx for rare terms. */
export const allUsers: SearchableList = {
  table: users,
  where: sql`true`,
  createdAt: users.createdAt,
  id: users.id,
  searchText: users.searchText,
  total: counterTotal("users"),
};

/** A page of users, newest first; `pattern` is a LIKE pattern over search_text (name and email). */
export async function listUsers(db: Db, page: PageWindow & { pattern?: string | undefined }) {
  const window = { offset: page.offset, limit: page.limit };
  const found = page.pattern
    ? await searchIds(db, allUsers, page.pattern, window)
    : await pageIds(db, allUsers, window);
  if (found.ids.length === 0) return { ...found, rows: [] };
  const rows = await db.select().from(users).where(inArray(users.id, found.ids));
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

export async function setRole(db: Db, id: string, role: string) {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row;
}

export async function countAdmins(db: Db) {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, "admin"));
  return row?.value ?? 0;
}
