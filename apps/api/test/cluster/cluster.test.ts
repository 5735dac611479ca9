import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "@classwise/db/migrate";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, type ClusterInstance, startCluster, startPgbouncer } from "../../../../scripts/cluster.mjs";
import { makeImage } from "../class-management/support.js";
import { type PostgresServer, postgresServer } from "../helpers/postgres-server.js";
import { startServer } from "../helpers/server-process.js";

const committed = readMigrationFiles({ migrationsFolder }).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = () => {};
const START_ROUNDS = Number(process.env.CLUSTER_START_ROUNDS ?? 10);
const LOAD_CLIENTS = 6;

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Signs in through `base` as the web app does (the Origin is the public address) and returns the cookie. */
async function signIn(base: string, origin: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

async function bearer(base: string, origin: string, cookie: string, email: string) {
  const res = await fetch(`${base}/api/jwt`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin },
    body: JSON.stringify({ email }),
  });
  const { token } = (await res.json()) as { token: string };
  return `Bearer ${token}`;
}

async function session(base: string, cookie: string) {
  const res = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/** Inserts `count` notification mails for the student, each with its email job, as the product queues them. */
async function queueMails(url: string, studentId: string, from: number, count: number) {
  await query(
    url,
    `with written as (
       insert into notifications (id, user_id, kind, title, body, link)
       select gen_random_uuid()::text, $1, 'new-assignment', 'Cluster mail ' || lpad(i::text, 4, '0'),
         'Queued during the cluster load', '/student-dashboard'
       from generate_series($2::int, $3::int) as i
       returning id
     )
     insert into jobs (id, kind, payload, unique_key)
     select gen_random_uuid()::text, 'email', jsonb_build_object('notificationId', id), 'email:' || id
     from written`,
    [studentId, from, from + count - 1],
  );
}

/** How many times each cluster mail was written, over the outboxes of every instance. */
function deliveries(instances: ClusterInstance[]) {
  const counts = new Map<string, number>();
  for (const node of instances) {
    const dir = path.join(node.dataDir, "outbox");
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const subject = fs.readFileSync(path.join(dir, name), "utf8").match(/^Subject: (Cluster mail \d+)\r?$/m)?.[1];
      if (subject) counts.set(subject, (counts.get(subject) ?? 0) + 1);
    }
  }
  return counts;
}

interface Outcome {
  kind: "read" | "write";
  started: number;
  ended: number;
  status: number; // 0: no answer
  title?: string;
  /** Why no answer came (status 0). */
  reason?: string;
}

/** Both by default; CLUSTER_MODE=postgres or pgbouncer runs one. */
const MODES = [
  { name: "PostgreSQL", key: "postgres", pgbouncer: false },
  { name: "PgBouncer in transaction mode, prepared statements off", key: "pgbouncer", pgbouncer: true },
].filter((mode) => !process.env.CLUSTER_MODE || process.env.CLUSTER_MODE === mode.key);

describe.each(MODES)("cluster on $name", ({ pgbouncer }) => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await postgresServer();
  }, 120_000);
  afterAll(async () => server?.close());

  it(`starts two instances together on a fresh database ${START_ROUNDS} times without a crash`, async () => {
    const crashes: string[] = [];
    for (let round = 0; round < START_ROUNDS; round++) {
      const fresh = await server.createDatabase("classwise_cluster_pair");
      const bouncer = pgbouncer ? await startPgbouncer(fresh.url, quiet) : undefined;
      const env = {
        DATABASE_URL: bouncer?.url ?? fresh.url,
        ...(bouncer ? { DATABASE_LISTEN_URL: fresh.url, DATABASE_PREPARED_STATEMENTS: "off" } : {}),
        AUTH_SECRET: "c".repeat(40),
        // The first round also loads the demo (once, under its advisory lock); the others only migrate, which is
        // where starts used to collide, and take a fraction of the time.
        DEMO: round === 0 ? "on" : "off",
        DEMO_PASSWORD: "cluster-demo-password",
        DATABASE_POOL_SIZE: "3",
        SHUTDOWN_DRAIN_MS: "0",
      };
      const started = await Promise.allSettled([startServer(env), startServer(env)]);
      for (const result of started) {
        if (result.status === "rejected") crashes.push(`round ${round + 1}: ${String(result.reason).slice(0, 2000)}`);
        else await result.value.kill();
      }
      const [users] = await query<{ n: number }>(fresh.url, "select count(*)::int as n from users");
      expect(users?.n, "the demo is loaded once").toBe(round === 0 ? 49 : 0);
      const [migrations] = await query<{ n: number }>(
        fresh.url,
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(migrations?.n, "each migration recorded once").toBe(committed);
      await bouncer?.stop();
      await fresh.drop();
    }
    expect(crashes).toEqual([]);
  }, 600_000);

  describe("three instances behind HAProxy", () => {
    let cluster: Cluster;
    let origin: string;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const fresh = await server.createDatabase("classwise_cluster_lb");
      drop = fresh.drop;
      cluster = await startCluster({
        databaseUrl: fresh.url,
        instances: 3,
        pgbouncer,
        log: quiet,
        // Every mail of the load goes out at once: the per-recipient hourly cap would fold most into a digest.
        env: {
          JOBS_POLL_MS: "200",
          JOBS_HEARTBEAT_STALE_SECONDS: "4",
          PUBLIC_CACHE_SECONDS: "60",
          NOTIFICATION_MAILS_PER_HOUR: "1000",
        },
      });
      origin = cluster.url;
    }, 300_000);
    afterAll(async () => {
      await cluster?.stop();
      await drop();
    });

    const password = () => cluster.env.DEMO_PASSWORD!;

    it("serves an image uploaded through one instance from every instance", async () => {
      const [first, ...others] = cluster.instances as [ClusterInstance, ...ClusterInstance[]];
      const cookie = await signIn(first.url, origin, "teacher@classwise.demo", password());
      const authorization = await bearer(first.url, origin, cookie, "teacher@classwise.demo");
      const form = new FormData();
      const png = await makeImage("png", { width: 320, height: 200 });
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
      const res = await fetch(`${first.url}/api/images`, { method: "POST", headers: { authorization }, body: form });
      expect(res.status).toBe(200);
      const { url } = ((await res.json()) as { data: { url: string } }).data;
      for (const node of [first, ...others]) {
        const image = await fetch(`${node.url}${url}`);
        expect(image.status, node.name).toBe(200);
        expect(image.headers.get("content-type")).toBe("image/webp");
      }
      for (let i = 0; i < 6; i++) expect((await fetch(`${cluster.url}${url}`)).status).toBe(200);
    });

    it("shows a write on one instance on the others within a second", async () => {
      const [first, ...others] = cluster.instances as [ClusterInstance, ...ClusterInstance[]];
      const [owned] = await query<{ id: string }>(
        cluster.directDatabaseUrl,
        `select c.id from classes c join users u on u.id = c.teacher_id
         where u.email = 'teacher@classwise.demo' and c.status = 'approved' and c.deleted_at is null
         order by c.id limit 1`,
      );
      const page = (base: string) =>
        fetch(`${base}/api/classes/${owned!.id}`).then(
          async (res) => ((await res.json()) as { class: { title: string } }).class,
        );
      // Every instance holds the class page in its public cache.
      for (const node of cluster.instances) {
        await page(node.url);
        expect((await fetch(`${node.url}/api/classes/${owned!.id}`)).headers.get("x-cache")).toBe("hit");
      }
      const before = await page(first.url);
      const cookie = await signIn(first.url, origin, "teacher@classwise.demo", password());
      const authorization = await bearer(first.url, origin, cookie, "teacher@classwise.demo");
      const title = `Renamed on one instance ${Date.now()}`;
      const full = (await (
        await fetch(`${first.url}/api/classes/${owned!.id}`, { headers: { authorization } })
      ).json()) as { class: { price: number; description: string; image: string } };
      const changed = await fetch(`${first.url}/api/classes/${owned!.id}/content`, {
        method: "PATCH",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({
          title,
          price: full.class.price,
          description: full.class.description,
          image: full.class.image,
        }),
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      const acknowledged = Date.now();
      const seenAfter: number[] = [];
      for (const node of others) {
        while ((await page(node.url)).title !== title) {
          expect(Date.now() - acknowledged, `${node.name} still shows "${before.title}"`).toBeLessThan(1000);
          await sleep(10);
        }
        seenAfter.push(Date.now() - acknowledged);
      }
      console.log(`write visible on the other instances after ${seenAfter.join(", ")} ms`);
    });

    it("signs in on one instance and out on another", async () => {
      const [a, b, c] = cluster.instances as [ClusterInstance, ClusterInstance, ClusterInstance];
      const cookie = await signIn(a.url, origin, "student@classwise.demo", password());
      expect(await session(b.url, cookie)).toBe("student@classwise.demo");
      expect(await session(c.url, cookie)).toBe("student@classwise.demo");
      const out = await fetch(`${b.url}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/json" },
        body: "{}",
      });
      expect(out.status).toBe(200);
      expect(await session(a.url, cookie)).toBeNull();
      expect(await session(c.url, cookie)).toBeNull();
    });

    it("loses no acknowledged write and no job through kill -9 and SIGTERM restarts under load", async () => {
      // Both kinds of stop, twice each, while clients read and write through the balancer and mail jobs run.
      const [student] = await query<{ id: string }>(
        cluster.directDatabaseUrl,
        "select id from users where email = 'student@classwise.demo'",
      );
      const [teacher] = await query<{ id: string }>(
        cluster.directDatabaseUrl,
        "select id from users where email = 'teacher@classwise.demo'",
      );
      const classIds = (
        await query<{ id: string }>(
          cluster.directDatabaseUrl,
          "select id from classes where status = 'approved' and deleted_at is null order by id limit 10",
        )
      ).map((row) => row.id);
      const cookie = await signIn(cluster.url, origin, "teacher@classwise.demo", password());
      let authorization = await bearer(cluster.url, origin, cookie, "teacher@classwise.demo");
      let mails = 0;
      const queue = async (count: number) => {
        await queueMails(cluster.directDatabaseUrl, student!.id, mails + 1, count);
        mails += count;
      };
      await queue(40);

      const outcomes: Outcome[] = [];
      // From the kill to the moment its exit was seen: a request sent meanwhile may have reached the dying process.
      const kills: { from: number; to: number }[] = [];
      const restarts: string[] = [];
      let running = true;
      let sequence = 0;
      const client = async (index: number) => {
        while (running) {
          const write = (sequence++ + index) % 4 === 0;
          const started = Date.now();
          const title = write ? `Load class ${index}-${sequence}-${started}` : undefined;
          let status = 0;
          let reason: string | undefined;
          try {
            const res = write
              ? await fetch(`${cluster.url}/api/classes`, {
                  method: "POST",
                  headers: { authorization, "content-type": "application/json" },
                  body: JSON.stringify({
                    title,
                    price: 19.99,
                    description: "Written while instances were killed and restarted.",
                    image: "/uploads/classes/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp",
                  }),
                  signal: AbortSignal.timeout(20_000),
                })
              : await fetch(
                  sequence % 3 === 0
                    ? `${cluster.url}/api/classes?page=1&limit=12`
                    : `${cluster.url}/api/classes/${classIds[sequence % classIds.length]}`,
                  { signal: AbortSignal.timeout(20_000) },
                );
            status = res.status;
            await res.arrayBuffer();
          } catch (error) {
            status = 0;
            const cause = (error as { cause?: { code?: string; message?: string } }).cause;
            reason = `${(error as Error).message} ${cause?.code ?? ""} ${cause?.message ?? ""}`;
          }
          outcomes.push({ kind: write ? "write" : "read", started, ended: Date.now(), status, title, reason });
        }
      };
      const clients = Array.from({ length: LOAD_CLIENTS }, (_, index) => client(index));

      const [one, two] = cluster.instances as [ClusterInstance, ClusterInstance];
      for (let round = 0; round < 2; round++) {
        await sleep(1500);
        await queue(30);
        // kill -9: what a crash or an out-of-memory kill looks like.
        const killed = Date.now();
        expect(await one.stop("SIGKILL")).toBe("SIGKILL");
        kills.push({ from: killed, to: Date.now() });
        await sleep(1500);
        await one.start();
        await queue(30);
        // A rolling restart: SIGTERM, drain, exit 0, start again.
        restarts.push(`SIGTERM at ${Date.now()}`);
        expect(await two.stop("SIGTERM")).toBe(0);
        restarts.push(`exited at ${Date.now()}`);
        await two.start();
        restarts.push(`ready again at ${Date.now()}`);
        // A fresh token now and then, as the web app renews it.
        authorization = await bearer(cluster.url, origin, cookie, "teacher@classwise.demo");
      }
      await sleep(1500);
      running = false;
      await Promise.all(clients);

      // Errors are allowed only for requests in flight on an instance at the moment it was killed.
      const failed = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
      const inFlightAtAKill = (outcome: Outcome) =>
        kills.some((kill) => outcome.started <= kill.to && outcome.ended >= kill.from);
      const unexplained = failed.filter((outcome) => !inFlightAtAKill(outcome));
      const writes = outcomes.filter((outcome) => outcome.kind === "write");
      const acknowledged = writes.filter((outcome) => outcome.status === 201 || outcome.status === 200);
      console.log(
        `load: ${outcomes.length} requests (${writes.length} writes, ${acknowledged.length} acknowledged), ` +
          `${failed.length} failed, all in flight at one of ${kills.length} kills: ${unexplained.length === 0}`,
      );
      const events = [...kills.map((kill) => `kill -9 ${kill.from}-${kill.to}`), ...restarts];
      expect(
        unexplained.map(
          (outcome) => `${outcome.kind} ${outcome.status} ${outcome.reason ?? ""} ${outcome.started}-${outcome.ended}`,
        ),
        `${events.join("; ")}\n${two
          .output()
          .split("\n")
          .filter((line) => !line.includes("request completed"))
          .slice(-30)
          .join("\n")}`,
      ).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(0);

      // Every acknowledged write is in the database.
      const stored = new Set(
        (
          await query<{ title: string }>(
            cluster.directDatabaseUrl,
            "select title from classes where teacher_id = $1 and title like 'Load class %'",
            [teacher!.id],
          )
        ).map((row) => row.title),
      );
      expect(acknowledged.filter((outcome) => !stored.has(outcome.title!)).map((outcome) => outcome.title)).toEqual([]);

      // Every job done, each mail written once.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [open] = await query<{ n: number }>(
          cluster.directDatabaseUrl,
          "select count(*)::int as n from jobs where kind = 'email' and completed_at is null",
        );
        if (open?.n === 0) break;
        expect(Date.now(), `${open?.n} email jobs still open`).toBeLessThan(deadline);
        await sleep(250);
      }
      // Each job completed once. A mail is a side effect outside the database: a kill -9 between writing it and
      // recording the completion repeats that one mail (docs/decisions/0023), so at most one repeat per kill.
      const [completions] = await query<{ jobs: number; done: number }>(
        cluster.directDatabaseUrl,
        "select count(*)::int as jobs, count(completed_at)::int as done from jobs where kind = 'email'",
      );
      expect(completions).toEqual({ jobs: mails, done: mails });
      const counts = deliveries(cluster.instances);
      expect(counts.size, "every mail sent").toBe(mails);
      const repeated = [...counts.entries()].filter(([, count]) => count !== 1);
      console.log(`jobs: ${mails} mails queued, ${mails} completed, ${repeated.length} sent twice`);
      expect(repeated.every(([, count]) => count === 2)).toBe(true);
      expect(repeated.length).toBeLessThanOrEqual(kills.length);
    });
  });
});
