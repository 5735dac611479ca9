import type { Db } from "@classwise/db/client";
import {
  type ClassListResponse,
  type ListClassesQuery,
  POPULAR_CLASSES_LIMIT,
  type PublicClass,
  totalPagesFor,
} from "@classwise/shared";
import { forbidden, notFound, unauthorized } from "../../lib/errors.js";
import { searchTextPattern } from "../../lib/like-pattern.js";
import { browseWindow } from "../../lib/pagination.js";
import { type Actor, can } from "../../policy/index.js";
import { findClassPage, findPopularClasses, findVisibleClass } from "./repository.js";
import { toPublicClass } from "./to-public-class.js";

/**
 * The catalogue. Everyone sees approved classes; without a status filter an admin sees every status, anyone
 * else the approved ones. Asking for pending or rejected classes is an admin's privilege.
 */
export async function listClasses(db: Db, actor: Actor | null, query: ListClassesQuery): Promise<ClassListResponse> {
  const readsAny = can(actor, "read:class", "any");
  if (query.status && query.status !== "approved" && !readsAny) {
    throw actor ? forbidden() : unauthorized();
  }
  const status = query.status ?? (readsAny ? undefined : "approved");
  const pattern = query.search === undefined ? undefined : searchTextPattern(query.search);
  const { rows, total, totalIsEstimate } = await findClassPage(db, {
    status,
    pattern,
    ...browseWindow(query, pattern !== undefined),
  });
  return {
    success: true,
    classes: rows.map((row) => toPublicClass(row)),
    totalClasses: total,
    totalPages: totalPagesFor(total, query.limit),
    ...(totalIsEstimate ? { totalIsEstimate: true as const } : {}),
  };
}

/** One class: approved for anyone; pending or rejected only for its teacher and admins (404 otherwise). */
export async function getClass(db: Db, actor: Actor | null, classId: string): Promise<PublicClass> {
  const viewer = actor ? { uid: actor.uid, isAdmin: can(actor, "read:class", "any") } : null;
  const row = await findVisibleClass(db, classId, viewer);
  if (!row) throw notFound();
  return toPublicClass(row, actor ? row.isEnrolled : undefined);
}

export async function listPopularClasses(db: Db): Promise<PublicClass[]> {
  const rows = await findPopularClasses(db, POPULAR_CLASSES_LIMIT);
  return rows.map((row) => toPublicClass(row));
}
