import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { countStatements } from "../helpers/statement-counter.js";
import { buy, paymentApi } from "./support.js";

// The refund as it was (14), plus the certificate revocation, the ledger reversal and the audit entry in its
// transaction.
const BUDGET = 17;

describe("the refund path's database work", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  it(`refunds a payment and ends its enrolment in at most ${BUDGET} SQL statements`, async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 2500 });
    const paymentId = await buy(ctx, student, item.id);
    const counter = countStatements(ctx.database);
    const cpu = process.cpuUsage();
    const started = performance.now();
    try {
      const res = await paymentApi(ctx).refund(student, paymentId, { reason: "Counting" });
      expect(res.statusCode, res.body).toBe(200);
      const used = process.cpuUsage(cpu);
      console.log(
        `refund statements on ${ctx.database.kind}: ${counter.count}; budget ${BUDGET}; ` +
          `process CPU ${((used.user + used.system) / 1000).toFixed(1)} ms in ${(performance.now() - started).toFixed(1)} ms`,
      );
      expect(counter.count).toBeLessThanOrEqual(BUDGET);
    } finally {
      counter.restore();
    }
  });
});
