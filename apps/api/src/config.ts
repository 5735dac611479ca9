import path from "node:path";
import { z } from "zod";

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
  IMAGE_HOST: z.enum(["local", "imgbb"]).default("local"),
  IMGBB_API_KEY: z.string().optional(),
  IMGBB_API_URL: z.url().default("https://api.imgbb.com/1/upload"),
  PUBLIC_STATS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  JOBS_RETRY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  // At least two days: a finished job's unique key must outlast the day it deduplicates.
  JOBS_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(14),
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(17),
  REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  SELLER_NAME: z.string().trim().min(1).max(200).default("Classwise"),
  SELLER_ADDRESS: z.string().trim().max(500).default(""),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections per process to PostgreSQL (DATABASE_URL only). */
  databasePoolSize: number;
  /** Named prepared statements on PostgreSQL (off behind a pooler that drops them between transactions). */
  databasePreparedStatements: boolean;
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
  jobs: { pollMs: number; retrySeconds: number; leaseSeconds: number; retentionDays: number; digestHourUtc: number };
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
  images: { host: "local" | "imgbb"; imgbbApiKey: string | undefined; imgbbApiUrl: string };
  /**
   * How many days after paying a student may refund a payment themselves (docs/payments.md "Refunds"); 0
   * leaves refunds to admins.
   */
  refunds: { windowDays: number };
  /** Who sells, as receipts state it; `\n` written in SELLER_ADDRESS starts a new line of the address. */
  seller: { name: string; address: string };
  /** The clock of the product's rules (the refund window): tests hand in one they move. */
  now: () => Date;
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
  const oidcComplete = env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET;
  const config: Config = {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir: resolveFrom(base, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    authSecret: env.AUTH_SECRET,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
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
      retentionDays: env.JOBS_RETENTION_DAYS,
      digestHourUtc: env.DIGEST_HOUR_UTC,
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
    images: { host: env.IMAGE_HOST, imgbbApiKey: env.IMGBB_API_KEY, imgbbApiUrl: env.IMGBB_API_URL },
    refunds: { windowDays: env.REFUND_WINDOW_DAYS },
    seller: { name: env.SELLER_NAME, address: env.SELLER_ADDRESS.replace(/\\n/g, "\n") },
    now: () => new Date(),
    publicStatsCacheSeconds: env.PUBLIC_STATS_CACHE_SECONDS,
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
  };
  return { ...config, ...overrides };
}
