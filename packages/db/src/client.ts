import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { acquireDataDirLock, type DataDirLock } from "./lock.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL connection string (DATABASE_URL), for a session of its own (LISTEN). */
  url?: string | undefined;
  /**
   * Runs a trivial query: used by the health checks and the start-up wait. With `timeoutMs`, a database that
   * does not answer in time (hung, or every pooled connection busy) is an error instead of a wait.
   */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * The embedded database only: runs `read` and then copies the data directory (a gzipped tar, PGlite's
   * `dumpDataDir`) with no other statement of this process in between, so what `read` saw is exactly what the
   * copy holds. Requests wait meanwhile (docs/operations.md "Backups").
   */
  snapshot?<T>(read: (query: SnapshotQuery) => Promise<T>): Promise<{ read: T; archive: Blob }>;
  /** The connection pool's use (PostgreSQL; the embedded database has one connection and no pool). */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** A statement inside a snapshot: its rows. */
export type SnapshotQuery = (text: string) => Promise<Record<string, unknown>[]>;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An already open PGlite instance (tests clone a migrated snapshot into memory). */
  pglite?: PGlite;
  poolSize?: number;
  /**
   * Named prepared statements on PostgreSQL (db/prepared.ts); off sends every statement unnamed, for a
   * connection pooler that does not keep them across transactions.
   */
  preparedStatements?: boolean;
  /** How long one connection attempt may take (PostgreSQL); pg waits forever by default. */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout for every pooled connection; 0 or absent: the server's own. */
  statementTimeoutMs?: number;
  /** shared_buffers of the embedded database (DATA_DIR only). */
  pgliteSharedBuffers?: string | undefined;
}

// Each driver is loaded only when used: a server on PostgreSQL never loads the embedded database's
// WebAssembly, and one on PGlite never loads pg (part of the start-up time budget, docs/performance.md).
/**
 * The embedded database's buffer cache. PGlite's own default (128MB) is most of a server's memory; its data
 * files are read through the operating system's file cache anyway, so a smaller pool costs little
 * (docs/performance.md, "Memory").
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = "32MB";

export async function createPglite(
  dataDir?: string,
  loadDataDir?: Blob | File,
  sharedBuffers: string = DEFAULT_PGLITE_SHARED_BUFFERS,
): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`],
  });
}

/** A client that sends every statement unnamed: the name of a prepared statement is dropped. */
function unnamedStatementClient(Client: typeof import("pg").Client) {
  return class UnnamedStatementClient extends Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them all on
    override query(config: any, ...rest: any[]): any {
      const unnamed =
        config && typeof config === "object" && "name" in config ? { ...config, name: undefined } : config;
      return super.query(unnamed, ...rest);
    }
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      ...(options.preparedStatements === false ? { Client: unnamedStatementClient(pg.Client) } : {}),
    });
    pool.on("error", () => {
      // an idle client lost its connection; the pool replaces it on next use
    });
    const opened = database(drizzlePg(pool, { schema }) as unknown as Db, "postgres", pool, () => pool.end());
    const max = options.poolSize ?? 10;
    return {
      ...opened,
      url: options.databaseUrl,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  let lock: DataDirLock | undefined;
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error("openDatabase needs databaseUrl, dataDir or pglite");
    const dir = path.join(options.dataDir, "pgdata");
    fs.mkdirSync(dir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
    try {
      client = await createPglite(dir, undefined, options.pgliteSharedBuffers);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const pglite = client;
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const opened = database(drizzlePglite(pglite, { schema }) as unknown as Db, "pglite", pglite, async () => {
    await pglite.close();
    lock?.release();
  });
  return {
    ...opened,
    async snapshot(read) {
      // Writes the buffers out first, so the copy needs little recovery when it is opened.
      await pglite.query("checkpoint");
      // Every statement of PGlite queues behind an open transaction; the copy takes the statement lock only.
      return pglite.transaction(async (tx) => {
        const result = await read(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
        const archive = await pglite.dumpDataDir("gzip");
        return { read: result, archive };
      });
    },
  };
}

export class DatabaseTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

/**
 * The answer of `work`, or a DatabaseTimeoutError once `timeoutMs` have passed (no limit when undefined). A hung
 * database (or a pool whose every connection is stuck) becomes an error instead of a wait; an answer that comes
 * after the timeout is dropped.
 */
export async function withTimeout<T>(work: Promise<T>, timeoutMs: number | undefined): Promise<T> {
  if (timeoutMs === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  work.catch(() => {});
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The one shape both drivers answer in: the health check's ping is the same trivial query on either. */
function database(
  db: Db,
  kind: Database["kind"],
  client: { query(sql: string): Promise<unknown> },
  close: () => Promise<void>,
): Database {
  return {
    db,
    kind,
    async ping(timeoutMs?: number) {
      await withTimeout(client.query("select 1"), timeoutMs);
    },
    close,
  };
}
