import path from "node:path";

export interface DatabaseLocation {
  /** A PostgreSQL server, when set; otherwise the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute path of the data directory (the embedded database, uploads, outbox). */
  dataDir: string;
}

/**
 * Where the database is, from DATABASE_URL and DATA_DIR (default `./data`). A relative DATA_DIR is resolved from
 * the directory npm was started in (INIT_CWD), so `DATA_DIR=./data` means the same folder whichever workspace
 * runs the script. The API's configuration and the command-line tools read these two variables only here.
 */
export function databaseLocation(source: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  const base = source.INIT_CWD ?? process.cwd();
  const dataDir = source.DATA_DIR || "./data";
  return {
    databaseUrl: source.DATABASE_URL || undefined,
    dataDir: path.isAbsolute(dataDir) ? dataDir : path.resolve(base, dataDir),
  };
}
