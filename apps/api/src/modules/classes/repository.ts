import { CLASS_STATUSES, type ClassStatus } from "@classwise/shared";
import { and, eq, exists, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { counterTotal } from "../../db/counters.js";
import { type IdPage, pageIds, type SearchableList, searchIds } from "../../db/newest-first.js";
import { classes, classStats, enrolments } from "../../db/schema.js";

/** Enrolments of a class: kept in class_stats by trigger, apart from the wide class row. */
export const enrolledCountColumn = sql<number>`coalesce(${classStats.enrolledCount}, 0)`.mapWith(Number);

/** The columns every public class body is built from (never the enrolled students themselves). */
export const classColumns = {
  id: classes.id,
  title: classes.title,
  image: classes.image,
  priceCents: classes.priceCents,
  description: classes.description,
  teacherId: classes.teacherId,
  teacherName: classes.teacherName,
  teacherEmail: classes.teacherEmail,
  status: classes.status,
  enrolledCount: enrolledCountColumn,
  createdAt: classes.createdAt,
  updatedAt: classes.updatedAt,
};

export interface ClassRow {
  id: string;
  title: string;
  image: string;
  priceCents: number;
  description: string;
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
  status: string;
  enrolledCount: number;
  createdAt: Date;
  updatedAt: Date;
}

// NULLS LAST as in the indexes, so the planner can read them in order.
export const newestFirst = [sql`${classes.createdAt} desc nulls last`, sql`${classes.id} desc nulls last`];

export interface ClassListFilter {
  status: ClassStatus | undefined;
  /** A LIKE pattern over search_text (lib/like-pattern.ts searchTextPattern). */
  pattern: string | undefined;
  offset: number;
  limit: number;
}

/** The live classes of one status (classes_status_created_idx), or of every status (classes_created_idx). */
export function catalogueList(status: ClassStatus | undefined): SearchableList {
  const live = isNull(classes.deletedAt);
  return {
    table: classes,
    where: (status ? and(live, eq(classes.status, status)) : live) as SQL,
    createdAt: classes.createdAt,
    id: classes.id,
    searchText: classes.searchText,
    total: status
      ? counterTotal(`classes:${status}`)
      : counterTotal(...CLASS_STATUSES.map((s) => `classes:${s}` as const)),
  };
}

/** Full rows for ids, in the order given (one statement: the class joined with its enrolment count). */
export async function findClassesByIds(db: Db, ids: string[]): Promise<ClassRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(classColumns)
    .from(classes)
    .leftJoin(classStats, eq(classStats.classId, classes.id))
    .where(inArray(classes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A catalogue page: ids from the index (or a bounded search), then those rows; totals from counters. */
export async function findClassPage(db: Db, filter: ClassListFilter): Promise<IdPage & { rows: ClassRow[] }> {
  const list = catalogueList(filter.status);
  const page = { offset: filter.offset, limit: filter.limit };
  const found = filter.pattern ? await searchIds(db, list, filter.pattern, page) : await pageIds(db, list, page);
  return { ...found, rows: await findClassesByIds(db, found.ids) };
}

/** Who may see a class that is not approved: its teacher and admins (everyone else gets "not found"). */
export interface ClassViewer {
  uid: string;
  isAdmin: boolean;
}

export async function findVisibleClass(db: Db, classId: string, viewer: ClassViewer | null) {
  const visibility = viewer?.isAdmin
    ? undefined
    : viewer
      ? or(eq(classes.status, "approved"), eq(classes.teacherId, viewer.uid))
      : eq(classes.status, "approved");
  // Built as a query (not raw SQL) so drizzle qualifies the columns of the correlated subquery.
  const isEnrolled = viewer
    ? sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(enrolments)
          .where(and(eq(enrolments.classId, classes.id), eq(enrolments.studentId, viewer.uid))),
      )}`
    : sql<boolean>`false`;
  // A class its teacher deleted stays readable for the students enrolled in it (docs/decisions/0009).
  const liveOrEnrolled = viewer ? or(isNull(classes.deletedAt), isEnrolled) : isNull(classes.deletedAt);
  const [row] = await db
    .select({ ...classColumns, isEnrolled })
    .from(classes)
    .leftJoin(classStats, eq(classStats.classId, classes.id))
    .where(and(eq(classes.id, classId), liveOrEnrolled, visibility))
    .limit(1);
  return row;
}

/** Listed classes by enrolment count, read in order from the partial index class_stats_popular_idx. */
export function popularClassesQuery(db: Db, limit: number) {
  return db
    .select(classColumns)
    .from(classStats)
    .innerJoin(classes, eq(classes.id, classStats.classId))
    .where(sql`${classStats.listed}`)
    .orderBy(
      sql`${classStats.enrolledCount} desc nulls last`,
      sql`${classStats.createdAt} desc nulls last`,
      sql`${classStats.classId} desc nulls last`,
    )
    .limit(limit);
}

export async function findPopularClasses(db: Db, limit: number): Promise<ClassRow[]> {
  return popularClassesQuery(db, limit);
}
