import pg from "pg";
import { processCpuMs } from "./proc.js";

/**
 * CPU used by the PostgreSQL backends serving one database (local server only). Backends come and go as the
 * server's pool opens and closes connections, so they are sampled while the load runs and each one's
 * last reading is kept.
 */
export class PostgresCpu {
  private readonly client: pg.Client;
  private seen = new Map<number, { first: number; last: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    connectionString: string,
    private readonly database: string,
  ) {
    this.client = new pg.Client({ connectionString });
  }

  async connect() {
    await this.client.connect();
  }

  private async sample(initial: boolean) {
    const { rows } = await this.client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [this.database],
    );
    for (const { pid } of rows) {
      const cpu = processCpuMs(pid);
      if (cpu === undefined) continue;
      const entry = this.seen.get(pid);
      if (entry) entry.last = cpu;
      else this.seen.set(pid, { first: initial ? cpu : 0, last: cpu });
    }
  }

  /** Starts a measurement; `stop()` returns the CPU milliseconds used since. */
  async start() {
    this.seen = new Map();
    await this.sample(true);
    this.timer = setInterval(() => void this.sample(false).catch(() => {}), 200);
  }

  async stop(): Promise<number> {
    if (this.timer) clearInterval(this.timer);
    await this.sample(false);
    let total = 0;
    for (const { first, last } of this.seen.values()) total += last - first;
    return total;
  }

  async end() {
    await this.client.end();
  }
}
