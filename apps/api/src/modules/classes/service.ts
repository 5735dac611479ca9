import type { Db } from "@classwise/db/client";
import {
  type ClassListResponse,
  type ClassSuggestionsResponse,
  idSchema,
  type ListClassesQuery,
  POPULAR_CLASSES_LIMIT,
  type PublicClass,
  paths,
  routeParams,
  routePattern,
  SUGGESTIONS_LIMIT,
  totalPagesFor,
} from "@classwise/shared";
import { forbidden, notFound, unauthorized } from "../../lib/errors.js";
import { searchTextPattern } from "../../lib/like-pattern.js";
import { browseWindow } from "../../lib/pagination.js";
import { type Actor, can } from "../../policy/index.js";
import { findClassesByIds, findClassPage, findPopularClasses, findVisibleClass } from "./repository.js";
import {
  type CatalogueFilters,
  type CataloguePage,
  correctWords,
  listCatalogue,
  searchCatalogue,
  suggestTitles,
} from "./search-repository.js";
import { searchWords, tsQueries } from "./search-terms.js";
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
  if (status === "approved") return listApprovedCatalogue(db, query);
  // Admin lists of other statuses (or of all): decision 14's substring search, newest first.
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
  const item = toPublicClass(row, actor ? row.isEnrolled : undefined);
  return actor && !row.isEnrolled && row.refunded ? { ...item, enrolmentEndedByRefund: true } : item;
}

const CLASS_DETAILS_ROUTE = routePattern(paths.classDetails, "id");
/** A picture path this server hosts, safe inside a Link header. */
const HOSTED_PICTURE = /^\/[\w\-./]+$/;

/** A page's largest element as a Link preload entry, when it is a picture this server hosts. */
export function picturePreload(picture: string | null | undefined): string[] {
  return picture && HOSTED_PICTURE.test(picture) ? [`<${picture}>; rel=preload; as=image; fetchpriority=high`] : [];
}

/**
 * Link hints for a page the browser draws itself (served with the app, see plugins/static.ts): the class details
 * page of a public class gets its picture, the page's largest element, fetched with the page instead of after
 * the scripts and the class's data.
 */
export async function pageLinkHints(db: Db, pathname: string): Promise<string[]> {
  const classId = routeParams(CLASS_DETAILS_ROUTE, pathname)?.id;
  if (!classId || !idSchema.safeParse(classId).success) return [];
  const row = await findVisibleClass(db, classId, null);
  return picturePreload(row?.image);
}

export async function listPopularClasses(db: Db): Promise<PublicClass[]> {
  const rows = await findPopularClasses(db, POPULAR_CLASSES_LIMIT);
  return rows.map((row) => toPublicClass(row));
}

function filtersOf(query: ListClassesQuery): CatalogueFilters {
  return {
    category: query.category,
    minPriceCents: query.minPrice === undefined ? undefined : query.minPrice * 100,
    maxPriceCents: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
    minRatingTenths: query.minRating === undefined ? undefined : query.minRating * 10,
  };
}

/**
 * The public catalogue (docs/decisions/0034-ranked-search.md): a search is ranked by relevance (or the sort
 * asked) over a bounded set of full-text candidates (decision 46), misspelt words corrected against the title
 * dictionary;
 * a list without a term is read in the order asked from class_stats. Each answer carries the category
 * counts shown beside the subject filter.
 */
async function listApprovedCatalogue(db: Db, query: ListClassesQuery): Promise<ClassListResponse> {
  const filters = filtersOf(query);
  let found: CataloguePage;
  if (query.search !== undefined) {
    const words = await correctWords(db, searchWords(query.search));
    found = await searchCatalogue(db, tsQueries(words), filters, query.sort ?? "relevance", browseWindow(query, true));
  } else {
    // Newest first and the rest alike read the listed rows of class_stats through the index of their order, so
    // a suspended teacher's classes (not listed, decision 36) are left out of every page and total.
    const sort = query.sort && query.sort !== "relevance" ? query.sort : "newest";
    found = await listCatalogue(db, filters, sort, browseWindow(query, false));
  }
  const rows = await findClassesByIds(db, found.ids);
  return {
    success: true,
    classes: rows.map((row) => toPublicClass(row)),
    totalClasses: found.total,
    totalPages: totalPagesFor(found.total, query.limit),
    ...(found.totalIsEstimate ? { totalIsEstimate: true as const } : {}),
    facets: found.facets,
  };
}

/** Titles to suggest as one types: prefix matches in titles, misspelt words corrected (product §7). */
export async function suggestClasses(db: Db, term: string | undefined): Promise<ClassSuggestionsResponse> {
  if (term === undefined) return { success: true, suggestions: [] };
  const words = await correctWords(db, searchWords(term));
  const rows = await suggestTitles(db, tsQueries(words, "A"), SUGGESTIONS_LIMIT);
  return { success: true, suggestions: rows.map((row) => ({ _id: row.id, title: row.title })) };
}
