import {
  assignments,
  classes,
  classStats,
  evaluations,
  submissions,
  teacherApplications,
  users,
} from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { buildWorld, type World } from "./world.js";

/** Fields that name the actor, the state or the money: never taken from a body (ARCHITECTURE.md). */
const FORBIDDEN = {
  role: "admin",
  status: "approved",
  uid: "someone-else",
  _id: "chosen-id",
  id: "chosen-id",
  teacherUid: "someone-else",
  studentUid: "someone-else",
  studentEmail: "spoof@example.test",
  teacherEmail: "spoof@example.test",
  email: "spoof@example.test",
  price: 0.5,
  amount: 0.01,
  enrolledCount: 999,
  createdAt: "2000-01-01T00:00:00.000Z",
  updatedAt: "2000-01-01T00:00:00.000Z",
  submittedAt: "2000-01-01T00:00:00.000Z",
  appliedAt: "2000-01-01T00:00:00.000Z",
  banned: true,
  emailVerified: true,
};

describe("mass assignment: no write takes actor, state, money or date fields from its body", () => {
  let ctx: TestContext;
  let world: World;
  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildWorld(ctx);
  }, 120_000);
  afterAll(async () => ctx.close());

  it("stores none of them on any write, and __proto__ pollutes nothing", async () => {
    const stuck: string[] = [];
    const check = (what: string, condition: boolean) => {
      if (!condition) stuck.push(what);
    };
    const post = (
      principal: Parameters<World["inject"]>[0],
      method: "POST" | "PUT" | "PATCH",
      url: string,
      body: object,
    ) => world.inject(principal, { method, url, payload: { ...FORBIDDEN, ...body } });

    const student = await createUser(ctx);
    const self = await ctx.app.inject({
      method: "POST",
      url: "/api/users",
      headers: student.headers,
      payload: { ...FORBIDDEN, uid: student.id, name: "Still Me" },
    });
    expect(self.statusCode).toBe(200);
    const [me] = await ctx.db.select().from(users).where(eq(users.id, student.id));
    check("POST /users role", me?.role === "student");
    check("POST /users email", me?.email === student.email);
    check("POST /users banned", me?.banned === false);

    const created = await post("class teacher", "POST", "/api/classes", {
      title: "Mass assigned class",
      price: 20,
      description: "About it",
      image: "/uploads/demo/class-1.webp",
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await ctx.db.select().from(classes).where(eq(classes.id, created.json().classId));
    check("POST /classes status", row?.status === "pending");
    check("POST /classes teacher", row?.teacherId === world.classTeacher.id);
    check("POST /classes teacherEmail", row?.teacherEmail === world.classTeacher.email);
    const enrolledCount = async (classId: string) =>
      (await ctx.db.select().from(classStats).where(eq(classStats.classId, classId)))[0]?.enrolledCount;
    check("POST /classes enrolledCount", (await enrolledCount(created.json().classId)) === 0);
    check("POST /classes createdAt", (row?.createdAt.getFullYear() ?? 0) > 2000);
    check("POST /classes price", row?.priceCents === 2000);

    const pending = await createClass(ctx, world.classTeacher, { status: "pending" });
    const content = await post("class teacher", "PATCH", `/api/classes/${pending.id}/content`, {
      title: "Changed",
      price: 30,
      description: "Changed",
      image: pending.image,
    });
    expect(content.statusCode, content.body).toBe(200);
    const [changed] = await ctx.db.select().from(classes).where(eq(classes.id, pending.id));
    check("PATCH content status", changed?.status === "pending");
    check("PATCH content enrolledCount", (await enrolledCount(pending.id)) === 0);

    const application = await post("student", "POST", "/api/teacher-applications", {
      title: "Teaching modern web development",
      experience: "beginner",
      category: "programming",
    });
    expect(application.statusCode, application.body).toBe(201);
    const [applied] = await ctx.db
      .select()
      .from(teacherApplications)
      .where(eq(teacherApplications.userId, world.users.student.id));
    check("POST application status", applied?.status === "pending");
    check("POST application email", applied?.email === world.users.student.email);
    check("POST application appliedAt", (applied?.appliedAt.getFullYear() ?? 0) > 2000);

    const assignment = await post("class teacher", "POST", "/api/assignments", {
      classId: world.theClass.id,
      title: "Mass assignment",
      description: "Do it",
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(assignment.statusCode, assignment.body).toBe(201);
    const [task] = await ctx.db.select().from(assignments).where(eq(assignments.id, assignment.json().assignment._id));
    check("POST assignment teacher", task?.teacherId === world.classTeacher.id);

    const submission = await post("enrolled student", "POST", "/api/submissions", {
      assignmentId: task?.id,
      submissionText: "My work",
    });
    expect(submission.statusCode, submission.body).toBe(201);
    const [handed] = await ctx.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, submission.json().submission._id));
    check("POST submission student", handed?.studentId === world.enrolled.id);
    check("POST submission email", handed?.studentEmail === world.enrolled.email);
    check("POST submission submittedAt", (handed?.submittedAt.getFullYear() ?? 0) > 2000);

    const evaluation = await post("enrolled student", "POST", "/api/teaching-evaluations", {
      classId: world.theClass.id,
      rating: 4,
      description: "Clear explanations and useful feedback throughout.",
    });
    expect(evaluation.statusCode, evaluation.body).toBe(201);
    const [review] = await ctx.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.id, evaluation.json().evaluation._id));
    check("POST evaluation student", review?.studentId === world.enrolled.id);
    check("POST evaluation teacher", review?.teacherId === world.classTeacher.id);

    const intent = await post("student", "POST", "/api/create-payment-intent", { classId: world.otherClass.id });
    expect(intent.statusCode, intent.body).toBe(200);
    check("POST intent amount", intent.json().amount === world.otherClass.priceCents / 100);

    const signUp = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...FORBIDDEN, name: "New Person", email: "mass-assign@example.test", password: "password-123" },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const [person] = await ctx.db.select().from(users).where(eq(users.email, "mass-assign@example.test"));
    check("sign-up role", person?.role === "student");
    check("sign-up banned", person?.banned === false);
    check("sign-up emailVerified", person?.emailVerified === false);

    const proto = await ctx.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...student.headers, "content-type": "application/json" },
      payload: '{"name":"Proto","__proto__":{"role":"admin","polluted":true},"constructor":{"prototype":{"x":1}}}',
    });
    expect(proto.statusCode).toBe(400);
    check("__proto__ pollution", ({} as { polluted?: boolean }).polluted === undefined);

    console.log(
      `mass assignment: ${Object.keys(FORBIDDEN).length} forbidden fields on 10 writes, ${stuck.length} stuck`,
    );
    expect(stuck).toEqual([]);
  });
});
