import { type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** A value given when a prepared statement runs: `param("studentId")` in its text. */
export const param = sql.placeholder;

const dialect = new PgDialect();

/**
 * A statement whose text is the same on every call, for the hot paths (docs/decisions/0030). Its SQL is built
 * once; on PostgreSQL it is a named prepared statement, so each pooled connection parses it once, and after
 * five runs PostgreSQL keeps a generic plan when that plan costs no more than planning each time. Planning
 * was most of what PostgreSQL spent on these statements (docs/performance.md).
 *
 * Only for statements whose best plan does not depend on the values: lookups by id, a user's own rows. Never
 * for a search, whose plan depends on the pattern. Names are unique across the code base (a test checks).
 * Runs inside a transaction as well: pass the transaction as `db`.
 *
 * What drizzle computes in JavaScript when it builds a statement (a column's `$defaultFn` or `$onUpdate`) is
 * computed once here: give such columns as parameters, or as SQL (`now()`).
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  let query: Query | undefined;
  const run = async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(statement);
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
  preparedNames.push(name);
  return run;
}

/**
 * A typed query built once per database handle (the pool, or the embedded database) with drizzle's own
 * `.prepare(name)`; same rules as `preparedStatement`. Not for transactions, whose handle is new each time.
 */
export function preparedQuery<Prepared>(name: string, build: (db: Db, name: string) => Prepared) {
  const byDatabase = new WeakMap<Db, Prepared>();
  preparedNames.push(name);
  return (db: Db): Prepared => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db, name);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/** Every name given so far: PostgreSQL refuses two texts under one name on a connection. */
export const preparedNames: string[] = [];
