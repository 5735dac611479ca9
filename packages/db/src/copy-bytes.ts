import type { Pool, PoolClient } from "pg";
import type { Db } from "./client.js";

/** Quotes a value as a string literal for a statement that cannot take parameters (COPY). */
export type Literal = (value: string | number) => string;

/**
 * On PostgreSQL, runs `COPY (query) TO STDOUT (FORMAT binary)` for a query whose rows hold one bytea column,
 * and answers each row's bytes as a Buffer copied from the wire message, never decoded from text (decision 33). COPY takes no parameters, so `build` receives a quoting
 * function for its values. Answers `undefined` on the embedded database, which has no pooled connection; the
 * caller reads the bytes its own way there. A NULL row is an error: a stored piece always has bytes.
 */
export async function copyByteRows(db: Db, build: (literal: Literal) => string): Promise<Buffer[] | undefined> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!isPool(pool)) return undefined;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const literal: Literal = (value) =>
      typeof value === "number" ? String(Math.trunc(value)) : client.escapeLiteral(value);
    return await copyOut(client, `copy (${build(literal)}) to stdout with (format binary)`);
  } catch (error) {
    broken = error instanceof Error && !("severity" in error) ? error : undefined;
    throw error;
  } finally {
    // A statement error leaves the connection usable; anything else (a lost socket, a malformed answer) does not.
    client.release(broken);
  }
}

function isPool(client: unknown): client is Pool {
  return typeof client === "object" && client !== null && "connect" in client && "totalCount" in client;
}

/** The binary COPY stream: a 19-byte header, then per row a field count and each field's length and bytes. */
const HEADER_BYTES = 19;

function copyOut(client: PoolClient, text: string): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const rows: Buffer[] = [];
    let headerSeen = false;
    let failed: Error | undefined;
    const fail = (error: Error) => {
      failed ??= error;
    };
    // PostgreSQL sends each row of a COPY TO as one CopyData message (the header with the first one or alone).
    const readMessage = (chunk: Buffer) => {
      let offset = 0;
      if (!headerSeen) {
        if (chunk.length < HEADER_BYTES || chunk.toString("latin1", 0, 5) !== "PGCOP") {
          return fail(new Error("binary COPY answer without its header"));
        }
        headerSeen = true;
        offset = HEADER_BYTES;
      }
      if (offset === chunk.length) return;
      const fields = chunk.readInt16BE(offset);
      if (fields === -1) return; // the trailer
      if (fields !== 1) return fail(new Error(`binary COPY row with ${fields} fields, expected 1`));
      const length = chunk.readInt32BE(offset + 2);
      if (length < 0) return fail(new Error("binary COPY row with a NULL value"));
      if (offset + 6 + length !== chunk.length) return fail(new Error("binary COPY row split across messages"));
      // A copy: the driver reuses the memory of a message once it has handed it on.
      rows.push(Buffer.from(chunk.subarray(offset + 6)));
    };
    // pg runs any object with submit() as a query and hands it the protocol messages that follow.
    const submittable = {
      submit(connection: { query(text: string): void }) {
        connection.query(text);
      },
      handleCopyData(message: { chunk: Buffer }) {
        if (!failed) readMessage(message.chunk);
      },
      handleCommandComplete() {},
      handleEmptyQuery() {},
      handleReadyForQuery() {
        if (failed) reject(failed);
        else resolve(rows);
      },
      handleError(error: Error) {
        reject(error);
      },
    };
    client.query(submittable as unknown as Parameters<PoolClient["query"]>[0]);
  });
}
