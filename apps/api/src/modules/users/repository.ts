import type { Db } from "@classwise/db/client";
import { counterTotal } from "@classwise/db/counters";
import { type PageWindow, pageIds, type SearchableList, searchIds } from "@classwise/db/newest-first";
import { param, preparedQuery } from "@classwise/db/prepared";
import { classes, sessions, users } from "@classwise/db/schema";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Actor } from "../../policy/index.js";
import { appendAudit } from "../audit/append.js";

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
 * Role changes and suspensions queue on one transaction-level advisory lock, so each reads the admin count
 * (a fresh snapshot once the lock is held) after every change that went before.
 */
async function lockAdminCount(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('classwise:users.role'))`);
}

/**
 * Sets a role unless that would leave no admin. Role changes queue on one transaction-level advisory lock,
 * so the admin count read by the conditional UPDATE (a fresh snapshot once the lock is held) already
 * includes every change that went before: two admins demoting each other leave one admin, not zero.
 * "last-admin" when refused, undefined when there is no such user.
 */
export async function setRoleKeepingAnAdmin(db: Db, actor: Actor, id: string, role: string) {
  return db.transaction(async (tx) => {
    await lockAdminCount(tx);
    const [previous] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
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
    if (row) {
      if (previous && previous.role !== row.role) {
        await appendAudit(tx, {
          actor,
          action: "user.role-changed",
          objectType: "user",
          objectId: row.id,
          before: { role: previous.role },
          after: { role: row.role },
        });
      }
      return row;
    }
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return current ? ("last-admin" as const) : undefined;
  });
}

/**
 * Suspends a user in one transaction (docs/decisions/0036): under the admin-count lock, an admin is
 * suspended only while another admin who is not suspended remains, so two admins suspending each other at
 * once leave one. The user's sessions are deleted, their classes leave the catalogue (class_stats.listed and
 * the category counters follow by trigger), and the audit entry is appended.
 */
export async function suspend(db: Db, actor: Actor, id: string, reason: string) {
  return db.transaction(async (tx) => {
    await lockAdminCount(tx);
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!current) return undefined;
    if (current.banned) return "already" as const;
    if (current.role === "admin") {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.banned, false), ne(users.id, id)))
        .limit(1);
      if (!other) return "last-admin" as const;
    }
    const [row] = await tx
      .update(users)
      .set({ banned: true, banReason: reason, bannedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    const hidden = await tx
      .update(classes)
      .set({ teacherSuspended: true })
      .where(eq(classes.teacherId, id))
      .returning({ id: classes.id });
    await appendAudit(tx, {
      actor,
      action: "user.suspended",
      objectType: "user",
      objectId: id,
      before: { suspended: false },
      after: { suspended: true, reason, sessionsEnded: ended.length, classesHidden: hidden.length },
    });
    return row;
  });
}

/** Lifts a suspension: the flag and reason cleared, the classes listed again, the audit entry appended. */
export async function lift(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!current) return undefined;
    if (!current.banned) return "not-suspended" as const;
    const [row] = await tx
      .update(users)
      .set({ banned: false, banReason: null, bannedAt: null })
      .where(eq(users.id, id))
      .returning();
    await tx.update(classes).set({ teacherSuspended: false }).where(eq(classes.teacherId, id));
    await appendAudit(tx, {
      actor,
      action: "user.suspension-lifted",
      objectType: "user",
      objectId: id,
      before: { suspended: true, reason: current.banReason },
      after: { suspended: false },
    });
    return row;
  });
}
