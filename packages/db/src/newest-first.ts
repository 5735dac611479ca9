import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { param, preparedStatement } from "./prepared.js";

/**
 * A list read newest first (created_at, then id, both descending) through an index whose keys are exactly
 * that order followed by the row's search text, so both a page and the window a search walks are read from
 * the index alone (docs/decisions/0014-search.md).
 */
export interface NewestFirstList {
  /**
   * Names the list's prepared page statement (db/prepared.ts): one name for one text and one set of values
   * written into it (a status, a counter), so a list built for another status needs another name.
   */
  name: string;
  table: PgTable;
  /** Which rows belong to the list: the predicate (and leading key) of its index. */
  where: SQL;
  createdAt: PgColumn;
  id: PgColumn;
  /** Lists that can be searched: the lower-cased text, every word preceded by a space. */
  searchText?: PgColumn;
  /** How many rows the list holds, without counting them (a counter). */
  total: SQL<number>;
}

export type SearchableList = NewestFirstList & { searchText: PgColumn };

export interface PageWindow {
  offset: number;
  limit: number;
}

export interface IdPage {
  ids: string[];
  total: number;
  /** The total of a search over a long list is estimated from the window it read (shown as "about"). */
  totalIsEstimate: boolean;
}

/** Rows a search reads newest first before it turns to the trigram index instead. */
export const SEARCH_WINDOW = 2000;
/** The longest second walk a search makes when its first window held some but not enough matches. */
export const SEARCH_WINDOW_MAX = 20_000;

function order(list: NewestFirstList) {
  return sql`${list.createdAt} desc nulls last, ${list.id} desc nulls last`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** One page of ids and the list's total, in one statement. */
export function pageIdsQuery(list: NewestFirstList, page: { offset: unknown; limit: unknown }): SQL {
  return sql`
    select (${list.total})::int as total,
      array(select ${list.id} from ${list.table} where ${list.where}
            order by ${order(list)} offset ${page.offset} limit ${page.limit}) as ids`;
}

type PageStatement = ReturnType<typeof preparedStatement<{ total: number | string; ids: string[] }>>;
const pageStatements = new Map<string, PageStatement>();

/** The page statement of a list, prepared once per list name: its offset and limit are parameters. */
function pageStatement(list: NewestFirstList): PageStatement {
  let statement = pageStatements.get(list.name);
  if (!statement) {
    statement = preparedStatement(
      `page_ids_${list.name}`,
      pageIdsQuery(list, { offset: param("offset"), limit: param("limit") }),
    );
    pageStatements.set(list.name, statement);
  }
  return statement;
}

export async function pageIds(db: Db, list: NewestFirstList, page: PageWindow): Promise<IdPage> {
  const [row] = await pageStatement(list)(db, { offset: page.offset, limit: page.limit });
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0), totalIsEstimate: false };
}

interface WindowResult {
  scanned: number;
  matched: number;
  total: number;
  ids: string[];
}

/** The newest `size` rows of the list, filtered by the pattern: cost bounded by `size`, whatever matches. */
export function searchWindowQuery(list: SearchableList, pattern: string, size: number, page: PageWindow): SQL {
  return sql`
    with w as (
      select ${list.id} as id, ${list.createdAt} as created_at, ${list.searchText} as search_text
      from ${list.table} where ${list.where} order by ${order(list)} limit ${size}
    ), m as (select id, created_at from w where search_text like ${pattern})
    select (select count(*) from w)::int as scanned, (select count(*) from m)::int as matched,
      (${list.total})::int as total,
      array(select id from m order by created_at desc nulls last, id desc nulls last
            offset ${page.offset} limit ${page.limit}) as ids`;
}

async function searchWindow(db: Db, list: SearchableList, pattern: string, size: number, page: PageWindow) {
  const [row] = rowsOf<{ scanned: number; matched: number; total: number | string; ids: string[] }>(
    await db.execute(searchWindowQuery(list, pattern, size, page)),
  );
  return {
    scanned: Number(row?.scanned ?? 0),
    matched: Number(row?.matched ?? 0),
    total: Number(row?.total ?? 0),
    ids: row?.ids ?? [],
  } satisfies WindowResult;
}

/** Every match through the trigram index, for terms too rare for a window to fill a page: exact. */
export function searchAllQuery(list: SearchableList, pattern: string, page: PageWindow): SQL {
  return sql`
    with m as materialized (
      select ${list.id} as id, ${list.createdAt} as created_at from ${list.table}
      where ${list.where} and ${list.searchText} like ${pattern}
    )
    select (select count(*) from m)::int as matched,
      array(select id from m order by created_at desc nulls last, id desc nulls last
            offset ${page.offset} limit ${page.limit}) as ids`;
}

async function searchAll(db: Db, list: SearchableList, pattern: string, page: PageWindow): Promise<IdPage> {
  const [row] = rowsOf<{ matched: number; ids: string[] }>(await db.execute(searchAllQuery(list, pattern, page)));
  return { ids: row?.ids ?? [], total: Number(row?.matched ?? 0), totalIsEstimate: false };
}

/**
 * A page of search results, newest first, whose cost does not grow with the list (docs/decisions/0014).
 * Common terms fill the page from a bounded window of the newest rows; rare ones are few by definition and
 * come from the trigram index. Either way no statement reads more than about `SEARCH_WINDOW_MAX` index
 * entries or the matches of a term rarer than one in `SEARCH_WINDOW / need` rows.
 */
export async function searchIds(db: Db, list: NewestFirstList, pattern: string, page: PageWindow): Promise<IdPage> {
  if (!list.searchText) throw new Error("this list has no search text");
  return searchSearchable(db, { ...list, searchText: list.searchText }, pattern, page);
}

async function searchSearchable(db: Db, list: SearchableList, pattern: string, page: PageWindow): Promise<IdPage> {
  const need = page.offset + page.limit;
  let size = SEARCH_WINDOW;
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await searchWindow(db, list, pattern, size, page);
    // The window held the whole list: its matches are all there is.
    if (found.scanned < size) return { ids: found.ids, total: found.matched, totalIsEstimate: false };
    if (found.matched >= need) {
      const estimate = Math.round((found.matched * Math.max(found.total, found.scanned)) / found.scanned);
      return { ids: found.ids, total: Math.max(found.matched, estimate), totalIsEstimate: true };
    }
    if (found.matched === 0) break;
    // Some matches but not enough: one longer walk sized from the density seen, if it stays bounded.
    size = Math.ceil(((need * size) / found.matched) * 1.25);
    if (size > SEARCH_WINDOW_MAX) break;
  }
  return searchAll(db, list, pattern, page);
}
