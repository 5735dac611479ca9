import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { Database } from "@classwise/db/client";
import { messages } from "@classwise/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { notFound, unauthorized } from "../lib/errors.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The metrics listener of METRICS_ADDRESS, when configured (its bound address, for tests). */
    metricsServer?: http.Server;
  }
}

const CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** The queue's due work: jobs_due_idx holds exactly the rows neither completed nor failed. */
async function queueState(database: Database) {
  const result = (await database.db.execute(sql`
    select count(*)::int as depth,
      coalesce(extract(epoch from now() - min(run_at)), 0)::float8 as oldest
    from jobs where completed_at is null and failed_at is null and run_at <= now()`)) as unknown as {
    rows: { depth: number; oldest: number }[];
  };
  return result.rows[0] ?? { depth: 0, oldest: 0 };
}

function sameToken(header: string | undefined, token: string): boolean {
  if (!header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function buildRegistry(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "classwise_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "classwise_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: "classwise_public_cache_requests_total",
    help: "Public reads answered from the in-process cache (hit) or computed and stored (miss)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  cache.inc({ result: "hit" }, 0);
  cache.inc({ result: "miss" }, 0);
  new Gauge({
    name: "classwise_public_cache_entries",
    help: "Answers held in the public cache",
    registers: [registry],
    collect() {
      this.set(app.publicCache.size());
    },
  });
  const depth = new Gauge({
    name: "classwise_job_queue_depth",
    help: "Jobs due and not yet done (email, reminders, digests)",
    registers: [registry],
  });
  new Gauge({
    name: "classwise_job_queue_oldest_age_seconds",
    help: "How long the oldest due job has waited",
    registers: [registry],
    async collect() {
      const state = await queueState(app.database).catch(() => ({ depth: Number.NaN, oldest: Number.NaN }));
      depth.set(state.depth);
      this.set(state.oldest);
    },
  });
  new Gauge({
    name: "classwise_db_pool_connections",
    help: "Database pool connections by state (PostgreSQL; the embedded database reports max 1, no pool)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = app.database.poolUse?.() ?? { total: 1, idle: 0, waiting: 0, max: 1 };
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "in_use" }, use.total - use.idle);
      this.set({ state: "waiting" }, use.waiting);
      this.set({ state: "max" }, use.max);
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    const cached = reply.getHeader("x-cache");
    if (cached === "hit" || cached === "miss") cache.inc({ result: cached });
  });
  return registry;
}

/**
 * Prometheus metrics (docs/operations.md "Metrics"): request counts and durations per route pattern and status,
 * the job queue, the database pool, the public cache and the process. Served at /metrics only to a caller with
 * METRICS_TOKEN, or on METRICS_ADDRESS (a listener of its own, without a token); otherwise /metrics is 404.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { token, address } = app.config.metrics;
    const registry = token || address ? buildRegistry(app) : undefined;

    // Without a token the main port keeps /metrics unknown (404), also when METRICS_ADDRESS serves them.
    app.get("/metrics", { config: { access: "public" }, schema: { hide: true } }, async (request, reply) =>
      answer(request, reply),
    );
    async function answer(request: FastifyRequest, reply: FastifyReply) {
      if (!token || !registry) throw notFound(messages.api.routeNotFound);
      if (!sameToken(request.headers.authorization, token)) {
        reply.header("www-authenticate", "Bearer");
        throw unauthorized();
      }
      return reply
        .type(CONTENT_TYPE)
        .header("cache-control", "no-store")
        .send(await registry.metrics());
    }

    if (address && registry) {
      const server = http.createServer((req, res) => {
        if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
          res.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => res.writeHead(200, { "content-type": CONTENT_TYPE }).end(text),
          () => res.writeHead(500).end(),
        );
      });
      app.addHook("onReady", async () => {
        await new Promise<void>((resolve, reject) => {
          server.once("error", reject);
          server.listen(address.port, address.host, () => resolve());
        });
        const bound = server.address();
        app.log.info({ address: typeof bound === "object" ? bound : address }, "metrics listening");
      });
      app.addHook("onClose", async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
      app.decorate("metricsServer", server);
    }
  },
  { name: "metrics", dependencies: ["public-cache"] },
);
