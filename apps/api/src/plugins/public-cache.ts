import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { type NotifyBus, startNotifyBus } from "@classwise/db/notify-bus";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** What a cached public read depends on; a write that changes it clears every entry of the topic. */
export type PublicCacheTopic = "catalogue" | "evaluations" | "statistics";

/**
 * A route's opt-in, in its `config.publicCache`. `personal` says when the caller changes the answer:
 * "never" (the same for everyone), "signed-in" (a bearer token makes it personal: not cached), "admin" (only
 * an admin's answer differs).
 */
export interface PublicCacheOptions {
  topics: PublicCacheTopic[];
  personal: "never" | "signed-in" | "admin";
  /** Overrides PUBLIC_CACHE_SECONDS for this route. */
  ttlSeconds?: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    publicCache?: PublicCacheOptions;
  }
  interface FastifyInstance {
    publicCache: { invalidate(...topics: PublicCacheTopic[]): void; size(): number };
  }
  interface FastifyRequest {
    publicCacheKey: string | undefined;
    /** How many invalidations had happened when this request looked in the cache. */
    publicCacheGeneration: number;
  }
}

interface Entry {
  body: string;
  etag: string;
  contentType: string;
  topics: PublicCacheTopic[];
  expiresAt: number;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

/** Entries kept at most: one per distinct URL asked for, the least recently used dropped first. */
const MAX_ENTRIES = 2000;
/** brotli and gzip settings for cached bodies: compressed once, sent many times. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } };

/** The compressed form a request accepts, brotli first, or none. */
export function preferredEncoding(request: FastifyRequest): "br" | "gzip" | undefined {
  const accepted = request.headers["accept-encoding"];
  if (typeof accepted !== "string") return undefined;
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/**
 * An in-process cache of public GET responses (docs/architecture.md, "Data"):
 * the serialized body, its ETag and its compressed forms, so a hit costs neither the database, nor
 * serialization, nor compression. Writes clear the topics they change at once in this process and, on
 * PostgreSQL, in every other process on the same database through LISTEN/NOTIFY within moments
 * (docs/decisions/0015-public-cache.md). An answer computed while an invalidation came in is not kept: it may
 * have read the rows before the write.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance) => {
    const entries = new Map<string, Entry>();
    const defaultTtlMs = app.config.publicCacheSeconds * 1000;

    let generation = 0;
    const clear = (topics: readonly string[]) => {
      generation++;
      for (const [key, entry] of entries) {
        if (entry.topics.some((topic) => topics.includes(topic))) entries.delete(key);
      }
    };

    // Several processes share a PostgreSQL database (PGlite is one process): tell the others what changed.
    let bus: NotifyBus | undefined;
    const listenUrl = app.config.databaseListenUrl ?? app.database.url;
    if (app.database.kind === "postgres" && listenUrl) {
      bus = await startNotifyBus({
        listenUrl,
        db: app.database.db,
        log: app.log,
        onMessage: clear,
        onReconnect: () => {
          generation++;
          entries.clear();
        },
      });
      app.addHook("onClose", async () => bus?.close());
    }

    app.decorate("publicCache", {
      invalidate(...topics: PublicCacheTopic[]) {
        clear(topics);
        bus?.publish(topics);
      },
      size: () => entries.size,
    });
    app.decorateRequest("publicCacheKey", undefined);
    app.decorateRequest("publicCacheGeneration", 0);

    const optionsOf = (request: FastifyRequest) => {
      const options = request.routeOptions.config.publicCache;
      if (!options || request.method !== "GET") return undefined;
      const ttlMs = options.ttlSeconds === undefined ? defaultTtlMs : options.ttlSeconds * 1000;
      return ttlMs > 0 ? { ...options, ttlMs } : undefined;
    };

    /** Whether this caller gets the shared answer (runs after the actor is known). */
    const isShared = (request: FastifyRequest, personal: PublicCacheOptions["personal"]) => {
      if (personal === "never") return true;
      if (request.tokenRejected) return false;
      if (personal === "signed-in") return request.headers.authorization === undefined;
      return request.actor?.role !== "admin";
    };

    const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      reply.header("etag", entry.etag).header("vary", "accept-encoding").header("x-cache", "hit");
      if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
      reply.type(entry.contentType);
      const encoding = preferredEncoding(request);
      if (!encoding) return reply.send(entry.body);
      if (!entry.encoded[encoding]) {
        entry.encoded[encoding] =
          encoding === "br" ? zlib.brotliCompressSync(entry.body, BROTLI) : zlib.gzipSync(entry.body, { level: 6 });
      }
      return reply.header("content-encoding", encoding).send(entry.encoded[encoding]);
    };

    // preValidation: after every onRequest hook (the actor is known), before the query is even validated.
    app.addHook("preValidation", async (request, reply) => {
      const options = optionsOf(request);
      if (!options || !isShared(request, options.personal)) return;
      const key = request.url;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) {
        // Refresh its place in the least-recently-used order.
        entries.delete(key);
        entries.set(key, entry);
        return send(request, reply, entry);
      }
      if (entry) entries.delete(key);
      request.publicCacheKey = key;
      request.publicCacheGeneration = generation;
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const key = request.publicCacheKey;
      const options = key === undefined ? undefined : optionsOf(request);
      if (key === undefined || !options || reply.statusCode !== 200 || typeof payload !== "string") return payload;
      if (request.publicCacheGeneration !== generation) return payload;
      const etag = `"${createHash("sha1").update(payload).digest("base64url")}"`;
      entries.set(key, {
        body: payload,
        etag,
        contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
        topics: options.topics,
        expiresAt: Date.now() + options.ttlMs,
        encoded: {},
      });
      while (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      reply.header("etag", etag).header("x-cache", "miss");
      return payload;
    });
  },
  // Registered before compression, so onSend sees the serialized body before it is compressed.
  { name: "public-cache" },
);
