import type { Database } from "@classwise/db/client";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Counts the SQL statements the app sends to its database (BEGIN and COMMIT included), by wrapping the
 * driver underneath Drizzle: PGlite's query/exec/transaction, or every node-postgres client's query.
 */
export function countStatements(database: Database) {
  let count = 0;
  const restore: (() => void)[] = [];
  if (database.kind === "pglite") {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const { query, exec, transaction } = client;
    const wrapTx = (tx: Transaction) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((...args: Parameters<Transaction["query"]>) => {
        count++;
        return txQuery(...args);
      }) as Transaction["query"];
      tx.exec = ((...args: Parameters<Transaction["exec"]>) => {
        count++;
        return txExec(...args);
      }) as Transaction["exec"];
      return tx;
    };
    client.query = ((...args: Parameters<PGlite["query"]>) => {
      count++;
      return query.apply(client, args);
    }) as PGlite["query"];
    client.exec = ((...args: Parameters<PGlite["exec"]>) => {
      count++;
      return exec.apply(client, args);
    }) as PGlite["exec"];
    client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
      count += 2; // BEGIN and COMMIT (or ROLLBACK)
      return transaction.call(client, (tx: Transaction) => callback(wrapTx(tx)));
    }) as PGlite["transaction"];
    restore.push(() => {
      client.query = query;
      client.exec = exec;
      client.transaction = transaction;
    });
  } else {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      count++;
      return (original as (...inner: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    restore.push(() => {
      pg.Client.prototype.query = original;
    });
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    restore() {
      for (const undo of restore) undo();
    },
  };
}
