import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, type TestContext } from "../helpers/index.js";
import { buildWorld, type Principal, type World } from "./world.js";

/** SECURITY_FULL=1 (the slow suite) sends the 10,000 requests; the default suite a sample. */
const RUNS = process.env.SECURITY_FULL === "1" ? 10_000 : 600;
const FIELDS = [
  "classId",
  "paymentIntentId",
  "assignmentId",
  "email",
  "password",
  "name",
  "image",
  "title",
  "price",
  "description",
  "status",
  "role",
  "rating",
  "submissionText",
  "deadline",
  "experience",
  "category",
  "card",
  "billingDetails",
  "reason",
  "uid",
  "photoURL",
  "token",
  "newPassword",
  "__proto__",
];
const QUERY_KEYS = [
  "page",
  "limit",
  "search",
  "q",
  "status",
  "category",
  "minPrice",
  "maxPrice",
  "minRating",
  "sort",
  "callbackURL",
  "x",
];
const PRINCIPALS: Principal[] = [
  "visitor",
  "student",
  "enrolled student",
  "class teacher",
  "admin",
  "signed-out token",
];
const AUTH_PATHS = [
  "sign-in/email",
  "sign-up/email",
  "sign-out",
  "get-session",
  "request-password-reset",
  "reset-password",
  "update-user",
  "change-password",
  "delete-user",
  "callback/google",
  "list-sessions",
];

async function fingerprint(ctx: TestContext): Promise<string> {
  const result = await ctx.db.execute(sql`select
    (select count(*) from users) as users, (select string_agg(role || banned::text, ',' order by id) from users) as roles,
    (select coalesce(max(updated_at)::text, '') from users) as users_changed,
    (select count(*) from classes) as classes, (select coalesce(max(updated_at)::text, '') from classes) as classes_changed,
    (select string_agg(status || coalesce(deleted_at::text, ''), ',' order by id) from classes) as class_states,
    (select count(*) from payments) as payments, (select count(*) from enrolments) as enrolments,
    (select count(*) from teacher_applications) as applications,
    (select string_agg(status, ',' order by id) from teacher_applications) as application_states,
    (select count(*) from assignments) as assignments, (select count(*) from submissions) as submissions,
    (select count(*) from evaluations) as evaluations, (select count(*) from sandbox_intents) as intents,
    (select count(*) from refunds) as refunds, (select string_agg(status, ',' order by id) from payments) as payment_states,
    (select count(*) from certificates) as certificates,
    (select count(*) from certificates where revoked_at is not null) as revoked_certificates,
    (select count(*) from ledger_entries) as ledger, (select count(*) from payouts) as payouts,
    (select count(*) from payout_accounts) as payout_accounts, (select count(*) from coupons) as coupons,
    (select coalesce(sum(redeemed_count), 0) from coupons) as redeemed, (select count(*) from coupon_redemptions) as redemptions`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

describe(`fuzz: ${RUNS} generated requests across every route, JSON and form bodies`, () => {
  let ctx: TestContext;
  let world: World;
  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildWorld(ctx);
  }, 120_000);
  afterAll(async () => ctx.close());

  it("never answers 5xx or a stack trace, and refused requests change nothing", async () => {
    // A paid payment of the enrolled student, so refund and receipt requests reach a real row.
    const { buy } = await import("../payments/support.js");
    const payment = await buy(
      ctx,
      world.enrolled,
      (await createClass(ctx, world.classTeacher, { priceCents: 1500 })).id,
    );
    const ids = [
      world.theClass.id,
      world.otherClass.id,
      world.assignment.id,
      world.enrolled.id,
      world.admin.id,
      payment,
    ];
    const segment = fc.oneof(
      fc.constantFrom(...ids),
      fc.string({ maxLength: 80 }),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.constantFrom(
        "..",
        "%2e%2e",
        "null",
        "undefined",
        "0",
        "-1",
        "1e309",
        "%00",
        "%ff",
        "' or 1=1 --",
        "😀".repeat(30),
      ),
      fc.string({ minLength: 150, maxLength: 260 }),
    );
    const jsonValue = fc.jsonValue({ maxDepth: 3 });
    const body = fc.oneof(
      fc.dictionary(
        fc.constantFrom(...FIELDS),
        fc.oneof(jsonValue, fc.constantFrom(...ids), fc.string({ unit: "binary" })),
      ),
      jsonValue,
    );
    const request = fc.record({
      route: fc.constantFrom(...ctx.app.apiRoutes),
      params: fc.array(segment, { minLength: 3, maxLength: 3 }),
      authPath: fc.constantFrom(...AUTH_PATHS),
      query: fc.dictionary(
        fc.constantFrom(...QUERY_KEYS),
        fc.oneof(fc.string({ maxLength: 60 }), fc.integer().map(String)),
      ),
      body,
      encoding: fc.constantFrom("json", "form", "raw"),
      principal: fc.constantFrom(...PRINCIPALS),
    });

    const problems: string[] = [];
    let sent = 0;
    let refusedWrites = 0;
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        let index = 0;
        let url = input.route.url
          .replace(/:\w+/g, () => encodeURIComponent(input.params[index++] ?? "x"))
          .replace("*", input.authPath);
        const query = new URLSearchParams(input.query).toString();
        if (query) url += `?${query}`;
        const options: InjectOptions = { method: input.route.method as InjectOptions["method"], url };
        if (input.route.method !== "GET") {
          if (input.encoding === "json") options.payload = JSON.stringify(input.body);
          else if (input.encoding === "raw") options.payload = String(JSON.stringify(input.body)).slice(0, -1);
          else {
            const flat = typeof input.body === "object" && input.body ? input.body : { value: input.body };
            options.payload = new URLSearchParams(
              Object.entries(flat).map(([key, value]): [string, string] => [
                key,
                typeof value === "string" ? value : String(JSON.stringify(value)),
              ]),
            ).toString();
          }
          options.headers = {
            "content-type": input.encoding === "form" ? "application/x-www-form-urlencoded" : "application/json",
          };
        }
        const isWrite = input.route.method !== "GET";
        const before = isWrite ? await fingerprint(ctx) : "";
        const res = await world.inject(input.principal, options);
        sent++;
        const where = `${input.route.method} ${url.slice(0, 120)} as ${input.principal} (${input.encoding})`;
        if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (/"stack"|\n\s+at .+:\d+:\d+/.test(res.body)) problems.push(`${where}: stack trace in the body`);
        if (isWrite && res.statusCode >= 400) {
          refusedWrites++;
          if ((await fingerprint(ctx)) !== before)
            problems.push(`${where}: refused with ${res.statusCode} but changed data`);
        }
        return problems.length === 0;
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
    console.log(
      `fuzz on ${ctx.database.kind}: ${sent} requests (${refusedWrites} refused writes checked against the data), ` +
        `${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  }, 1_800_000);
});
