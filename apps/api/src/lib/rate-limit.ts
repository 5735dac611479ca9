import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per hit, so parallel requests cannot slip past the
 * limit, and every API process sharing the database shares the counters.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  async hit(key: string, now = Date.now()): Promise<RateLimitResult> {
    const windowEnd = now + this.windowSeconds * 1000;
    const result = await this.db.execute<{ count: number; reset_at: string | number }>(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${windowEnd})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now} then ${windowEnd} else rate_limits.reset_at end
      returning count, reset_at`);
    const row = (result as unknown as { rows: { count: number; reset_at: string | number }[] }).rows[0];
    const count = Number(row?.count ?? 1);
    const resetAt = Number(row?.reset_at ?? windowEnd);
    if (++this.hits % 500 === 0) void this.prune(now);
    return {
      allowed: count <= this.max,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }

  /** Checks every key; the request is allowed only when all are under the limit. */
  async hitAll(keys: string[]): Promise<RateLimitResult> {
    const results = await Promise.all(keys.map((key) => this.hit(key)));
    const blocked = results.filter((result) => !result.allowed);
    if (blocked.length === 0)
      return { allowed: true, count: Math.max(...results.map((r) => r.count)), retryAfterSeconds: 0 };
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
