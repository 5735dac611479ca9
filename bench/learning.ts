/**
 * A quiz submission and a lesson's discussion page on a seeded database (issue 26), through the compiled server
 * in its own process, beside the bare route, with each request's Node and PostgreSQL CPU:
 *
 *   npm run build -w @classwise/api
 *   npx tsx bench/learning.ts --database-url postgres://…/seeded [--port 4730] [--seconds 5] [--connections 20]
 *     [--runs 3] [--posts 50000]
 *
 * Seed first (`npm run seed -- --users 200k --classes 100k --enrolments 1m`, VACUUM ANALYZE): the seed's quizzes
 * and discussions are the data. Every request varies its input as visitors do:
 * - a discussion page: a different enrolled student and lesson with questions each request;
 * - the discussion of one lesson with `--posts` questions (added by this script under the most enrolled class's
 *   first lesson and removed at the end): its first page, and the page 25,000 questions down (by its cursor);
 * - a quiz submission: a student who has not taken the quiz starts an attempt and submits it (some answers
 *   right, some wrong); each pair is used at most as often as the quiz allows. It writes attempts and passes
 *   to the database it is given, as students would.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "@classwise/db/client";
import pg from "pg";
import { bearerHeaders } from "./lib/in-process.js";
import { type CpuMeters, measure } from "./lib/load.js";
import { PostgresCpu } from "./lib/postgres-cpu.js";
import { startServer } from "./lib/server.js";

const { values: args } = parseArgs({
  options: {
    "database-url": { type: "string" },
    port: { type: "string", default: "4730" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    runs: { type: "string", default: "3" },
    posts: { type: "string", default: "50000" },
    people: { type: "string", default: "4000" },
  },
});
const databaseUrl = args["database-url"];
if (!databaseUrl) throw new Error("--database-url is required: a database seeded with `npm run seed`");
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const RUNS = Number(args.runs);
const POSTS = Number(args.posts);
const PEOPLE = Number(args.people);
const BENCH_BODY = "Benchmark question";

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const database = await openDatabase({ databaseUrl, poolSize: 2 });
const secret = randomBytes(32).toString("hex");

const { rows: sizes } = await pool.query(
  `select (select count(*) from quizzes)::int as quizzes, (select count(*) from quiz_attempts)::int as attempts,
     (select count(*) from lesson_posts)::int as posts, (select count(*) from enrolments)::int as enrolments`,
);
console.log(`data: ${JSON.stringify(sizes[0])}`);

// Inputs, spread over the whole database by a hash rather than taken from its start.
const { rows: readers } = await pool.query<{ id: string; email: string; lesson_id: string }>(
  `select u.id, u.email, q.lesson_id from (
     select distinct p.lesson_id, p.class_id from lesson_posts p where p.parent_id is null) q
   join lateral (select e.student_id from enrolments e where e.class_id = q.class_id
     order by hashtext(e.id) limit 1) e on true
   join users u on u.id = e.student_id
   order by hashtext(q.lesson_id) limit $1`,
  [PEOPLE],
);
const { rows: takers } = await pool.query<{ id: string; email: string; quiz_id: string; attempts_allowed: number }>(
  `select u.id, u.email, q.id as quiz_id, q.attempts_allowed from quizzes q
   join lateral (select e.student_id from enrolments e where e.class_id = q.class_id
     and not exists (select 1 from quiz_attempts a where a.quiz_id = q.id and a.student_id = e.student_id)
     order by hashtext(e.id) limit 1) e on true
   join users u on u.id = e.student_id
   order by hashtext(q.id) limit $1`,
  [PEOPLE],
);
if (readers.length === 0 || takers.length === 0) throw new Error("no discussions or quizzes: seed the database first");
const keys = new Map<string, { id: string; kind: string; answer: Record<string, unknown> }[]>();
const { rows: bank } = await pool.query<{ quiz_id: string; id: string; kind: string; answer: Record<string, unknown> }>(
  `select l.quiz_id, b.id, b.kind, b.answer from quiz_question_links l join quiz_questions b on b.id = l.question_id
   where l.quiz_id = any($1::text[])`,
  [takers.map((taker) => taker.quiz_id)],
);
for (const row of bank) keys.set(row.quiz_id, [...(keys.get(row.quiz_id) ?? []), row]);

// The long discussion: the most enrolled class's first lesson, its students asking in turn.
const { rows: big } = await pool.query<{ class_id: string; lesson_id: string }>(
  `select s.class_id, (select id from lessons where class_id = s.class_id order by position limit 1) as lesson_id
   from class_stats s where s.listed and exists (select 1 from lessons l where l.class_id = s.class_id)
   order by s.enrolled_count desc limit 1`,
);
const bigThread = big[0];
if (!bigThread) throw new Error("no listed class with lessons");
const { rows: bigReaders } = await pool.query<{ id: string; email: string; name: string }>(
  `select u.id, u.email, u.name from enrolments e join users u on u.id = e.student_id
   where e.class_id = $1 order by hashtext(e.id) limit 500`,
  [bigThread.class_id],
);
const addStarted = performance.now();
await pool.query(
  `insert into lesson_posts (id, lesson_id, class_id, author_id, author_name, body, created_at)
   select gen_random_uuid()::text, $1, $2, a.ids[1 + g % cardinality(a.ids)], a.names[1 + g % cardinality(a.names)],
     $3 || ' ' || g, now() - make_interval(secs => g * 37)
   from generate_series(1, $4::int) g,
     (select array_agg(id) as ids, array_agg(name) as names from unnest($5::text[], $6::text[]) as x(id, name)) a`,
  [
    bigThread.lesson_id,
    bigThread.class_id,
    BENCH_BODY,
    POSTS,
    bigReaders.map((reader) => reader.id),
    bigReaders.map((reader) => reader.name),
  ],
);
await pool.query("analyze lesson_posts");
console.log(`added ${POSTS} questions under one lesson in ${((performance.now() - addStarted) / 1000).toFixed(1)} s`);
const { rows: deep } = await pool.query<{ cursor: string }>(
  `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id as cursor
   from lesson_posts where lesson_id = $1 and parent_id is null
   order by created_at desc, id desc offset $2 limit 1`,
  [bigThread.lesson_id, Math.min(25_000, POSTS - 1)],
);

const [readerHeaders, takerHeaders, bigHeaders] = [
  await bearerHeaders(database, readers, secret),
  await bearerHeaders(database, takers, secret),
  await bearerHeaders(database, bigReaders, secret),
];
const server = await startServer(
  Number(args.port),
  { DATABASE_URL: databaseUrl, AUTH_SECRET: secret, JOBS_POLL_MS: "0" },
  path.join(os.tmpdir(), `classwise-bench-learning-${args.port}.log`),
);
const postgresCpu = new PostgresCpu(databaseUrl, new URL(databaseUrl).pathname.slice(1));
await postgresCpu.connect();
let nodeBefore = 0;
const meters: CpuMeters = {
  async begin() {
    nodeBefore = server.serverCpuMs();
    await postgresCpu.start();
  },
  async end() {
    return { nodeMs: server.serverCpuMs() - nodeBefore, postgresMs: await postgresCpu.stop() };
  },
};

function line(
  label: string,
  result: { requestsPerSecond: number; p50: number; p99: number; errors: number },
  extra: string,
) {
  console.log(
    `${label.padEnd(52)} ${String(Math.round(result.requestsPerSecond)).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  ${extra}${result.errors ? `  FAILED ${result.errors}` : ""}`,
  );
}

let turn = 0;
const pick = <T>(list: T[]) => list[turn++ % list.length]!;

/**
 * Quiz submissions for SECONDS, CONNECTIONS at a time: each a start (POST /quizzes/{id}/attempts) and a submit
 * of the drawn questions. Latency is the pair's; CPU is per submission.
 */
async function submissions() {
  const uses = new Map<number, number>();
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      let index = -1;
      for (let tries = 0; tries < takers.length && index < 0; tries++) {
        const candidate = next++ % takers.length;
        if ((uses.get(candidate) ?? 0) < takers[candidate]!.attempts_allowed) index = candidate;
      }
      if (index < 0) return;
      uses.set(index, (uses.get(index) ?? 0) + 1);
      const taker = takers[index]!;
      const headers = takerHeaders[index]!;
      const started = performance.now();
      const opened = await fetch(`${server.url}/api/quizzes/${taker.quiz_id}/attempts`, { method: "POST", headers });
      if (opened.status !== 201) {
        if (errors++ === 0) console.log(`first refusal: ${opened.status} ${await opened.text()}`);
        else await opened.arrayBuffer();
        continue;
      }
      const { attempt } = (await opened.json()) as { attempt: { _id: string; questions: { _id: string }[] } };
      const byId = new Map((keys.get(taker.quiz_id) ?? []).map((key) => [key.id, key]));
      const answers = Object.fromEntries(
        attempt.questions.map((question, q) => {
          const key = byId.get(question._id);
          const right =
            key?.kind === "short-text"
              ? (key.answer.accepted as string[])[0]
              : key?.kind === "number"
                ? key.answer.value
                : key?.answer.correct;
          // About half the answers right: some attempts pass, some do not.
          return [question._id, (q + turn++) % 2 === 0 ? right : key?.kind === "short-text" ? "no idea" : -1];
        }),
      );
      const graded = await fetch(`${server.url}/api/quiz-attempts/${attempt._id}/submission`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ answers }),
      });
      if (graded.status !== 200) {
        if (errors++ === 0) console.log(`first refusal: ${graded.status} ${await graded.text()}`);
        else await graded.arrayBuffer();
      } else {
        await graded.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }
  }
  await meters.begin();
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - began) / 1000;
  const cpu = await meters.end();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  const count = Math.max(1, latencies.length);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    nodeCpuMsPerRequest: cpu.nodeMs / count,
    postgresCpuMsPerRequest: cpu.postgresMs / count,
  };
}

console.log(
  `${CONNECTIONS} connections, ${SECONDS} s per run, median of ${RUNS} runs; ${readers.length} readers, ${takers.length} quiz takers; load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
try {
  const cpuOf = (result: { nodeCpuMsPerRequest: number; postgresCpuMsPerRequest: number }) =>
    `node ${result.nodeCpuMsPerRequest.toFixed(2)} ms  pg ${result.postgresCpuMsPerRequest.toFixed(2)} ms /req`;
  const base = { url: server.url, connections: CONNECTIONS, seconds: SECONDS, runs: RUNS };
  const bare = await measure({ ...base, url: `${server.url}/api/health` }, meters);
  line("GET /api/health (bare route)", bare, cpuOf(bare));
  const ratio = (p99: number) => `(${(p99 / Math.max(1, bare.p99)).toFixed(1)}x bare p99)`;
  const scenarios: [string, () => { path: string; headers?: Record<string, string> }][] = [
    [
      "discussion page, a student and lesson per request",
      () => {
        const i = turn++ % readers.length;
        return { path: `/api/lessons/${readers[i]!.lesson_id}/posts`, headers: readerHeaders[i]! };
      },
    ],
    [
      `discussion of ${POSTS} questions, first page`,
      () => ({ path: `/api/lessons/${bigThread.lesson_id}/posts`, headers: pick(bigHeaders) }),
    ],
    [
      `discussion of ${POSTS} questions, 25,000 down`,
      () => ({
        path: `/api/lessons/${bigThread.lesson_id}/posts?before=${encodeURIComponent(deep[0]?.cursor ?? "")}`,
        headers: pick(bigHeaders),
      }),
    ],
  ];
  for (const [label, next] of scenarios) {
    const result = await measure({ ...base, next }, meters);
    line(label, result, `${cpuOf(result)} ${ratio(result.p99)}`);
  }
  const submitted = await submissions();
  line(
    "quiz submission (start + submit), a taker per request",
    submitted,
    `${cpuOf(submitted)} ${ratio(submitted.p99)}`,
  );
} finally {
  await server.stop();
  await postgresCpu.end();
  await pool.query("delete from lesson_posts where lesson_id = $1 and body like $2", [
    bigThread.lesson_id,
    `${BENCH_BODY} %`,
  ]);
  await pool.end();
  await database.close();
}
