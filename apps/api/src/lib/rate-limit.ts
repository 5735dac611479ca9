import type { Db } from "@classwise/db/client";
import { param, preparedStatement } from "@classwise/db/prepared";
import { type SQL, sql } from "drizzle-orm";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimitRow {
  count: number | string | null;
  reset_at: number | string | null;
}

/**
 * The one counting statement: an atomic upsert per hit, so parallel requests cannot slip past the limit.
 * With `onlyIf`, the hit is counted only when that condition holds, so it can ride along in another
 * query (the actor lookup counts a route's per-user hit in the same round trip). Its values are the
 * parameters `key`, `now` and `windowEnd` (milliseconds) of the prepared statement it is part of.
 */
export function rateLimitUpsert(onlyIf?: SQL): SQL {
  const windowEnd = sql`${param("windowEnd")}::bigint`;
  const now = sql`${param("now")}::bigint`;
  const source = onlyIf
    ? sql`select ${param("key")}, 1, ${windowEnd} where ${onlyIf}`
    : sql`values (${param("key")}, 1, ${windowEnd})`;
  return sql`insert into rate_limits (key, count, reset_at) ${source}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now} then ${windowEnd} else rate_limits.reset_at end
    returning count, reset_at`;
}

/** The values of `rateLimitUpsert` for one hit on `key` at `now`. */
export function rateLimitValues(key: string, windowSeconds: number, now: number) {
  return { key, now, windowEnd: now + windowSeconds * 1000 };
}

const countHit = preparedStatement<RateLimitRow>("rate_limit_hit", rateLimitUpsert());

/**
 * Fixed-window counters in PostgreSQL (docs/decisions/0003): every API process sharing the database shares
 * the counters. `max` is the configured RATE_LIMIT_MAX; a key may allow a multiple of it.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    readonly max: number,
    readonly windowSeconds: number,
  ) {}

  /** Reads a counted row (from `hit` or from a query that embedded `rateLimitUpsert`). */
  judge(row: RateLimitRow | undefined, now: number, factor = 1): RateLimitResult {
    const count = Number(row?.count ?? 1);
    const resetAt = Number(row?.reset_at ?? now + this.windowSeconds * 1000);
    if (++this.hits % 500 === 0) void this.prune(now);
    return {
      allowed: count <= this.max * factor,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }

  async hit(key: string, factor = 1, now = Date.now()): Promise<RateLimitResult> {
    const [row] = await countHit(this.db, rateLimitValues(key, this.windowSeconds, now));
    return this.judge(row, now, factor);
  }

  /** Checks every key (each with its own multiple of the limit); allowed only when all are under it. */
  async hitAll(keys: { key: string; factor?: number }[]): Promise<RateLimitResult> {
    const results = await Promise.all(keys.map(({ key, factor }) => this.hit(key, factor)));
    const blocked = results.filter((result) => !result.allowed);
    if (blocked.length === 0) {
      return { allowed: true, count: Math.max(0, ...results.map((r) => r.count)), retryAfterSeconds: 0 };
    }
    return {
      allowed: false,
      count: Math.max(...blocked.map((r) => r.count)),
      retryAfterSeconds: Math.max(...blocked.map((r) => r.retryAfterSeconds)),
    };
  }

  /** Deletes a bounded batch of expired windows, found through rate_limits_reset_at_idx (never a table scan). */
  private async prune(now: number) {
    try {
      await this.db.execute(sql`
        delete from rate_limits where key in (
          select key from rate_limits where reset_at < ${now} order by reset_at limit 1000)`);
    } catch {
      // best effort housekeeping
    }
  }
}
