/**
 * `npm run bench`: every scenario of docs/performance.md against the compiled server, on PostgreSQL and on the
 * embedded database, beside a bare Fastify route measured in the same run. For each scenario it prints
 * requests per second, p50 and p99 latency, errors, the share of the bare route's throughput, and the CPU
 * milliseconds per request of the server process and of the PostgreSQL backends serving it. Figures, never
 * assertions.
 *
 *   npm run bench                       # 3 runs x 5 s per scenario, 20 connections
 *   npm run bench -- --quick            # 1 run x 2 s per scenario, small scratch databases (< 4 minutes)
 *   BENCH_DATABASE_URL=postgres://…/db  # an already seeded PostgreSQL database (else a scratch one is seeded)
 *   BENCH_PGLITE_DIR=/path/to/data      # an already seeded embedded DATA_DIR (copied first; else seeded)
 *   npm run bench -- --only postgres    # or --only pglite
 *   npm run bench -- --scenarios enrolled,search   # only scenarios whose name contains one of these words
 *   npm run bench -- --seed 7           # the same terms in every run (to compare two versions of the code)
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Random } from "@classwise/seed";
import { CATEGORIES } from "@classwise/shared";
import pg from "pg";
import { formatMs } from "./common.js";
import { type Fixtures, readFixtures } from "./lib/fixtures.js";
import { type LoadOptions, type LoadResult, measure } from "./lib/load.js";
import { PostgresCpu } from "./lib/postgres-cpu.js";
import { bearerToken } from "./lib/principals.js";
import { mib, processCpuMs } from "./lib/proc.js";
import { REPO_ROOT, type RunningServer, startServer } from "./lib/server.js";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean" },
    only: { type: "string" },
    runs: { type: "string" },
    seconds: { type: "string" },
    connections: { type: "string" },
    scenarios: { type: "string" },
    "no-purchases": { type: "boolean" },
    seed: { type: "string" },
  },
});
const wanted = values.scenarios?.split(",").map((word) => word.trim().toLowerCase()) ?? [];
const chosen = (name: string) => wanted.length === 0 || wanted.some((word) => name.toLowerCase().includes(word));
const quick = Boolean(values.quick);
const runs = Number(values.runs ?? (quick ? 1 : 3));
const seconds = Number(values.seconds ?? (quick ? 2 : 5));
const connections = Number(values.connections ?? 20);
const scratchScale = quick
  ? { users: "20k", classes: "10k", enrolments: "100k" }
  : { users: "200k", classes: "100k", enrolments: "1m" };
const PASSWORD = process.env.BENCH_PASSWORD ?? "classwise-seed";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-bench-"));
const cleanups: (() => Promise<void> | void)[] = [];

const say = (line = "") => console.log(line);

function seed(env: Record<string, string>) {
  const args = ["run", "-s", "seed", "--", "--users", scratchScale.users, "--classes", scratchScale.classes];
  execFileSync("npm", [...args, "--enrolments", scratchScale.enrolments], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function postgresTarget(): Promise<{ url: string; name: string; admin: string }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const name = new URL(given).pathname.slice(1);
    return { url: given, name, admin: given };
  }
  const admin = "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_run_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: admin });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  say(`Seeding a scratch PostgreSQL database ${name} (${JSON.stringify(scratchScale)})…`);
  seed({ DATABASE_URL: url.toString() });
  return { url: url.toString(), name, admin };
}

function pgliteTarget(): string {
  const dataDir = path.join(tmp, "pglite");
  const given = process.env.BENCH_PGLITE_DIR;
  if (given) {
    say(`Copying the embedded database ${given}…`);
    fs.cpSync(given, dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, "pgdata.lock"), { force: true });
  } else {
    say(`Seeding a scratch embedded database (${JSON.stringify(scratchScale)})…`);
    seed({ DATA_DIR: dataDir });
  }
  return dataDir;
}

interface Scenario {
  name: string;
  /** Which server: the default one (public cache on) or one with every cache off. */
  phase: "cached" | "uncached";
  load: Omit<LoadOptions, "url" | "connections" | "seconds" | "runs">;
  /** Answers other than 2xx are the point (refused requests). */
  refused?: boolean;
}

interface Principals {
  student: string;
  students: { id: string; token: string }[];
  admin: string;
}

/**
 * The terms' random source: `--seed N` makes every run send the same sequence of terms (the seed's
 * generator), so two versions of the code can be compared on the same requests; without it, Math.random.
 */
const random = (() => {
  if (values.seed === undefined) return Math.random;
  const generator = new Random(Number(values.seed));
  return () => generator.next();
})();

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

const letters = "abcdefghijklmnopqrstuvwxyz";
const randomInt = (below: number) => Math.floor(random() * below);
/** A word with two neighbouring letters swapped at a random place: "python" -> "pyhton". */
function misspell(word: string): string {
  const at = 1 + randomInt(Math.max(1, word.length - 2));
  return `${word.slice(0, at)}${word[at + 1] ?? ""}${word[at] ?? ""}${word.slice(at + 2)}`;
}
const randomWord = (length: number) =>
  Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join("");

function scenarios(fixtures: Fixtures, who: Principals): Scenario[] {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const catalogue = "/api/classes?page=1&limit=10&status=approved";
  const search = (term: string, extra = "") =>
    `/api/classes?page=1&limit=10&status=approved&search=${encodeURIComponent(term)}${extra}`;
  const common = fixtures.commonWords.length > 0 ? fixtures.commonWords : ["data"];
  const longCommon =
    common.filter((word) => word.length >= 5).length > 0 ? common.filter((w) => w.length >= 5) : ["python"];
  const twoLetters = ["ai", "ux", "da", "we", "pr", "ma", "de", "mo", "an", "se"];
  const symbols = ["100% practical", "snake_case", "c++ basics", "node.js", "ui/ux", "q&a"];
  const deepest = "/api/classes?page=1000&limit=10&status=approved";
  return [
    { name: "GET /api/health", phase: "cached", load: { next: () => ({ path: "/api/health" }) } },
    { name: "catalogue page 1 (visitor)", phase: "cached", load: { next: () => ({ path: catalogue }) } },
    {
      name: "catalogue page 1 (student token)",
      phase: "cached",
      load: { next: () => ({ path: catalogue, headers: bearer(who.student) }) },
    },
    { name: "popular classes", phase: "cached", load: { next: () => ({ path: "/api/popular-classes" }) } },
    {
      name: "class details (visitor)",
      phase: "cached",
      load: { next: () => ({ path: `/api/classes/${fixtures.popularClassId}` }) },
    },
    {
      name: "home evaluations",
      phase: "cached",
      load: { next: () => ({ path: "/api/teaching-evaluations?minRating=4&limit=12" }) },
    },
    { name: "public statistics", phase: "cached", load: { next: () => ({ path: "/api/public-statistics" }) } },
    { name: "catalogue page 1", phase: "uncached", load: { next: () => ({ path: catalogue }) } },
    { name: "catalogue page 1000 (deepest)", phase: "uncached", load: { next: () => ({ path: deepest }) } },
    {
      name: "catalogue page 5000 (refused)",
      phase: "uncached",
      refused: true,
      load: { next: () => ({ path: "/api/classes?page=5000&limit=10&status=approved" }) },
    },
    { name: "search, common words", phase: "uncached", load: { next: () => ({ path: search(pick(common)) }) } },
    {
      name: "search, no match",
      phase: "uncached",
      load: { next: () => ({ path: search(`${randomWord(5)} ${randomWord(6)}`) }) },
    },
    { name: "search, with symbols", phase: "uncached", load: { next: () => ({ path: search(pick(symbols)) }) } },
    { name: "search, one letter", phase: "uncached", load: { next: () => ({ path: search(pick([...letters])) }) } },
    { name: "search, two letters", phase: "uncached", load: { next: () => ({ path: search(pick(twoLetters)) }) } },
    // Unique terms per request (issue 28): what visitors send, and what no cache answers.
    {
      name: "unique search, no match",
      phase: "uncached",
      load: { next: () => ({ path: search(`${randomWord(5)} ${randomWord(7)}`) }) },
    },
    {
      name: "unique search, common",
      phase: "uncached",
      load: { next: () => ({ path: search(`${pick(common)} ${pick(common).slice(0, 2 + randomInt(4))}`) }) },
    },
    { name: "unique search, two letters", phase: "uncached", load: { next: () => ({ path: search(randomWord(2)) }) } },
    {
      name: "unique search, misspelt",
      phase: "uncached",
      load: { next: () => ({ path: search(misspell(pick(longCommon))) }) },
    },
    {
      name: "unique search, filtered",
      phase: "uncached",
      load: {
        next: () => ({
          path: search(
            `${pick(common)} ${randomWord(1)}`,
            `&category=${pick(CATEGORIES)}&maxPrice=${20 + randomInt(100)}&sort=${pick(["rating", "popular", "price-low"])}`,
          ),
        }),
      },
    },
    {
      name: "unique catalogue filters, no term",
      phase: "uncached",
      load: {
        next: () => ({
          path: `${catalogue}&category=${pick(CATEGORIES)}&minRating=${pick([3, 4])}&maxPrice=${20 + randomInt(100)}&sort=${pick(["rating", "popular", "newest", "price-high"])}`,
        }),
      },
    },
    {
      name: "unique suggestions, typed prefix",
      phase: "uncached",
      load: {
        next: () => ({
          path: `/api/class-suggestions?q=${encodeURIComponent(`${pick(common).slice(0, 3)}${randomWord(1)}`)}`,
        }),
      },
    },
    {
      name: "search, common word page 50",
      phase: "uncached",
      load: { next: () => ({ path: search(pick(common)).replace("page=1&", "page=50&") }) },
    },
    { name: "popular classes", phase: "uncached", load: { next: () => ({ path: "/api/popular-classes" }) } },
    {
      name: "class details (student token)",
      phase: "uncached",
      load: { next: () => ({ path: `/api/classes/${fixtures.popularClassId}`, headers: bearer(who.student) }) },
    },
    {
      name: "home evaluations",
      phase: "uncached",
      load: { next: () => ({ path: "/api/teaching-evaluations?minRating=4&limit=12" }) },
    },
    { name: "public statistics", phase: "uncached", load: { next: () => ({ path: "/api/public-statistics" }) } },
    {
      name: "My Enrolled Classes, 20 students",
      phase: "uncached",
      load: {
        next: () => {
          const student = pick(who.students);
          return {
            path: `/api/students/${student.id}/enrolled-classes?page=1&limit=20`,
            headers: bearer(student.token),
          };
        },
      },
    },
    {
      name: "admin users page 1",
      phase: "uncached",
      load: { next: () => ({ path: "/api/users?page=1&limit=10", headers: bearer(who.admin) }) },
    },
    {
      name: "admin users page 1000",
      phase: "uncached",
      load: { next: () => ({ path: "/api/users?page=1000&limit=10", headers: bearer(who.admin) }) },
    },
    {
      name: "admin users search",
      phase: "uncached",
      load: {
        next: () => ({
          path: `/api/users?page=1&limit=10&search=${pick(["smith", "ana", "lee", "garcia", randomWord(6)])}`,
          headers: bearer(who.admin),
        }),
      },
    },
    {
      name: "admin all classes page 1",
      phase: "uncached",
      load: { next: () => ({ path: "/api/classes?page=1&limit=10", headers: bearer(who.admin) }) },
    },
    {
      name: "admin all classes page 1000",
      phase: "uncached",
      load: { next: () => ({ path: "/api/classes?page=1000&limit=10", headers: bearer(who.admin) }) },
    },
    {
      name: "admin all classes search",
      phase: "uncached",
      load: {
        next: () => ({ path: `/api/classes?page=1&limit=10&search=${pick(common)}`, headers: bearer(who.admin) }),
      },
    },
    {
      name: "admin applications page 1",
      phase: "uncached",
      load: { next: () => ({ path: "/api/teacher-applications?page=1&limit=10", headers: bearer(who.admin) }) },
    },
    {
      name: "admin applications page 1000",
      phase: "uncached",
      load: { next: () => ({ path: "/api/teacher-applications?page=1000&limit=10", headers: bearer(who.admin) }) },
    },
  ];
}

function row(name: string, result: LoadResult, bare: number, refused = false) {
  const share = `${((result.requestsPerSecond / bare) * 100).toFixed(1)}%`;
  const errors = refused ? `${result.errors} (refused, 400)` : String(result.errors);
  return [
    name.padEnd(36),
    String(Math.round(result.requestsPerSecond)).padStart(7),
    share.padStart(7),
    formatMs(result.p50).padStart(9),
    formatMs(result.p99).padStart(9),
    result.nodeCpuMsPerRequest.toFixed(2).padStart(7),
    result.postgresCpuMsPerRequest.toFixed(2).padStart(7),
    `  ${errors}`,
  ].join(" ");
}

const header = [
  "scenario".padEnd(36),
  "req/s".padStart(7),
  "of bare".padStart(7),
  "p50".padStart(9),
  "p99".padStart(9),
  "node ms".padStart(7),
  "pg ms".padStart(7),
  "  errors",
].join(" ");

async function measureBare(): Promise<LoadResult> {
  const port = 3399;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "bench/bare-server.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  cleanups.push(() => void child.kill());
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/bare`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  let before = 0;
  const result = await measure(
    { url: `http://127.0.0.1:${port}/bare`, connections, seconds, runs },
    {
      async begin() {
        before = processCpuMs(child.pid!) ?? 0;
      },
      async end() {
        return { nodeMs: (processCpuMs(child.pid!) ?? 0) - before, postgresMs: 0 };
      },
    },
  );
  child.kill();
  return result;
}

async function signIn(server: RunningServer, fixtures: Fixtures): Promise<Principals> {
  const students = [];
  for (const student of fixtures.students) {
    students.push({ id: student.id, token: await bearerToken(server.url, student.email, PASSWORD) });
  }
  return {
    student: students[0]!.token,
    students,
    admin: await bearerToken(server.url, fixtures.admin.email, PASSWORD),
  };
}

async function runTarget(
  label: string,
  env: Record<string, string>,
  fixtures: Fixtures,
  postgresCpu: PostgresCpu | undefined,
  bare: number,
) {
  say(
    `\n## ${label}: ${fixtures.scale.users.toLocaleString("en-US")} users, ${fixtures.scale.classes.toLocaleString("en-US")} classes, ${fixtures.scale.enrolments.toLocaleString("en-US")} enrolments`,
  );
  for (const phase of ["cached", "uncached"] as const) {
    const phaseEnv = phase === "cached" ? env : { ...env, PUBLIC_CACHE_SECONDS: "0", PUBLIC_STATS_CACHE_SECONDS: "0" };
    const server = await startServer(3398, phaseEnv, path.join(tmp, `${label}-${phase}.log`));
    cleanups.push(() => server.stop());
    say(
      `\n${phase === "cached" ? "Default configuration (public read cache on)" : "Every cache off (the database path)"}; ` +
        `start on existing data: ${formatMs(server.startup.wallMs)} to first answer through \`npm run serve\` ` +
        `(server: ${server.startup.serverMs ?? "?"} ms, ${server.startup.serverCpuMs ?? "?"} ms CPU); ` +
        `RSS after start: server ${mib(server.serverRssBytes())}, process tree ${mib(server.treeRssBytes())}`,
    );
    const who = await signIn(server, fixtures);
    say(header);
    let peakServer = server.serverRssBytes();
    let peakTree = server.treeRssBytes();
    const inPhase = scenarios(fixtures, who).filter((s) => s.phase === phase && chosen(s.name));
    if (inPhase.length === 0) {
      await server.stop();
      continue;
    }
    for (const scenario of inPhase) {
      let nodeBefore = 0;
      const result = await measure(
        { ...scenario.load, url: server.url, connections, seconds, runs },
        {
          async begin() {
            nodeBefore = server.serverCpuMs();
            await postgresCpu?.start();
          },
          async end() {
            return { nodeMs: server.serverCpuMs() - nodeBefore, postgresMs: (await postgresCpu?.stop()) ?? 0 };
          },
        },
      );
      say(row(scenario.name, result, bare, scenario.refused));
      peakServer = Math.max(peakServer, server.serverRssBytes());
      peakTree = Math.max(peakTree, server.treeRssBytes());
    }
    say(`RSS at most: server ${mib(peakServer)}, process tree ${mib(peakTree)}`);
    await server.stop();
  }
}

try {
  say(
    `Classwise bench: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}, ` +
      `${connections} connections, ${runs} run(s) x ${seconds} s per scenario (median run shown), ` +
      `load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  say("Columns: node ms and pg ms are CPU milliseconds per request of the API process and of its PostgreSQL backends.");
  const bare = await measureBare();
  say(
    `\nBare Fastify JSON route: ${Math.round(bare.requestsPerSecond)} req/s, p50 ${formatMs(bare.p50)}, p99 ${formatMs(bare.p99)}, ${bare.nodeCpuMsPerRequest.toFixed(3)} ms CPU per request`,
  );

  if (values.only !== "pglite") {
    const target = await postgresTarget();
    const fixtures = await readFixtures({ databaseUrl: target.url });
    const cpu = new PostgresCpu(target.admin, target.name);
    await cpu.connect();
    cleanups.push(() => cpu.end());
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const version = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v;
    await client.end();
    await runTarget(`PostgreSQL ${version}`, { DATABASE_URL: target.url }, fixtures, cpu, bare.requestsPerSecond);
    if (!values["no-purchases"]) {
      say("\n## Purchases (create intent, confirm the card, enrol) on a scratch PostgreSQL database");
      execFileSync(
        process.execPath,
        ["--import", "tsx", path.join(REPO_ROOT, "bench/purchase.ts"), "--purchases", quick ? "600" : "3000"],
        { cwd: REPO_ROOT, stdio: "inherit" },
      );
    }
  }
  if (values.only !== "postgres") {
    const dataDir = pgliteTarget();
    const fixtures = await readFixtures({ dataDir });
    await runTarget("Embedded PGlite", { DATA_DIR: dataDir }, fixtures, undefined, bare.requestsPerSecond);
  }
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // best effort
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}
