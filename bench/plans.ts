/**
 * `npm run plans -w @classwise/bench`: what each list and read endpoint asks PostgreSQL, and how PostgreSQL
 * answers it. Every statement a request sends is captured at the driver and replayed under EXPLAIN (ANALYZE,
 * BUFFERS), so the plans are those of the real code with its real parameters. Prints statements per request
 * too. Read-only: nothing is written to the database (a session for the signed-in requests is created and
 * removed again). A statement sent again and again by one request (the CSV export's batches) is explained
 * the first and the last time. Words after the command keep only the requests whose name contains one.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a seeded database> npm run plans -w @classwise/bench
 *   BENCH_DATABASE_URL=... npm run plans -w @classwise/bench -- lessons notifications
 */
import { randomBytes } from "node:crypto";
import { buildApp, loadConfig, signToken } from "@classwise/api";
import type { Database, Db } from "@classwise/db/client";
import * as schema from "@classwise/db/schema";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { readFixtures } from "./lib/fixtures.js";
import { readLearningFixtures } from "./lib/learning-fixtures.js";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL must name a seeded PostgreSQL database");

interface Captured {
  text: string;
  values: unknown[];
}
let captured: Captured[] = [];
const pool = new pg.Pool({ connectionString: url, max: 4 });
const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (typeof first === "string") captured.push({ text: first, values: second ?? [] });
  else captured.push({ text: first.text, values: first.values ?? second ?? [] });
  return query(...args);
};
const database: Database = {
  db: drizzle(pool, { schema }) as unknown as Db,
  kind: "postgres",
  ping: async () => {},
  close: async () => {},
};

const secret = randomBytes(32).toString("hex");
const config = loadConfig(
  {
    LOG_LEVEL: "silent",
    DEMO: "off",
    AUTH_SECRET: secret,
    DATA_DIR: "/tmp/classwise-plans",
    PUBLIC_CACHE_SECONDS: "0",
  },
  { webDist: "/nonexistent" },
);
const fixtures = await readFixtures({ databaseUrl: url });
const app = await buildApp(config, { database, skipMigrations: true });
await app.ready();

/** A live session straight in the database, and the bearer token the API would issue for it. */
async function tokenFor(userId: string, email: string) {
  const sessionId = randomBytes(12).toString("hex");
  await pool.query(
    "insert into sessions (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 hour')",
    [sessionId, randomBytes(24).toString("base64url"), userId],
  );
  return { sessionId, token: signToken({ sub: userId, sid: sessionId, email }, secret, 3600) };
}
const student = await tokenFor(fixtures.students[0]!.id, fixtures.students[0]!.email);
const admin = await tokenFor(fixtures.admin.id, fixtures.admin.email);
const common = fixtures.commonWords[0] ?? "data";
const learning = await readLearningFixtures(pool);
const teacher = await tokenFor(learning.teacher.id, learning.teacher.email);
const learner = await tokenFor(learning.student.id, learning.student.email);
const notified = learning.notified && (await tokenFor(learning.notified.id, learning.notified.email));
const sessions = [student, admin, teacher, learner, ...(notified ? [notified] : [])];
const top = learning.classId;

const requests: [string, string, string | undefined][] = [
  ["catalogue page 1", "/api/classes?page=1&limit=10&status=approved", undefined],
  ["catalogue page 1000", "/api/classes?page=1000&limit=10&status=approved", undefined],
  [`search, common word "${common}"`, `/api/classes?page=1&limit=10&status=approved&search=${common}`, undefined],
  ["search, no match", "/api/classes?page=1&limit=10&status=approved&search=kubernetes%20quantum", undefined],
  ["search, one letter", "/api/classes?page=1&limit=10&status=approved&search=q", undefined],
  ["search, two letters", "/api/classes?page=1&limit=10&status=approved&search=ai", undefined],
  // The shapes of the unique-term scenarios of bench/run.ts (issue 28, decision 46).
  ["search, word and a prefix", `/api/classes?page=1&limit=10&status=approved&search=${common}%20be`, undefined],
  ["search, misspelt", "/api/classes?page=1&limit=10&status=approved&search=begniners", undefined],
  [
    "search, filtered",
    `/api/classes?page=1&limit=10&status=approved&search=${common}%20s&category=graphic-design&maxPrice=60&sort=rating`,
    undefined,
  ],
  [
    "search, filtered, rare letter",
    `/api/classes?page=1&limit=10&status=approved&search=${common}%20k&category=graphic-design&maxPrice=60&sort=rating`,
    undefined,
  ],
  ["search, page 20", `/api/classes?page=20&limit=10&status=approved&search=${common}`, undefined],
  ["search, suggestions", "/api/class-suggestions?q=desk", undefined],
  ["popular classes", "/api/popular-classes", undefined],
  ["class details (student)", `/api/classes/${fixtures.popularClassId}`, student.token],
  ["home evaluations", "/api/teaching-evaluations?minRating=4&limit=12", undefined],
  ["public statistics", "/api/public-statistics", undefined],
  [
    "My Enrolled Classes (limit 20)",
    `/api/students/${fixtures.students[0]!.id}/enrolled-classes?page=1&limit=20`,
    student.token,
  ],
  ["admin users page 1", "/api/users?page=1&limit=10", admin.token],
  ["admin users search", "/api/users?page=1&limit=10&search=smith", admin.token],
  ["admin all classes page 1", "/api/classes?page=1&limit=10", admin.token],
  ["admin applications page 1", "/api/teacher-applications?page=1&limit=10", admin.token],
  ["lessons: curriculum (visitor)", `/api/classes/${top}/curriculum`, undefined],
  ["lessons: class lessons (student)", `/api/lessons/class/${top}`, learner.token],
  ["lessons: one lesson (student)", `/api/lessons/${learning.lessonId}`, learner.token],
  ["lessons: continue (student)", `/api/lessons/class/${top}/continue`, learner.token],
  [
    "grading: assignment submissions page 1",
    `/api/assignments/${learning.assignmentId}/submissions?page=1&limit=10`,
    teacher.token,
  ],
  [
    "grading: assignment submissions, ungraded, last page",
    `/api/assignments/${learning.assignmentId}/submissions?status=ungraded&page=${Math.max(1, Math.ceil(learning.assignmentSubmissions / 20))}&limit=10`,
    teacher.token,
  ],
  ["grading: class submissions page 1", `/api/submissions/class/${top}?page=1&limit=10`, teacher.token],
  ["grading: grades CSV export", `/api/classes/${top}/grades.csv`, teacher.token],
  ["grading: the student's grades", `/api/submissions/student/${learning.student.id}/class/${top}`, learner.token],
  ["classes: class progress (teacher)", `/api/classes/${top}/progress`, teacher.token],
  ["classes: class progress (admin)", `/api/classes/${top}/progress`, admin.token],
  ...(notified
    ? ([
        ["notifications: page 1", "/api/notifications?page=1&limit=10", notified.token],
        ["notifications: page 500", "/api/notifications?page=500&limit=10", notified.token],
        ["notifications: page 1001 (past the first 10,000)", "/api/notifications?page=1001&limit=10", notified.token],
        ["notifications: unread count", "/api/notifications/unread-count", notified.token],
      ] as [string, string, string | undefined][])
    : []),
];
const only = process.argv.slice(2);
const chosen = only.length === 0 ? requests : requests.filter(([name]) => only.some((word) => name.includes(word)));

console.log(
  `Plans on ${new URL(url).pathname.slice(1)}: ${fixtures.scale.users.toLocaleString("en-US")} users, ` +
    `${fixtures.scale.classes.toLocaleString("en-US")} classes, ${fixtures.scale.enrolments.toLocaleString("en-US")} enrolments`,
);
console.log(
  `Learning worst cases: class ${top} (${learning.enrolments} enrolments), assignment ${learning.assignmentId} ` +
    `(${learning.assignmentSubmissions} submissions), ${learning.notified?.notifications ?? 0} notifications of one user`,
);
try {
  for (const [name, path, token] of chosen) {
    // Once to warm the caches the way a running server's are warm, then the captured run.
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    await app.inject({ method: "GET", url: path, ...(headers ? { headers } : {}) });
    captured = [];
    const res = await app.inject({ method: "GET", url: path, ...(headers ? { headers } : {}) });
    const statements = captured;
    console.log(`\n### ${name}: GET ${path} -> ${res.statusCode}, ${statements.length} statement(s)`);
    const repeats = new Map<string, number>();
    for (const statement of statements) repeats.set(statement.text, (repeats.get(statement.text) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const statement of statements) {
      const nth = (seen.get(statement.text) ?? 0) + 1;
      seen.set(statement.text, nth);
      const times = repeats.get(statement.text) ?? 1;
      if (nth > 1 && nth < times) continue;
      if (times > 1) console.log(`\n    (sent ${times} times; this is number ${nth})`);
      const oneLine = statement.text.replace(/\s+/g, " ").trim();
      console.log(`\n    ${oneLine.length > 300 ? `${oneLine.slice(0, 300)}…` : oneLine}`);
      const explained = await query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      for (const row of (explained as { rows: Record<string, string>[] }).rows) {
        console.log(`    ${Object.values(row)[0]}`);
      }
    }
  }
} finally {
  await pool.query("delete from sessions where id = any($1)", [sessions.map((session) => session.sessionId)]);
  await app.close();
  await pool.end();
}
