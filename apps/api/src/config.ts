import path from "node:path";
import { databaseLocation } from "@classwise/db/location";
import { z } from "zod";
import { fileClock } from "./lib/test-clock.js";
import type { S3Options } from "./providers/images/s3.js";

const booleanish = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

/**
 * How many reverse proxies stand in front of the server. The client address is then the entry that many
 * hops from the right of X-Forwarded-For (what the nearest proxy saw), never the left-most one, which the
 * client itself may have written. "true"/"on"/"yes" mean one proxy.
 */
const proxyHops = z
  .string()
  .trim()
  .regex(/^(\d{1,2}|true|false|on|off|yes|no|)$/i, "TRUST_PROXY must be a number of proxy hops (0-99) or true/false")
  .transform((value) => {
    const lower = value.toLowerCase();
    if (["true", "on", "yes"].includes(lower)) return 1;
    if (["false", "off", "no", ""].includes(lower)) return 0;
    return Number(lower);
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_PREPARED_STATEMENTS: booleanish.default(true),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  DATABASE_STARTUP_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DATABASE_LISTEN_URL: z.string().optional(),
  MIGRATIONS: z.enum(["apply", "wait"]).default("apply"),
  MIGRATIONS_WAIT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(35_000),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, "PGLITE_SHARED_BUFFERS must look like 32MB")
    .default("32MB"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: proxyHops.default(0),
  DEMO: booleanish.default(true),
  DEMO_PASSWORD: z.string().min(8).optional(),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Classwise <no-reply@classwise.local>"),
  PAYMENTS_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
  IMAGE_HOST: z.enum(["local", "imgbb", "database", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  S3_PREFIX: z.string().default("classes/"),
  IMGBB_API_KEY: z.string().optional(),
  IMGBB_API_URL: z.url().default("https://api.imgbb.com/1/upload"),
  PUBLIC_STATS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  JOBS_RETRY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  JOBS_HEARTBEAT_STALE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  // At least two days: a finished job's unique key must outlast the day it deduplicates.
  JOBS_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(14),
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(17),
  // Backups (docs/operations.md "Backups"): where they go, every how many hours one is taken (0: none), how many stay.
  BACKUP_DIR: z.string().optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(8760).default(0),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // How often a server on the embedded database looks for a backup asked for by `npm run backup` (0: never).
  BACKUP_REQUEST_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  // In minor units (cents): a teacher's available balance below this waits for the next payout run.
  PAYOUT_MINIMUM_CENTS: z.coerce.number().int().min(1).max(100_000_000).default(1000),
  SELLER_NAME: z.string().trim().min(1).max(200).default("Classwise"),
  SELLER_ADDRESS: z.string().trim().max(500).default(""),
  NOTIFICATION_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(6),
  ATTACHMENT_DOWNLOADS_MAX: z.coerce.number().int().min(1).max(256).default(4),
  ATTACHMENT_UPLOADS_MAX: z.coerce.number().int().min(1).max(64).default(2),
  ATTACHMENT_QUEUE_MAX: z.coerce.number().int().min(0).max(4096).default(64),
  ATTACHMENT_TRANSFERS_PER_USER: z.coerce.number().int().min(1).max(256).default(4),
  /** Prometheus metrics at /metrics for callers sending this bearer token (docs/operations.md "Metrics"). */
  METRICS_TOKEN: z.string().trim().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** Prometheus metrics on a listen address of their own (host:port, or a port), without a token. */
  METRICS_ADDRESS: z
    .string()
    .trim()
    .regex(/^(?:(\[[0-9a-fA-F:]+\]|[\w.-]+):)?\d{1,5}$/, "METRICS_ADDRESS must be host:port or a port")
    .optional(),
  /**
   * A file whose offset moves the product's clock, for end-to-end tests only (docs/decisions/0047-test-clock.md):
   * accepted with NODE_ENV=test and refused at start otherwise.
   */
  TEST_CLOCK_FILE: z.string().trim().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  /** Where Prometheus reads /metrics; neither set: /metrics answers 404. */
  metrics: { token: string | undefined; address: { host: string; port: number } | undefined };
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections per process to PostgreSQL (DATABASE_URL only). */
  databasePoolSize: number;
  /** Named prepared statements on PostgreSQL (off behind a pooler that drops them between transactions). */
  databasePreparedStatements: boolean;
  /** How long one connection attempt to PostgreSQL may take, and the statement timeout (0: none). */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /** How long a starting process keeps retrying an unreachable PostgreSQL before it gives up. */
  databaseStartupWaitSeconds: number;
  /**
   * Where the cache-invalidation listener connects (LISTEN needs a session: behind PgBouncer in transaction
   * mode, the PostgreSQL server itself). DATABASE_URL when unset.
   */
  databaseListenUrl: string | undefined;
  /** "apply": this process applies pending migrations at start; "wait": it waits for another to do so. */
  migrations: { mode: "apply" | "wait"; waitSeconds: number };
  /** How long /api/health and /api/health/ready wait for the database before answering 503. */
  healthTimeoutMs: number;
  /**
   * On SIGTERM: how long the process answers not-ready while still serving (so a balancer stops sending),
   * then how long requests in flight get to finish once the listener is closed.
   */
  shutdown: { drainMs: number; graceMs: number };
  /** Buffer cache of the embedded database (no DATABASE_URL). */
  pgliteSharedBuffers: string;
  authSecret: string | undefined;
  tokenTtlSeconds: number;
  logLevel: Env["LOG_LEVEL"];
  /** Reverse proxies in front of the server (0: the socket's address is the client's). */
  trustProxy: number;
  demo: boolean;
  /** Fixed password for the demo accounts; random (and printed once) when unset. */
  demoPassword: string | undefined;
  webDist: string | undefined;
  bodyLimit: number;
  requestTimeoutMs: number;
  rateLimit: { max: number; windowSeconds: number };
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * The job queue (docs/decisions/0023-notifications.md): how often a process looks for due jobs (0: it
   * runs none), the first retry delay (doubling per attempt), how long a claimed job stays claimed, and
   * the hour (UTC) after which teachers' daily digests are queued.
   */
  jobs: {
    pollMs: number;
    retrySeconds: number;
    leaseSeconds: number;
    /** A claim whose worker has not renewed it for this long (killed process) is taken again. */
    heartbeatStaleSeconds: number;
    retentionDays: number;
    digestHourUtc: number;
  };
  /**
   * Backups (docs/decisions/0039-data-rights-and-backups.md): the folder they are written to, the interval of
   * scheduled ones (0: none), how many scheduled ones are kept, and how often a server on the embedded database
   * looks for a backup the command line asked for.
   */
  backups: { dir: string; intervalHours: number; keep: number; requestPollMs: number };
  /** Emails of one kind one user gets per hour at most; the rest wait for one digest mail at the hour's end. */
  notifications: { mailsPerHour: number };
  /**
   * Lesson attachment transfers per process (docs/decisions/0033-attachment-storage.md): downloads and uploads
   * that run at once, how many more wait for a turn (beyond: 503), and how many one user may have running
   * or waiting (beyond: 429).
   */
  attachments: { downloadsMax: number; uploadsMax: number; queueMax: number; perUserMax: number };
  payments: {
    provider: "sandbox" | "stripe";
    stripe:
      | {
          secretKey: string;
          publishableKey: string;
          webhookSecret: string | undefined;
          host: string | undefined;
          port: number | undefined;
          protocol: "http" | "https" | undefined;
        }
      | undefined;
  };
  /**
   * How many days after paying a student may refund a payment themselves (docs/payments.md "Refunds"); 0
   * leaves refunds to admins.
   */
  refunds: { windowDays: number };
  /** docs/payments.md "Ledger" and "Payouts". */
  ledger: { platformFeePercent: number; payoutMinimumCents: number };
  /** Who sells, as receipts state it; `\n` written in SELLER_ADDRESS starts a new line of the address. */
  seller: { name: string; address: string };
  /**
   * The clock of the product's rules (the refund window, pending and available balances, payout runs and
   * their schedule, analytics periods): tests hand in one they move; TEST_CLOCK_FILE moves it from outside.
   */
  now: () => Date;
  /** The file moving `now` (NODE_ENV=test only), or undefined: the wall clock. */
  testClockFile: string | undefined;
  /**
   * Where uploaded class images go: local disk (one process), imgbb, the database or an S3-compatible bucket
   * (both shared by every process).
   */
  images: {
    host: "local" | "imgbb" | "database" | "s3";
    imgbbApiKey: string | undefined;
    imgbbApiUrl: string;
    s3?: S3Options | undefined;
  };
  /** How long GET /public-statistics answers from memory before counting again (0 = always count). */
  publicStatsCacheSeconds: number;
  /**
   * How long visitors' public reads (catalogue, class details, popular classes, feedback) are answered from
   * memory; writes that change them clear them at once in this process (0 = no cache).
   */
  publicCacheSeconds: number;
}

export class ConfigError extends Error {}

function resolveFrom(base: string, value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(base, value);
}

/**
 * Reads and validates the environment once. Relative paths are resolved from the directory npm was
 * started in (INIT_CWD), so `DATA_DIR=./data` means the same folder whichever workspace runs the script.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const base = source.INIT_CWD ?? process.cwd();
  const port = env.PORT;
  const stripeKeys = env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY;
  const provider = env.PAYMENTS_PROVIDER ?? (stripeKeys ? "stripe" : "sandbox");
  if (provider === "stripe" && !stripeKeys) {
    throw new ConfigError(
      "Invalid configuration:\n  PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY",
    );
  }
  if (env.IMAGE_HOST === "imgbb" && !env.IMGBB_API_KEY) {
    throw new ConfigError("Invalid configuration:\n  IMAGE_HOST=imgbb needs IMGBB_API_KEY");
  }
  if (env.IMAGE_HOST === "s3" && !env.S3_BUCKET) {
    throw new ConfigError(
      "Invalid configuration:\n  IMAGE_HOST=s3 needs S3_BUCKET (and S3_ENDPOINT for a store other than AWS)",
    );
  }
  if (env.TEST_CLOCK_FILE && env.NODE_ENV !== "test") {
    throw new ConfigError(
      `Invalid configuration:\n  TEST_CLOCK_FILE moves the product's clock for tests and needs NODE_ENV=test (NODE_ENV is ${env.NODE_ENV})`,
    );
  }
  const testClockFile = env.TEST_CLOCK_FILE ? resolveFrom(base, env.TEST_CLOCK_FILE) : undefined;
  const oidcComplete = env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET;
  const config: Config = {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    ...databaseLocation(source),
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseStartupWaitSeconds: env.DATABASE_STARTUP_WAIT_SECONDS,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    migrations: { mode: env.MIGRATIONS, waitSeconds: env.MIGRATIONS_WAIT_SECONDS },
    healthTimeoutMs: env.HEALTH_TIMEOUT_MS,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, graceMs: env.SHUTDOWN_GRACE_MS },
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    authSecret: env.AUTH_SECRET,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    metrics: { token: env.METRICS_TOKEN || undefined, address: metricsAddress(env.METRICS_ADDRESS) },
    demo: env.DEMO,
    demoPassword: env.DEMO_PASSWORD,
    webDist: env.WEB_DIST ? resolveFrom(base, env.WEB_DIST) : undefined,
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc: oidcComplete
      ? { issuer: env.OIDC_ISSUER!, clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET! }
      : undefined,
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM },
    jobs: {
      pollMs: env.JOBS_POLL_MS,
      retrySeconds: env.JOBS_RETRY_SECONDS,
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      heartbeatStaleSeconds: env.JOBS_HEARTBEAT_STALE_SECONDS,
      retentionDays: env.JOBS_RETENTION_DAYS,
      digestHourUtc: env.DIGEST_HOUR_UTC,
    },
    backups: {
      dir: env.BACKUP_DIR ? resolveFrom(base, env.BACKUP_DIR) : path.join(databaseLocation(source).dataDir, "backups"),
      intervalHours: env.BACKUP_INTERVAL_HOURS,
      keep: env.BACKUP_KEEP,
      requestPollMs: env.BACKUP_REQUEST_POLL_MS,
    },
    notifications: { mailsPerHour: env.NOTIFICATION_MAILS_PER_HOUR },
    attachments: {
      downloadsMax: env.ATTACHMENT_DOWNLOADS_MAX,
      uploadsMax: env.ATTACHMENT_UPLOADS_MAX,
      queueMax: env.ATTACHMENT_QUEUE_MAX,
      perUserMax: env.ATTACHMENT_TRANSFERS_PER_USER,
    },
    payments: {
      provider,
      stripe: stripeKeys
        ? {
            secretKey: env.STRIPE_SECRET_KEY!,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            host: env.STRIPE_API_HOST,
            port: env.STRIPE_API_PORT,
            protocol: env.STRIPE_API_PROTOCOL,
          }
        : undefined,
    },
    images: {
      host: env.IMAGE_HOST,
      imgbbApiKey: env.IMGBB_API_KEY,
      imgbbApiUrl: env.IMGBB_API_URL,
      s3: env.S3_BUCKET
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            prefix: env.S3_PREFIX,
          }
        : undefined,
    },
    refunds: { windowDays: env.REFUND_WINDOW_DAYS },
    ledger: { platformFeePercent: env.PLATFORM_FEE_PERCENT, payoutMinimumCents: env.PAYOUT_MINIMUM_CENTS },
    seller: { name: env.SELLER_NAME, address: env.SELLER_ADDRESS.replace(/\\n/g, "\n") },
    now: testClockFile ? fileClock(testClockFile) : () => new Date(),
    testClockFile,
    publicStatsCacheSeconds: env.PUBLIC_STATS_CACHE_SECONDS,
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
  };
  return { ...config, ...overrides };
}

/** "9464" or "127.0.0.1:9464" or "[::1]:9464": the metrics listener's host (loopback by default) and port. */
function metricsAddress(value: string | undefined): { host: string; port: number } | undefined {
  if (!value) return undefined;
  const colon = value.lastIndexOf(":");
  const host = colon < 0 ? "127.0.0.1" : value.slice(0, colon).replace(/^\[|\]$/g, "");
  return { host, port: Number(value.slice(colon + 1)) };
}
