import type { Db } from "@classwise/db/client";
import { counterTotal } from "@classwise/db/counters";
import { type IdPage, pageIds, type SearchableList, searchIds } from "@classwise/db/newest-first";
import { param, preparedQuery } from "@classwise/db/prepared";
import { classes, classStats, enrolments, refunds } from "@classwise/db/schema";
import { CLASS_STATUSES, type ClassStatus } from "@classwise/shared";
import { and, eq, exists, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";

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
  category: classes.category,
  ratingTenths: classStats.rating,
  ratingCount: sql<number>`coalesce(${classStats.ratingCount}, 0)`.mapWith(Number),
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
  category: string;
  ratingTenths: number | null;
  ratingCount: number;
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
    name: `classes_${status ?? "all"}`,
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
const classesByIds = preparedQuery("classes_by_ids", (db, name) =>
  db
    .select(classColumns)
    .from(classes)
    .leftJoin(classStats, eq(classStats.classId, classes.id))
    .where(sql`${classes.id} = any(${param("ids")})`)
    .prepare(name),
);

export async function findClassesByIds(db: Db, ids: string[]): Promise<ClassRow[]> {
  if (ids.length === 0) return [];
  const rows = await classesByIds(db).execute({ ids });
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

type Audience = "visitor" | "user" | "admin";

/**
 * One prepared statement per audience: a visitor sees approved live classes; a signed-in user also their own
 * classes and the deleted classes they are enrolled in; an admin every class.
 */
/** Approved, and its teacher is not suspended (docs/decisions/0036). */
const publiclyShown = and(eq(classes.status, "approved"), eq(classes.teacherSuspended, false));

function visibleClassQuery(audience: Audience) {
  return preparedQuery(`visible_class_${audience}`, (db, name) => {
    const uid = param("uid");
    const visibility =
      audience === "admin"
        ? undefined
        : audience === "user"
          ? or(publiclyShown, eq(classes.teacherId, sql`${uid}`))
          : publiclyShown;
    // Built as a query (not raw SQL) so drizzle qualifies the columns of the correlated subquery.
    const isEnrolled =
      audience === "visitor"
        ? sql<boolean>`false`
        : sql<boolean>`${exists(
            db
              .select({ one: sql`1` })
              .from(enrolments)
              .where(and(eq(enrolments.classId, classes.id), eq(enrolments.studentId, sql`${uid}`))),
          )}`;
    // Whether a refund ended the caller's enrolment: the student's class page says so instead of "not enrolled".
    const refunded =
      audience === "visitor"
        ? sql<boolean>`false`
        : sql<boolean>`${exists(
            db
              .select({ one: sql`1` })
              .from(refunds)
              .where(
                and(
                  eq(refunds.classId, classes.id),
                  eq(refunds.studentId, sql`${uid}`),
                  eq(refunds.status, "succeeded"),
                ),
              ),
          )}`;
    // A class its teacher deleted stays readable for the students enrolled in it (docs/decisions/0009).
    const liveOrEnrolled =
      audience === "visitor" ? isNull(classes.deletedAt) : or(isNull(classes.deletedAt), isEnrolled);
    return db
      .select({ ...classColumns, isEnrolled, refunded })
      .from(classes)
      .leftJoin(classStats, eq(classStats.classId, classes.id))
      .where(and(eq(classes.id, sql`${param("classId")}`), liveOrEnrolled, visibility))
      .limit(1)
      .prepare(name);
  });
}

const visibleClass = {
  visitor: visibleClassQuery("visitor"),
  user: visibleClassQuery("user"),
  admin: visibleClassQuery("admin"),
};

export async function findVisibleClass(db: Db, classId: string, viewer: ClassViewer | null) {
  const audience: Audience = viewer?.isAdmin ? "admin" : viewer ? "user" : "visitor";
  const [row] = await visibleClass[audience](db).execute({ classId, uid: viewer?.uid ?? "" });
  return row;
}

/** Listed classes by enrolment count, read in order from the partial index class_stats_popular_idx. */
export function popularClassesQuery(db: Db, limit: number | Placeholder) {
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

const popularClasses = preparedQuery("popular_classes", (db, name) =>
  popularClassesQuery(db, param("limit")).prepare(name),
);

export async function findPopularClasses(db: Db, limit: number): Promise<ClassRow[]> {
  return popularClasses(db).execute({ limit });
}
