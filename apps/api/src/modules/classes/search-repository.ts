import type { Db } from "@classwise/db/client";
import { counterTotal } from "@classwise/db/counters";
import { param, preparedStatement } from "@classwise/db/prepared";
import { CATEGORIES, type Category, type ClassSort, MAX_BROWSE_ROWS, MAX_SEARCH_ROWS } from "@classwise/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  LAST_TERM_MARK,
  type QueryWord,
  type TsQueries,
  TYPO_MIN_LENGTH,
  TYPO_MIN_SIMILARITY,
} from "./search-terms.js";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The catalogue's filters (docs/decisions/0034-ranked-search.md); prices in cents, rating in tenths. */
export interface CatalogueFilters {
  category?: Category;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRatingTenths?: number;
}

export interface CataloguePage {
  ids: string[];
  total: number;
  totalIsEstimate: boolean;
  /** `estimate`: the count is the dictionary's bound, not a count (decision 46). */
  facets: { category: Category; count: number; estimate?: true }[];
}

/** How long the answer about one word (known, or its correction) is reused before it is asked again. */
const CORRECTION_TTL_MS = 60_000;
/** Words remembered per database; past this the oldest are forgotten first. */
const CORRECTION_CACHE_SIZE = 5_000;

interface CorrectionEntry {
  correction: string | undefined;
  expires: number;
}

/** The answers per word, per database (a process may serve several, as the tests do). */
const correctionCaches = new WeakMap<Db, Map<string, CorrectionEntry>>();

function correctionCache(db: Db): Map<string, CorrectionEntry> {
  let cache = correctionCaches.get(db);
  if (!cache) {
    cache = new Map();
    correctionCaches.set(db, cache);
  }
  return cache;
}

function remember(cache: Map<string, CorrectionEntry>, word: string, entry: CorrectionEntry) {
  cache.delete(word);
  if (cache.size >= CORRECTION_CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(word, entry);
}

/**
 * Corrects the words of 4+ letters that no approved class holds to the nearest title word by trigram
 * distance, through the GiST index of the small class_words dictionary (a nearest-neighbour walk: its cost
 * follows the dictionary's few thousand words, not the catalogue). One statement for every word not asked
 * in the last minute: the answer per word is kept for CORRECTION_TTL_MS (decision 40), so a word repeated
 * by many visitors, misspelt or not, costs no statement. A word the catalogue gains meanwhile still matches
 * as typed: a correction only adds an alternative.
 */
export async function correctWords(db: Db, words: string[]): Promise<QueryWord[]> {
  const candidates = words.filter((word) => [...word].length >= TYPO_MIN_LENGTH);
  if (candidates.length === 0) return words.map((word) => ({ word }));
  const cache = correctionCache(db);
  const now = Date.now();
  const corrections = new Map<string, string | undefined>();
  for (const word of candidates) {
    const entry = cache.get(word);
    if (entry && entry.expires > now) corrections.set(word, entry.correction);
  }
  const asked = candidates.filter((word) => !corrections.has(word));
  if (asked.length > 0) {
    const rows = rowsOf<{ word: string; known: boolean; nearest: string | null; score: number | null }>(
      await db.execute(sql`
        select q.word,
          -- A word some title holds, or a whole word of a teacher name or description, is not a typo.
          case when exists (select 1 from class_words k where k.word = q.word and k.titles > 0) then true
            else exists (select 1 from classes c where c.deleted_at is null and c.status = 'approved' and not c.teacher_suspended
                         and c.search_vector @@ to_tsquery('simple', quote_literal(q.word))) end as known,
          n.word as nearest, similarity(n.word, q.word) as score
        from unnest(array[${sql.join(
          asked.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) as q(word)
        left join lateral (
          select w.word from class_words w where w.titles > 0 order by w.word <-> q.word limit 1
        ) n on true`),
    );
    for (const row of rows) {
      const corrected = !row.known && row.nearest && Number(row.score) >= TYPO_MIN_SIMILARITY;
      const correction = corrected && row.nearest !== row.word ? (row.nearest as string) : undefined;
      corrections.set(row.word, correction);
      remember(cache, row.word, { correction, expires: now + CORRECTION_TTL_MS });
    }
  }
  return words.map((word) => {
    const correction = corrections.get(word);
    return correction ? { word, correction } : { word };
  });
}

function filterConditions(filters: CatalogueFilters, withCategory: boolean): SQL[] {
  const conditions: SQL[] = [];
  if (withCategory && filters.category) conditions.push(sql`s.category = ${filters.category}`);
  if (filters.minPriceCents !== undefined) conditions.push(sql`s.price_cents >= ${filters.minPriceCents}`);
  if (filters.maxPriceCents !== undefined) conditions.push(sql`s.price_cents <= ${filters.maxPriceCents}`);
  if (filters.minRatingTenths !== undefined) conditions.push(sql`s.rating_tenths >= ${filters.minRatingTenths}`);
  return conditions;
}

const and = (conditions: SQL[]) => (conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``);

/** ORDER BY of a sort over candidates `r` that carry class_stats' columns. */
function sortOrder(sort: ClassSort): SQL {
  switch (sort) {
    case "newest":
      return sql`r.created_at desc, r.id desc`;
    case "popular":
      return sql`r.enrolled_count desc, r.created_at desc, r.id desc`;
    case "rating":
      return sql`r.rating_tenths desc nulls last, r.enrolled_count desc, r.id desc`;
    case "price-low":
      return sql`r.price_cents, r.enrolled_count desc, r.id desc`;
    case "price-high":
      return sql`r.price_cents desc, r.enrolled_count desc, r.id desc`;
    default:
      // Whole words over prefixes over corrected words; title (A) over teacher (B) over description (C)
      // through ts_rank's weights; then popularity.
      return sql`r.score desc, r.enrolled_count desc, r.created_at desc, r.id desc`;
  }
}

/** Candidates read and ranked for the first pages of a search (decision 46); deeper pages read MAX_SEARCH_ROWS. */
export const RANKED_ROWS = 150;
/** A last word is expanded into at most this many whole words of the dictionary; a start with more stays a prefix. */
export const MAX_EXPANSIONS = 8;
/** Dictionary rows read for the last word's start; past this its counts bound nothing. */
const PREFIX_ROWS = 1_000;
/**
 * A last word left as a prefix whose words are held (by the dictionary's count) by at least this share of the
 * catalogue is not given to the index: the other words are, and the prefix is tested on the rows it leads to.
 */
const FREQUENT_PREFIX_SHARE = 0.25;
/**
 * A search whose dictionary bound says its candidates are likely within the table's first SCAN_PAGES pages
 * (about SCAN_ROWS rows to read) reads those pages in order instead of building the index's bitmap of every
 * match, which for a frequent word costs more than reading a thousand rows; if they hold fewer candidates,
 * the index is asked as usual.
 */
const SCAN_PAGES = 400;
const SCAN_ROWS = 1_500;

/** The search statement's values; each shape of the statement (sort, filters given) is prepared once. */
interface SearchValues {
  [name: string]: unknown;
  word: string;
  prefixTerm: string;
  weights: string;
  whole: string;
  prefixTemplate: string;
  matchTemplate: string;
  headMatch: string;
  words: string;
  terms: string;
  last: number;
  offset: number;
  limit: number;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
}

interface SearchRow {
  found: number;
  by_category: Record<string, number> | null;
  ids: string[] | null;
  bounds: Record<string, number | null> | null;
}

/**
 * The CTEs every search statement starts with: `e`, the dictionary rows (search_lexemes, migration 0028) of
 * the words that start like the last word; `x`, that word's term, the few whole words found (so the GIN
 * index intersects their posting lists) or, past MAX_EXPANSIONS or with none, the prefix as typed; `q`, the
 * three tsqueries and `i`, what the index is asked (with the chosen subject's lexeme, decision 49),
 * materialized so the candidates always come through the full-text index when they are not read from the
 * table's first pages (decision 40).
 */
function queryCtes(withCategory: boolean): SQL {
  const expands = sql`count(distinct e.word) between 1 and ${MAX_EXPANSIONS}`;
  const catalogue = counterTotal(...CATEGORIES.map((category) => `category:${category}` as const));
  // A chosen subject is one more term of the index query: the lexeme "~" and the category every class's vector
  // holds (migration 0031, decision 49), so the index leads to that subject's rows only.
  const categoryTerm = withCategory ? sql` && quote_literal('~' || ${param("category")})::tsquery` : sql``;
  return sql`e as materialized (
      select l.word, l.category, l.classes from search_lexemes l
      where l.word >= ${param("word")} and l.word < ${param("word")} || chr(1114111) and l.classes > 0
      order by l.word, l.category limit ${PREFIX_ROWS + 1}
    ), x as materialized (
      select count(*) <= ${PREFIX_ROWS} as counted, ${expands} as expanded, coalesce(sum(e.classes), 0) as classes,
        ${catalogue} as listed,
        case when ${expands} then '(' || string_agg(distinct quote_literal(e.word) || ${param("weights")}, ' | ') || ')'
          else ${param("prefixTerm")} end as last
      from e
    ), q as materialized (
      -- The index query: the whole match, or, when the last word stays a prefix held by a large share of the
      -- catalogue, the other words only (a union of many large posting lists costs more than testing the
      -- prefix on the rows the other words lead to).
      select w, p, m,
        (case when ${param("headMatch")} <> '' and not x.expanded
            and (not x.counted or x.classes >= ${FREQUENT_PREFIX_SHARE}::float8 * x.listed)
          then to_tsquery('simple', ${param("headMatch")}) else m end)${categoryTerm} as i
      from x, lateral (
        select to_tsquery('simple', ${param("whole")}) as w,
          to_tsquery('simple', replace(${param("prefixTemplate")}, ${LAST_TERM_MARK}, x.last)) as p,
          to_tsquery('simple', replace(${param("matchTemplate")}, ${LAST_TERM_MARK}, x.last)) as m
      ) t
    )`;
}

/** Which filters a search has: part of its statement's shape. */
interface FilterShape {
  category: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  minRating: boolean;
}

/** Conditions of the search candidates: on the class row the index led to, and the rating on class_stats. */
function searchConditions(shape: FilterShape): SQL[] {
  const conditions: SQL[] = [];
  if (shape.category) conditions.push(sql`c.category = ${param("category")}`);
  if (shape.minPrice) conditions.push(sql`c.price_cents >= ${param("minPrice")}`);
  if (shape.maxPrice) conditions.push(sql`c.price_cents <= ${param("maxPrice")}`);
  if (shape.minRating) conditions.push(sql`s.rating_tenths >= ${param("minRating")}`);
  return conditions;
}

/** The search statement of one shape (docs/decisions/0046-search-candidates.md). */
function searchStatementText(sort: ClassSort, shape: FilterShape, wanted: number): SQL {
  // The score is computed in the scan, from the row the index led to, and only when the order needs it:
  // the candidates carry narrow columns, never their tsvector (decision 40).
  const score =
    sort === "relevance"
      ? sql`ts_rank(c.search_vector, q.m) * case when c.search_vector @@ q.w then 4 when c.search_vector @@ q.p then 2 else 1 end`
      : sql`0::real`;
  const categories = sql.raw(`array[${CATEGORIES.map((category) => `'${category}'`).join(", ")}]::text[]`);
  // Price and rating are not in the dictionary: each is taken to keep half the matches.
  const kept = 0.5 ** [shape.minPrice, shape.maxPrice, shape.minRating].filter(Boolean).length;
  const columns = sql`c.id, c.category, s.enrolled_count, s.rating_tenths, s.price_cents, s.created_at, ${score} as score`;
  const where = sql`c.deleted_at is null and c.status = 'approved' and not c.teacher_suspended
    and ts_match_vq(c.search_vector, q.m) ${and(searchConditions(shape))}`;
  // A constant, not a parameter: the planner costs a LIMIT it cannot see as a tenth of the rows, which kept
  // PostgreSQL planning the statement on every run instead of keeping its generic plan.
  const candidates = sql.raw(String(wanted));
  return sql`
    with ${queryCtes(shape.category)}, t as materialized (
      -- Per word and category, the classes holding the word, its correction or (the last word) what it starts.
      select term, category, sum(n)::int as n from (
        select k.term::int, l.category, l.classes as n
        from unnest(string_to_array(${param("words")}, ' '), string_to_array(${param("terms")}, ' ')) as k(word, term)
          join search_lexemes l on l.word = k.word and l.classes > 0
        union all
        select ${param("last")}::int, e.category, e.classes from e, x where x.counted
      ) u group by term, category
    ), g as materialized (
      -- Each category's listed classes, read once (the counters' shards summed).
      select g.category,
        (select coalesce(sum(value), 0) from counters where name = 'category:' || g.category)::float8 as listed
      from unnest(${categories}) as g(category)
    ), b as materialized (
      -- Per category: the most classes the search can match (the smallest count over the words counted; 0
      -- when a word has none there), and how many it would match if its words were independent (what decides
      -- the way candidates are read). No row when no word can be counted.
      select g.category,
        case when count(t.term) < max(k.terms) then 0 else min(t.n) end as bound,
        case when count(t.term) < max(k.terms) then 0::float8
          else g.listed * exp(sum(ln(least(t.n::float8 / greatest(g.listed, 1), 1)))) end as expected
      from (select ${param("last")}::int + case when x.counted then 1 else 0 end as terms, x.counted from x) k
        cross join g
        left join t on t.category = g.category and (t.term < ${param("last")}::int or k.counted)
      where k.terms > 0
      group by g.category, g.listed
    ), v as materialized (
      -- Whether the table's first pages likely hold the candidates.
      select coalesce(sum(b.expected), 0) * ${kept}::float8 * ${SCAN_ROWS}::float8
          >= ${candidates}::float8 * max(x.listed)::float8 as scan
      from x left join b on ${shape.category ? sql`b.category = ${param("category")}` : sql`true`}
    ), f as materialized (
      -- Those pages in order, the match tested on each row: the rows the index would lead to first, as a
      -- bitmap heap scan also reads the table in page order.
      select ${columns} from classes c join class_stats s on s.class_id = c.id, q
      where (select scan from v) and c.ctid < ${sql.raw(`'(${SCAN_PAGES},0)'::tid`)} and ${where}
      limit ${candidates}
    ), r as materialized (
      select * from f where (select count(*) from f) >= ${candidates}
      union all (
        -- The index is asked q.i; the whole match is tested on each row it leads to (the function form of @@,
        -- which the planner does not give to the index).
        select ${columns} from classes c join class_stats s on s.class_id = c.id, q
        where (select count(*) from f) < ${candidates} and c.search_vector @@ q.i and ${where}
        limit ${candidates}
      )
    )
    select (select count(*) from r)::int as found,
      (select json_object_agg(category, n) from (select category, count(*)::int as n from r group by category) g)
        as by_category,
      array(select r.id from r order by ${sortOrder(sort)} offset ${param("offset")} limit ${param("limit")}) as ids,
      (select json_object_agg(category, bound) from b) as bounds`;
}

const searchStatements = new Map<string, (db: Db, values: SearchValues) => Promise<SearchRow[]>>();

/** The prepared statement of a search's shape: 6 sorts x 16 filter sets x 2 candidate counts, each parsed once. */
function searchStatement(sort: ClassSort, shape: FilterShape, candidates: number) {
  const mask = [shape.category, shape.minPrice, shape.maxPrice, shape.minRating].map(Number).join("");
  const name = `catalogue_search_${sort.replace("-", "_")}_${mask}_${candidates}`;
  let run = searchStatements.get(name);
  if (!run) {
    run = preparedStatement<SearchRow>(name, searchStatementText(sort, shape, candidates));
    searchStatements.set(name, run);
  }
  return run;
}

/**
 * A ranked page of a catalogue search (decision 46). The candidates are the first RANKED_ROWS approved
 * classes in table order that match with every filter (MAX_SEARCH_ROWS for a page past those), read from the
 * table's first pages when the dictionary says a term is frequent and through the full-text index otherwise,
 * ranked and paged in the same statement. When the candidates hold every match, the total and the category
 * counts are counted; otherwise the total is "about" the dictionary's bound (at most MAX_SEARCH_ROWS), and
 * so are the category counts it can bound. Whatever the term, at most that many candidates are read.
 */
export async function searchCatalogue(
  db: Db,
  queries: TsQueries,
  filters: CatalogueFilters,
  sort: ClassSort,
  page: { offset: number; limit: number },
): Promise<CataloguePage> {
  const candidates = page.offset + page.limit <= RANKED_ROWS ? RANKED_ROWS : MAX_SEARCH_ROWS;
  const shape = {
    category: filters.category !== undefined,
    minPrice: filters.minPriceCents !== undefined,
    maxPrice: filters.maxPriceCents !== undefined,
    minRating: filters.minRatingTenths !== undefined,
  };
  const [row] = await searchStatement(
    sort,
    shape,
    candidates,
  )(db, {
    word: queries.last.word,
    prefixTerm: queries.last.prefixTerm,
    weights: queries.last.weights,
    whole: queries.whole,
    prefixTemplate: queries.prefixTemplate,
    matchTemplate: queries.matchTemplate,
    headMatch: queries.headMatch,
    // Words are runs of letters and digits: a space separates them safely.
    words: queries.lexemes.map((l) => l.word).join(" "),
    terms: queries.lexemes.map((l) => l.term).join(" "),
    last: queries.last.index,
    offset: page.offset,
    limit: page.limit,
    ...(shape.category ? { category: filters.category } : {}),
    ...(shape.minPrice ? { minPrice: filters.minPriceCents } : {}),
    ...(shape.maxPrice ? { maxPrice: filters.maxPriceCents } : {}),
    ...(shape.minRating ? { minRating: filters.minRatingTenths } : {}),
  });
  const found = Number(row?.found ?? 0);
  const byCategory = row?.by_category ?? {};
  const complete = found < candidates;
  const bounds = row?.bounds ?? undefined;
  const facets = CATEGORIES.flatMap((category): CataloguePage["facets"] => {
    // Every match was read: each category is counted (or, with a subject chosen, that subject is).
    if (complete && (!filters.category || filters.category === category)) {
      return [{ category, count: filters.category ? found : Number(byCategory[category] ?? 0) }];
    }
    const bound = bounds?.[category];
    if (bound === undefined || bound === null) return [];
    const count = Math.max(Number(bound), Number(byCategory[category] ?? 0));
    // A bound of 0 is exact: some word of the search is in no class of that subject.
    return [count > 0 ? { category, count, estimate: true } : { category, count }];
  });
  let total = found;
  if (!complete) {
    const bound = filters.category
      ? bounds?.[filters.category]
      : bounds && Object.values(bounds).reduce<number>((sum, n) => sum + Number(n), 0);
    total = Math.min(MAX_SEARCH_ROWS, Math.max(found, bound == null ? MAX_SEARCH_ROWS : Number(bound)));
  }
  return {
    ids: row?.ids ?? [],
    total,
    totalIsEstimate: !complete,
    facets,
  };
}

/** ORDER BY of a filtered list read from class_stats alone, in the order of one of its indexes. */
function listOrder(sort: ClassSort): SQL {
  switch (sort) {
    case "popular":
      return sql`s.enrolled_count desc nulls last, s.created_at desc nulls last, s.class_id desc nulls last`;
    case "rating":
      return sql`s.rating_tenths desc nulls last, s.enrolled_count desc nulls last, s.class_id desc nulls last`;
    case "price-low":
      return sql`s.price_cents, s.class_id`;
    case "price-high":
      return sql`s.price_cents desc, s.class_id desc`;
    default:
      return sql`s.created_at desc nulls last, s.class_id desc nulls last`;
  }
}

/** Classes per category from the counters (migration 0017): one row each, whatever the catalogue's size. */
function facetColumns(): SQL {
  return sql.join(
    CATEGORIES.map((category) => sql`(${counterTotal(`category:${category}`)})::int`),
    sql`, `,
  );
}

/**
 * A page of the approved catalogue with filters or a sort other than newest, read from the narrow
 * class_stats rows through the index of its order (newest, popular, rating, price). The total of a list
 * filtered by price or rating is counted up to MAX_BROWSE_ROWS + 1 rows (the part that can be paged
 * through) and shown as "about" past that; a list of one category or of all counts from the counters.
 */
export async function listCatalogue(
  db: Db,
  filters: CatalogueFilters,
  sort: ClassSort,
  page: { offset: number; limit: number },
): Promise<CataloguePage> {
  const where = sql`s.listed ${and(filterConditions(filters, true))}`;
  const counted = filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined || filters.minRatingTenths;
  const total = counted
    ? sql`(select count(*) from (select 1 from class_stats s where ${where} limit ${MAX_BROWSE_ROWS + 1}) n)::int`
    : filters.category
      ? sql`(${counterTotal(`category:${filters.category}`)})::int`
      : // The listed catalogue is the sum of its categories (a suspended teacher's classes are in none).
        sql`(${counterTotal(...CATEGORIES.map((category) => `category:${category}` as const))})::int`;
  const [row] = rowsOf<{ total: number; ids: string[] | null; facets: number[] | null }>(
    await db.execute(sql`
      select ${total} as total, array[${facetColumns()}] as facets,
        array(select s.class_id from class_stats s where ${where} order by ${listOrder(sort)}
              offset ${page.offset} limit ${page.limit}) as ids`),
  );
  const totalRows = Number(row?.total ?? 0);
  return {
    ids: row?.ids ?? [],
    total: Math.min(totalRows, MAX_BROWSE_ROWS),
    totalIsEstimate: totalRows > MAX_BROWSE_ROWS,
    facets: CATEGORIES.map((category, i) => ({ category, count: Number(row?.facets?.[i] ?? 0) })),
  };
}

/** Suggestions read at most this many title matches before keeping the most popular few. */
const SUGGESTION_CANDIDATES = 50;

/**
 * Titles of approved classes whose title words start like the term (the title's weight only), the most
 * enrolled of the first SUGGESTION_CANDIDATES title matches in table order: a cheap read for every keystroke.
 * The table's first SCAN_PAGES pages are read in order and each row tested, which for a frequent start finds
 * them without the index's bitmap of every lexeme with that start; when those pages hold fewer, the index is
 * asked (the query materialized, so the planner never walks the whole table for a start no title has: at 1M
 * classes that walk cost 80 ms a keystroke).
 */
export async function suggestTitles(db: Db, queries: TsQueries, limit: number) {
  const listed = sql`c.deleted_at is null and c.status = 'approved' and not c.teacher_suspended`;
  const columns = sql`c.id, c.title, s.enrolled_count, c.search_vector @@ q.p as direct`;
  return rowsOf<{ id: string; title: string }>(
    await db.execute(sql`
      with q as materialized (
        select to_tsquery('simple', ${queries.prefix}) as p, to_tsquery('simple', ${queries.match}) as m
      ), f as materialized (
        select ${columns} from classes c join class_stats s on s.class_id = c.id, q
        where c.ctid < ${sql.raw(`'(${SCAN_PAGES},0)'::tid`)} and ${listed} and ts_match_vq(c.search_vector, q.m)
        limit ${SUGGESTION_CANDIDATES}
      ), r as (
        select * from f where (select count(*) from f) >= ${SUGGESTION_CANDIDATES}
        union all (
          select ${columns} from classes c join class_stats s on s.class_id = c.id, q
          where (select count(*) from f) < ${SUGGESTION_CANDIDATES} and c.search_vector @@ q.m and ${listed}
          limit ${SUGGESTION_CANDIDATES}
        )
      )
      select id, title from r order by direct desc, enrolled_count desc, id desc limit ${limit}`),
  );
}
