import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./client.js";

/** The log lines the bus writes (a pino or Fastify logger fits). */
export interface BusLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Messages between the processes on one PostgreSQL database, over LISTEN/NOTIFY (no other server). A message is
 * delivered to every listening process, this one included, when the sending statement commits; each process
 * skips its own. Used to clear the public cache everywhere after a write (docs/decisions/0015-public-cache.md).
 */
export interface NotifyBus {
  /** Sends `topics` to the other processes (best effort: a failure is logged, never thrown). */
  publish(topics: string[]): void;
  close(): Promise<void>;
}

export const CACHE_CHANNEL = "classwise_cache";
const MAX_RECONNECT_MS = 5000;

interface Options {
  /** Where the listening session connects: PostgreSQL itself, never a pooler in transaction mode. */
  listenUrl: string;
  /** Where messages are sent from: the pool the requests use. */
  db: Db;
  log: BusLog;
  /** Topics sent by another process. */
  onMessage(topics: string[]): void;
  /**
   * The listening session was lost and is back: messages sent meanwhile are lost, so whatever depends on them
   * must be dropped (called after each reconnection, not after the first connection).
   */
  onReconnect(): void;
}

export async function startNotifyBus({ listenUrl, db, log, onMessage, onReconnect }: Options): Promise<NotifyBus> {
  const { default: pg } = await import("pg");
  const origin = randomUUID();
  let closed = false;
  let client: import("pg").Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = 250;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: listenUrl, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      try {
        const parsed = JSON.parse(message.payload) as { origin?: string; topics?: unknown };
        if (parsed.origin === origin || !Array.isArray(parsed.topics)) return;
        onMessage(parsed.topics.filter((topic): topic is string => typeof topic === "string"));
      } catch {
        // not one of ours
      }
    });
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      client = undefined;
      log.warn({ error: error?.message }, "cache invalidation listener lost its connection; reconnecting");
      next.end().catch(() => {});
      schedule();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    pause = 250;
    if (isReconnect) onReconnect();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect(true).catch((error: unknown) => {
        log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          "cache invalidation listener could not reconnect",
        );
        pause = Math.min(pause * 2, MAX_RECONNECT_MS);
        schedule();
      });
    }, pause);
    retry.unref();
  };

  await connect(false).catch((error: unknown) => {
    // Caches stay local (bounded by their TTL) until the listener is up.
    log.error(
      { error: error instanceof Error ? error.message : String(error) },
      "cache invalidation listener could not connect",
    );
    schedule();
  });

  return {
    publish(topics) {
      if (closed || topics.length === 0) return;
      const payload = JSON.stringify({ origin, topics });
      db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`).catch((error: unknown) => {
        log.warn({ error: error instanceof Error ? error.message : String(error) }, "cache invalidation not sent");
      });
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
