import type { Db } from "@classwise/db/client";
import { type SQL, sql } from "drizzle-orm";

export interface AuditFilters {
  actorId?: string | undefined;
  action?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Where the previous page ended: its last entry's time (microseconds, UTC) and id. */
export interface AuditPosition {
  at: string;
  id: string;
}

export interface AuditRow {
  id: string;
  created_at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  object_type: string;
  object_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
}

function conditions(filters: AuditFilters, after: AuditPosition | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.actorId !== undefined) parts.push(sql`a.actor_id = ${filters.actorId}`);
  if (filters.action !== undefined) parts.push(sql`a.action = ${filters.action}`);
  if (filters.objectType !== undefined) parts.push(sql`a.object_type = ${filters.objectType}`);
  if (filters.objectId !== undefined) parts.push(sql`a.object_id = ${filters.objectId}`);
  if (filters.from !== undefined)
    parts.push(sql`a.created_at >= (${filters.from}::date)::timestamp at time zone 'UTC'`);
  if (filters.to !== undefined) {
    parts.push(sql`a.created_at < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  // Keyset: strictly older than the previous page's last entry, on the (created_at, id) order of every index.
  if (after) parts.push(sql`(a.created_at, a.id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
  return sql.join(parts, sql` and `);
}

/**
 * A page of entries newest first, read along audit_log_created_idx or, with a filter, the index led by that
 * filter's column (actor, action, object): the cost is the page, not the table.
 */
export function auditPageQuery(filters: AuditFilters, after: AuditPosition | undefined, limit: number): SQL {
  return sql`
    select a.id::text as id,
      to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
      a.actor_id, u.name as actor_name, u.email as actor_email, a.action, a.object_type, a.object_id,
      a.before, a.after, a.address
    from audit_log a left join users u on u.id = a.actor_id
    where ${conditions(filters, after)}
    order by a.created_at desc nulls last, a.id desc nulls last
    limit ${limit}`;
}

export async function pageAuditEntries(
  db: Db,
  filters: AuditFilters,
  after: AuditPosition | undefined,
  limit: number,
): Promise<AuditRow[]> {
  const result = await db.execute(auditPageQuery(filters, after, limit));
  return (result as unknown as { rows: AuditRow[] }).rows;
}

/** A user's id by their email (the actor filter takes either). */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const result = await db.execute(sql`select id from users where email = ${email.toLowerCase()} limit 1`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}
