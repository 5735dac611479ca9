import type { ClassStatus } from "@classwise/shared";
import { and, eq, exists, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { classes, enrolments } from "../../db/schema.js";
import { containsPattern } from "../../lib/like-pattern.js";

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
  enrolledCount: classes.enrolledCount,
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

/**
 * Case-insensitive substring match over title and teacher name. Written on exactly the expression of
 * classes_search_trgm_idx (with its `deleted_at is null` predicate alongside) so the trigram index serves it.
 */
export function classSearchCondition(term: string): SQL {
  return sql`lower(${classes.title} || ' ' || ${classes.teacherName}) like lower(${containsPattern(term)})`;
}

// NULLS LAST as in the indexes, so the planner can read them in order.
const newestFirst = [sql`${classes.createdAt} desc nulls last`, sql`${classes.id} desc nulls last`];

export interface ClassListFilter {
  status: ClassStatus | undefined;
  search: string | undefined;
  offset: number;
  limit: number;
}

export function classListCondition(filter: Pick<ClassListFilter, "status" | "search">) {
  return and(
    isNull(classes.deletedAt),
    filter.status ? eq(classes.status, filter.status) : undefined,
    filter.search ? classSearchCondition(filter.search) : undefined,
  );
}

export function classPageQuery(db: Db, where: SQL | undefined, page: Pick<ClassListFilter, "offset" | "limit">) {
  return db
    .select(classColumns)
    .from(classes)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function findClassPage(db: Db, filter: ClassListFilter) {
  const where = classListCondition(filter);
  const [rows, counted] = await Promise.all([
    classPageQuery(db, where, filter),
    db.select({ total: sql<number>`count(*)::int` }).from(classes).where(where),
  ]);
  return { rows: rows satisfies ClassRow[], total: counted[0]?.total ?? 0 };
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
    .where(and(eq(classes.id, classId), liveOrEnrolled, visibility))
    .limit(1);
  return row;
}

/** Approved classes by enrolment count, read in order from the partial index classes_popular_idx. */
export function popularClassesQuery(db: Db, limit: number) {
  return db
    .select(classColumns)
    .from(classes)
    .where(and(isNull(classes.deletedAt), eq(classes.status, "approved")))
    .orderBy(sql`${classes.enrolledCount} desc nulls last`, sql`${classes.createdAt} desc nulls last`)
    .limit(limit);
}

export async function findPopularClasses(db: Db, limit: number): Promise<ClassRow[]> {
  return popularClassesQuery(db, limit);
}
