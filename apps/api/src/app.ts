import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { type Database, openDatabase } from "@classwise/db/client";
import { runMigrations, waitForMigrations } from "@classwise/db/migrate";
import { waitForDatabase } from "@classwise/db/wait";
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import { startJobWorker } from "./jobs/worker.js";
import { hasGoogleSignIn } from "./modules/auth/create-auth.js";
import { identityPlugin } from "./modules/auth/index.js";
import { backupJob } from "./modules/backups/admin-service.js";
import { serveBackupRequests } from "./modules/backups/requests.js";
import { bulkEnrolmentJobHandlers } from "./modules/bulk-enrolment/jobs.js";
import { dataRightsJobHandlers } from "./modules/data-rights/export-job.js";
import { registerModules } from "./modules/index.js";
import { payoutJobHandlers } from "./modules/ledger/schedule-service.js";
import { notificationJobHandlers } from "./modules/notifications/job-handlers.js";
import { pageExtras } from "./page-extras.js";
import { actorPlugin } from "./plugins/actor.js";
import { attachmentTransfersPlugin } from "./plugins/attachment-transfers.js";
import { errorHandlerPlugin } from "./plugins/error-handler.js";
import { inputGuardPlugin } from "./plugins/input-guard.js";
import { metricsPlugin } from "./plugins/metrics.js";
import { openApiPlugin } from "./plugins/openapi.js";
import { publicCachePlugin } from "./plugins/public-cache.js";
import { rateLimitHookPlugin, rateLimitPlugin } from "./plugins/rate-limit.js";
import { routeGuardPlugin } from "./plugins/route-guard.js";
import { securityPlugin } from "./plugins/security.js";
import { staticPlugin } from "./plugins/static.js";
import { uploadsPlugin } from "./plugins/uploads.js";
import { createProviders, type Providers } from "./providers/index.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    providers: Providers;
    /** Where the process is in its life: draining is set on SIGTERM (server.ts), and readiness reads it. */
    lifecycle: { draining: boolean };
    /** The time services read (quiz deadlines): the system clock, or the tests' own. */
    clock: () => Date;
  }
}

export interface AppDependencies {
  /** An open database; when absent one is opened from the configuration and closed with the app. */
  database?: Database;
  providers?: Partial<Providers>;
  /** Skip applying migrations (tests hand in an already migrated database). */
  skipMigrations?: boolean;
  /** Where JSON log lines go instead of stdout (tests read what would have been logged). */
  logStream?: NodeJS.WritableStream;
  /** The clock services read (quiz deadlines); tests hand in one they move themselves. */
  clock?: () => Date;
}

export type App = FastifyInstance;

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/** Builds the whole application without listening: used by server.ts, the tests and the benchmarks. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie"],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    // One access-log line per request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count, not `true`: with `true` the left-most X-Forwarded-For entry, which anyone can write,
    // would become the client address of every rate limit.
    ...(config.trustProxy > 0 ? { trustProxy: (_address: string, hop: number) => hop < config.trustProxy } : {}),
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 72_000,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    }));
  try {
    if (ownsDatabase && database.kind === "postgres") {
      await waitForDatabase(database, {
        waitSeconds: config.databaseStartupWaitSeconds,
        timeoutMs: config.databaseConnectTimeoutMs,
        onRetry: (reason) => app.log.warn({ reason }, "waiting for the database"),
      });
    }
    if (!deps.skipMigrations) {
      if (config.migrations.mode === "wait") {
        await waitForMigrations(database, config.migrations.waitSeconds * 1000, () =>
          app.log.warn("waiting for the database migrations (MIGRATIONS=wait)"),
        );
      } else {
        const applied = await runMigrations(database);
        if (applied > 0) app.log.info({ applied }, "migrations applied");
      }
    }
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("lifecycle", { draining: false });
  app.decorate("clock", deps.clock ?? (() => new Date()));
  app.decorate("providers", await createProviders(config, app.log, database, deps.providers));
  if (ownsDatabase) app.addHook("onClose", async () => database.close());

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // Draining (SIGTERM): clients and the balancer open their next request elsewhere, and no idle keep-alive
    // connection holds the shutdown up.
    if (app.lifecycle.draining) reply.header("connection", "close");
  });
  app.addHook("onResponse", async (request, reply) => {
    // A balancer's health checks (one a second per instance) would be most of the log.
    if (reply.statusCode === 200 && request.url.startsWith("/api/health")) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        ip: request.ip,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request completed",
    );
  });

  // external plugins first, then the application's own
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(publicCachePlugin);
  await app.register(metricsPlugin);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip", "deflate"],
    // Dynamic JSON: quality 4 with a 256 KiB window costs about a third of the default's CPU for the same
    // size (bench/compression.ts, figures in docs/performance.md); built assets are compressed at build time.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  await app.register(openApiPlugin);
  await app.register(inputGuardPlugin);
  await app.register(rateLimitPlugin);
  await app.register(attachmentTransfersPlugin);
  await app.register(identityPlugin);
  // onRequest, in this order: who calls (and their per-user hit), may they (route guard), how often.
  await app.register(actorPlugin);
  await app.register(routeGuardPlugin);
  await app.register(rateLimitHookPlugin);
  // Requests being served, which the job worker gives way to (below); counted only where a worker runs.
  let inFlight = 0;
  if (config.jobs.pollMs > 0) {
    app.addHook("onRequest", (_request, reply, done) => {
      inFlight++;
      reply.raw.once("close", () => inFlight--);
      done();
    });
  }
  app.decorate("apiRoutes", []);
  await app.register(registerModules, { prefix: "/api" });
  await app.register(uploadsPlugin);
  await app.register(staticPlugin, {
    root: config.webDist ?? defaultWebDist,
    htmlAttributes: { "data-google-sign-in": hasGoogleSignIn(config) ? "on" : "off" },
    pageExtras: (request, pathname, search) => pageExtras(app, database.db, request, pathname, search),
  });

  // The job queue (notification emails, reminders, digests) runs in every process; claims never overlap. Its
  // jobs give way to the requests this process is serving.
  if (config.jobs.pollMs > 0) {
    const worker = startJobWorker(
      { db: database.db, config, log: app.log },
      {
        ...notificationJobHandlers(app.providers.mail),
        ...bulkEnrolmentJobHandlers(app.providers.mail),
        ...dataRightsJobHandlers,
        ...payoutJobHandlers(app.providers.payments),
        backup: backupJob(database),
      },
      () => inFlight > 0,
    );
    app.addHook("preClose", async () => worker.stop());
  }
  // `npm run backup` beside a server on the embedded database asks this process to make it.
  if (database.kind === "pglite" && config.backups.requestPollMs > 0) {
    const stop = serveBackupRequests(database, config, app.log);
    app.addHook("preClose", stop);
  }

  return app;
}
