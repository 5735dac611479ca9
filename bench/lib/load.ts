import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Runs per scenario; the median run (by requests per second) is reported. */
  runs: number;
  headers?: Record<string, string>;
  /** Chooses the path and headers of each request (varied terms, one student per request…). */
  next?: () => { path: string; headers?: Record<string, string> };
  method?: "GET" | "POST";
}

/** CPU time of the server process and of the PostgreSQL backends serving it, between begin() and end(). */
export interface CpuMeters {
  begin(): Promise<void>;
  end(): Promise<{ nodeMs: number; postgresMs: number }>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  nodeCpuMsPerRequest: number;
  postgresCpuMsPerRequest: number;
}

async function once(options: LoadOptions, meters: CpuMeters): Promise<LoadResult> {
  await meters.begin();
  const next = options.next;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? "GET",
    // What a browser asks for: the server compresses what it sends, as it would for a visitor.
    headers: { "accept-encoding": "gzip, deflate, br", ...options.headers },
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request: { path: string; headers: Record<string, string> }) => {
                const chosen = next();
                return {
                  ...request,
                  path: chosen.path,
                  headers: { ...request.headers, ...(chosen.headers ?? {}) },
                };
              },
            },
          ],
        }
      : {}),
  } as autocannon.Options);
  const { nodeMs: nodeCpu, postgresMs: pgCpu } = await meters.end();
  const requests = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    nodeCpuMsPerRequest: nodeCpu / requests,
    postgresCpuMsPerRequest: pgCpu / requests,
  };
}

/** Runs a scenario `runs` times and keeps the median run. */
export async function measure(options: LoadOptions, meters: CpuMeters): Promise<LoadResult> {
  const results: LoadResult[] = [];
  for (let run = 0; run < options.runs; run++) results.push(await once(options, meters));
  results.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return results[Math.floor(results.length / 2)]!;
}
