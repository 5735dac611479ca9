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

export async function setRole(db: Db, id: string, role: string) {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row;
}

export async function countAdmins(db: Db) {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, "admin"));
  return row?.value ?? 0;
}
