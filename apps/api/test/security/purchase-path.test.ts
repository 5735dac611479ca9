import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolledCountOf, enrolmentsOf, paymentCalls } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { countStatements } from "../helpers/statement-counter.js";

const BUDGET = 10;

describe("the purchase path's database work (issue 8 target)", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  it(`creates an intent, confirms the card and enrols in at most ${BUDGET} SQL statements`, async () => {
    const calls = paymentCalls(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 2500 });
    const student = await createUser(ctx);
    const counter = countStatements(ctx.database);
    try {
      const steps: Record<string, number> = {};
      const created = await calls.createIntent(student, { classId: item.id });
      expect(created.statusCode, created.body).toBe(200);
      steps.intent = counter.count;
      const intentId = created.json().paymentIntentId as string;
      const confirmed = await calls.confirm(student, intentId);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      steps.confirm = counter.count - steps.intent;
      const processed = await calls.process(student, intentId, item.id);
      expect(processed.statusCode, processed.body).toBe(200);
      steps.enrol = counter.count - steps.intent - steps.confirm;
      const total = counter.count;
      console.log(
        `purchase statements on ${ctx.database.kind}: ${total} (intent ${steps.intent}, confirm ${steps.confirm}, enrol ${steps.enrol}); budget ${BUDGET}`,
      );
      expect(total).toBeLessThanOrEqual(BUDGET);
    } finally {
      counter.restore();
    }
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(1);
  });
});
