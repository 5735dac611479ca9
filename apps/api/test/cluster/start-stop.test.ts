import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, postgresServer } from "../helpers/postgres-server.js";
import { freePort, runServer, startServer } from "../helpers/server-process.js";

describe("configuration and database checks at start", () => {
  it("refuses to start on DATABASE_URL without AUTH_SECRET, saying what to set", async () => {
    const { code, output } = await runServer({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/none" });
    expect(code).toBe(1);
    expect(output).toContain("AUTH_SECRET must be set when DATABASE_URL is set");
    expect(output).toContain("openssl rand -base64 48");
  });

  it("retries a database that refuses connections for DATABASE_STARTUP_WAIT_SECONDS, then says where it looked", async () => {
    const port = await freePort(); // nothing listens there
    const { code, output } = await runServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/classwise`,
      AUTH_SECRET: "x".repeat(40),
      DATABASE_STARTUP_WAIT_SECONDS: "2",
      LOG_LEVEL: "warn",
    });
    expect(code).toBe(1);
    expect(output).toContain(`PostgreSQL at 127.0.0.1:${port}/classwise refused the connection`);
    expect(output).toContain("is the host and port in DATABASE_URL right?");
    expect(output).toContain("Gave up after 2 s (DATABASE_STARTUP_WAIT_SECONDS)");
    expect(output).toContain("waiting for the database");
  });
});

describe("SIGTERM: drain, then finish what is in flight", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await postgresServer();
  }, 120_000);
  afterAll(async () => server?.close());

  it("reports not ready while still serving, then lets a request in flight finish after the listener closed", async () => {
    const fresh = await server.createDatabase("classwise_cluster_drain");
    const process = await startServer({
      DATABASE_URL: fresh.url,
      SHUTDOWN_DRAIN_MS: "2000",
      LOG_LEVEL: "info",
      JOBS_POLL_MS: "0",
    });
    try {
      const port = Number(new URL(process.url).port);
      // A sign-in whose body is still being sent when the process is told to stop.
      const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password" });
      const answered = new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/auth/sign-in/email",
            headers: { "content-type": "application/json", "content-length": body.length, origin: process.url },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        request.on("error", reject);
        request.write(body.slice(0, 10));
        (globalThis as { slowRequest?: http.ClientRequest }).slowRequest = request;
      });
      const exited = new Promise<number | null>((resolve) => process.child.once("exit", (code) => resolve(code)));
      process.child.kill("SIGTERM");

      // Draining: not ready, still alive and serving.
      await waitFor(() => process.output().includes("draining"));
      const ready = await fetch(`${process.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: "not-ready", draining: true });
      const live = await fetch(`${process.url}/api/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get("connection")).toBe("close");

      // The listener closes after the drain; the request in flight still gets its answer.
      await waitFor(() => process.output().includes("closing the listener"));
      await expect(fetch(`${process.url}/api/health/live`)).rejects.toThrow();
      const request = (globalThis as { slowRequest?: http.ClientRequest }).slowRequest!;
      request.end(body.slice(10));
      // The application's own answer to an unknown account, not a 503 or a reset connection.
      const status = await answered;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(await exited).toBe(0);
    } finally {
      await process.kill();
      await fresh.drop();
    }
  }, 120_000);
});

async function waitFor(condition: () => boolean) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in 30 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
