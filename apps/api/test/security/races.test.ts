import { enrolments, evaluations, submissions, teacherApplications } from "@classwise/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAssignment, enrolDirectly, paymentCalls } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";

/** SECURITY_FULL=1 (the slow suite) runs the 20 rounds; the default suite runs fewer. */
const ROUNDS = process.env.SECURITY_FULL === "1" ? 20 : 3;
const DUPLICATES = 50;

describe(`races: ${DUPLICATES} concurrent duplicates of every write that must happen once, ${ROUNDS} rounds`, () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());

  const burst = (make: () => Promise<{ statusCode: number }>) =>
    Promise.all(Array.from({ length: DUPLICATES }, make)).then((all) => all.map((res) => res.statusCode));
  const successes = (statuses: number[]) => statuses.filter((status) => status >= 200 && status < 300).length;

  it("each write takes effect exactly once", async () => {
    const failures: string[] = [];
    const expectOnce = (what: string, effects: number, statuses: number[]) => {
      if (effects !== 1 || statuses.some((status) => status >= 500)) {
        failures.push(`${what}: ${effects} effects, statuses ${[...new Set(statuses)].join(",")}`);
      }
    };
    for (let round = 0; round < ROUNDS; round++) {
      const student = await createUser(ctx);
      const item = await createClass(ctx, teacher);
      await enrolDirectly(ctx.db, item.id, student.id);
      const assignment = await addAssignment(ctx.db, item.id, teacher.id);
      const inject = (user: TestUser, method: "POST" | "PATCH", url: string, payload: object) => () =>
        ctx.app.inject({ method, url, headers: user.headers, payload });

      const applied = await burst(
        inject(student, "POST", "/api/teacher-applications", {
          title: "Teaching modern web development",
          experience: "beginner",
          category: "programming",
        }),
      );
      const apps = await ctx.db.select().from(teacherApplications).where(eq(teacherApplications.userId, student.id));
      expectOnce("teacher application", apps.length, applied);

      const submitted = await burst(
        inject(student, "POST", "/api/submissions", { assignmentId: assignment.id, submissionText: "Once" }),
      );
      const handed = await ctx.db.select().from(submissions).where(eq(submissions.assignmentId, assignment.id));
      expectOnce("submission", handed.length, submitted);

      const evaluated = await burst(
        inject(student, "POST", "/api/teaching-evaluations", {
          classId: item.id,
          rating: 5,
          description: "Clear explanations and useful feedback throughout.",
        }),
      );
      const reviews = await ctx.db.select().from(evaluations).where(eq(evaluations.classId, item.id));
      expectOnce("evaluation", reviews.length, evaluated);

      const reviewed = await burst(
        inject(admin, "PATCH", `/api/teacher-applications/${apps[0]?.id}`, { status: "approved" }),
      );
      expectOnce("application review", successes(reviewed), reviewed);

      const pending = await createClass(ctx, teacher, { status: "pending" });
      const approved = await burst(inject(admin, "PATCH", `/api/classes/${pending.id}`, { status: "approved" }));
      expectOnce("class review", successes(approved), approved);

      const buyer = await createUser(ctx);
      const forSale = await createClass(ctx, teacher, { priceCents: 1200 });
      const intents = await Promise.all(
        Array.from({ length: DUPLICATES }, () => paymentCalls(ctx).createIntent(buyer, { classId: forSale.id })),
      );
      const ids = new Set(intents.map((res) => res.json().paymentIntentId));
      expectOnce(
        "payment intent",
        ids.size,
        intents.map((res) => res.statusCode),
      );
      const intentId = [...ids][0] as string;
      await paymentCalls(ctx).confirm(buyer, intentId);
      const processed = await burst(
        inject(buyer, "POST", "/api/process-enrollment", { paymentIntentId: intentId, classId: forSale.id }),
      );
      const enrolled = await ctx.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.classId, forSale.id), eq(enrolments.studentId, buyer.id)));
      expectOnce("enrolment", enrolled.length, processed);
    }
    console.log(
      `races: ${ROUNDS} rounds x 7 writes x ${DUPLICATES} concurrent duplicates on ${ctx.database.kind}: ` +
        `${failures.length} writes not exactly once`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
