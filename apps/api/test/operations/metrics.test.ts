import type { AddressInfo } from "node:net";
import { jobs } from "@classwise/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/index.js";

const TOKEN = "a-long-metrics-token-for-tests";

describe("/metrics (docs/operations.md)", () => {
  let withToken: TestContext;
  beforeAll(async () => {
    withToken = await createTestApp({ metrics: { token: TOKEN, address: undefined } });
  });
  afterAll(async () => withToken.close());

  it("answers 404 when neither a token nor an address is configured", async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: "GET", url: "/metrics" });
      expect(res.statusCode).toBe(404);
      const withHeader = await plain.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withHeader.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("answers 401 without the token or with another, and the Prometheus text with it", async () => {
    expect((await withToken.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await withToken.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer a-long-metrics-token-for-tesTS" },
    });
    expect(wrong.statusCode).toBe(401);

    await withToken.app.inject({ method: "GET", url: "/api/popular-classes" });
    await withToken.app.inject({ method: "GET", url: "/api/classes/no-such-class" });
    await withToken.db.insert(jobs).values({ kind: "email", runAt: new Date(Date.now() - 60_000) });
    const res = await withToken.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain; version=0.0.4");
    const text = res.body;
    expect(text).toMatch(/classwise_http_requests_total\{method="GET",route="\/api\/popular-classes",status="200"\} 1/);
    expect(text).toMatch(/classwise_http_requests_total\{method="GET",route="\/api\/classes\/:id",status="404"\} 1/);
    expect(text).toContain('classwise_http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(text).toMatch(/classwise_job_queue_depth \d+/);
    const oldest = Number(/classwise_job_queue_oldest_age_seconds ([\d.]+)/.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(59);
    expect(text).toContain('classwise_db_pool_connections{state="max"}');
    expect(text).toMatch(/classwise_public_cache_requests_total\{result="(hit|miss)"\}/);
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("serves the metrics on METRICS_ADDRESS without a token, while the main port answers 404", async () => {
    const separate = await createTestApp({ metrics: { token: undefined, address: { host: "127.0.0.1", port: 0 } } });
    try {
      const bound = separate.app.metricsServer?.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${bound.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("classwise_job_queue_depth");
      expect((await fetch(`http://127.0.0.1:${bound.port}/other`)).status).toBe(404);
      expect((await separate.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await separate.close();
    }
  });
});
