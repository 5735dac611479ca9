import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@classwise/db/client";
import { classes } from "@classwise/db/schema";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, signInOverHttp, startServer } from "../helpers/server-process.js";
import { available, startThrowawayPostgres } from "./throwaway-postgres.js";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const WRITERS = 6;
const DEMO = { DEMO: "on", DEMO_PASSWORD: "crash-demo-password" };

/** Writers add classes as fast as they can; every 201 is an acknowledged write. */
function writeLoad(server: ServerProcess, headers: Record<string, string>, round: number, acknowledged: string[]) {
  let running = true;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let i = 0; running; i++) {
      try {
        const res = await fetch(`${server.url}/api/classes`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({
            title: `Crash ${round}-${writer}-${i}`,
            price: 10,
            description: "Written under load",
            image: "/uploads/demo/class-1.webp",
          }),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { classId: string }).classId);
      } catch {
        return; // the server is gone
      }
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(writers);
    },
  };
}

async function crashRounds(env: Record<string, string>, lookup: (ids: string[]) => Promise<Set<string>>) {
  const acknowledged: string[] = [];
  let headers: Record<string, string> | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const server = await startServer(env);
    headers ??= await signInOverHttp(server.url, "teacher@classwise.demo", DEMO.DEMO_PASSWORD);
    const load = writeLoad(server, headers, round, acknowledged);
    await new Promise((resolve) => setTimeout(resolve, 600 + Math.random() * 900));
    await server.kill("SIGKILL");
    await load.stop();
  }
  const found = await lookup(acknowledged);
  return { acknowledged: acknowledged.length, lost: acknowledged.filter((id) => !found.has(id)).length };
}

async function idsIn(databaseUrl: string | undefined, dataDir: string, ids: string[]) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const found = new Set<string>();
    for (let offset = 0; offset < ids.length; offset += 500) {
      const rows = await database.db
        .select({ id: classes.id })
        .from(classes)
        .where(inArray(classes.id, ids.slice(offset, offset + 500)));
      for (const row of rows) found.add(row.id);
    }
    return found;
  } finally {
    await database.close();
  }
}

describe.skipIf(!available())(
  "crash and outage (issue 9): kill -9 under write load, PostgreSQL stopped under load",
  () => {
    const cleanups: (() => void | Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it(`loses no acknowledged write over ${ROUNDS} kill -9 on PGlite`, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-crash-"));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = { ...DEMO, DATA_DIR: dataDir, AUTH_SECRET: randomBytes(32).toString("hex") };
      const result = await crashRounds(env, (ids) => idsIn(undefined, dataDir, ids));
      console.log(
        `crash on PGlite: ${ROUNDS} x kill -9 under ${WRITERS} writers, ${result.acknowledged} acknowledged writes, ${result.lost} lost`,
      );
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.lost).toBe(0);
    }, 900_000);

    it(`loses no acknowledged write over ${ROUNDS} kill -9 on PostgreSQL`, async () => {
      const postgres = await startThrowawayPostgres();
      cleanups.push(() => postgres.destroy());
      const env = { ...DEMO, DATABASE_URL: postgres.url, AUTH_SECRET: randomBytes(32).toString("hex") };
      const result = await crashRounds(env, (ids) => idsIn(postgres.url, "", ids));
      console.log(
        `crash on PostgreSQL: ${ROUNDS} x kill -9 under ${WRITERS} writers, ${result.acknowledged} acknowledged writes, ${result.lost} lost`,
      );
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.lost).toBe(0);
    }, 900_000);

    it("answers 503 while PostgreSQL is down and recovers without a restart", async () => {
      const postgres = await startThrowawayPostgres();
      cleanups.push(() => postgres.destroy());
      // Without the public read cache: a cached catalogue page would (rightly) still answer 200 while the
      // database is down, and this proof is about what the database-bound requests answer.
      const server = await startServer({ ...DEMO, DATABASE_URL: postgres.url, PUBLIC_CACHE_SECONDS: "0" });
      cleanups.push(() => server.kill("SIGTERM"));
      const headers = await signInOverHttp(server.url, "teacher@classwise.demo", DEMO.DEMO_PASSWORD);
      const call = async () => {
        const res = await fetch(`${server.url}/api/teacher-applications`, { headers }).catch(() => null);
        const list = await fetch(`${server.url}/api/classes?page=1&limit=5`).catch(() => null);
        return [res?.status ?? 0, list?.status ?? 0];
      };
      const statuses = { before: [] as number[], down: [] as number[], after: [] as number[] };
      for (let i = 0; i < 10; i++) statuses.before.push(...(await call()));
      postgres.stop();
      for (let i = 0; i < 20; i++) statuses.down.push(...(await call()));
      const health = await fetch(`${server.url}/api/health`);
      postgres.start();
      let recoveredAfter = 0;
      for (let i = 0; i < 100; i++) {
        const [a, b] = await call();
        if (a !== 503 && b === 200) break;
        recoveredAfter++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (let i = 0; i < 10; i++) statuses.after.push(...(await call()));
      const count = (list: number[], status: number) => list.filter((value) => value === status).length;
      console.log(
        `PostgreSQL outage: before ${count(statuses.before, 200)} of ${statuses.before.length} ok; ` +
          `down: ${count(statuses.down, 503)} of ${statuses.down.length} answered 503 (${count(statuses.down, 500)} 500s), health ${health.status}; ` +
          `after restart of PostgreSQL: recovered after ${recoveredAfter} retries, ${count(statuses.after, 200)} of ${statuses.after.length} ok`,
      );
      expect(statuses.before.every((status) => status === 200)).toBe(true);
      expect(statuses.down.every((status) => status === 503)).toBe(true);
      expect(health.status).toBe(503);
      expect(statuses.after.every((status) => status === 200)).toBe(true);
    }, 300_000);
  },
);
