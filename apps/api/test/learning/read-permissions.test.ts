import { classes } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAssignment, addSubmission, enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";

describe("reading assignments and submissions", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;
  let enrolled: TestUser;
  let classmate: TestUser;
  let outsider: TestUser;
  let classId: string;
  let assignmentIds: string[];

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { role: "teacher" });
    otherTeacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
    enrolled = await createUser(ctx);
    classmate = await createUser(ctx);
    outsider = await createUser(ctx);
    const item = await createClass(ctx, owner);
    classId = item.id;
    await enrolDirectly(ctx.db, classId, enrolled.id);
    await enrolDirectly(ctx.db, classId, classmate.id);
    const first = await addAssignment(ctx.db, classId, owner.id, "First task");
    const second = await addAssignment(ctx.db, classId, owner.id, "Second task");
    assignmentIds = [second.id, first.id];
    await addSubmission(ctx.db, first, enrolled);
    await addSubmission(ctx.db, second, classmate);
    // another class's work must not leak in
    const elsewhere = await createClass(ctx, owner);
    await enrolDirectly(ctx.db, elsewhere.id, enrolled.id);
    await addSubmission(ctx.db, await addAssignment(ctx.db, elsewhere.id, owner.id), enrolled);
  });
  afterAll(async () => ctx.close());

  const get = (url: string, user: TestUser | null) =>
    ctx.app.inject({ method: "GET", url, headers: user ? user.headers : {} });
  const assignmentsOf = (id: string, user: TestUser | null) => get(`/api/assignments/class/${id}`, user);
  const submissionsOf = (uid: string, id: string, user: TestUser | null) =>
    get(`/api/submissions/student/${uid}/class/${id}`, user);

  describe("GET /api/assignments/class/{id}", () => {
    it("lists the class's assignments, newest first, for enrolled students, the owner and admins", async () => {
      for (const user of [enrolled, owner, admin]) {
        const res = await assignmentsOf(classId, user);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.success).toBe(true);
        expect(body.assignments.map((a: { _id: string }) => a._id)).toEqual(assignmentIds);
        expect(body.assignments[0]).toMatchObject({
          classId,
          teacherUid: owner.id,
          title: "Second task",
          description: "Do the work for Second task",
        });
        expect(Date.parse(body.assignments[0].deadline)).toBeGreaterThan(Date.now());
      }
    });

    it("refuses students who did not enrol and other teachers with 403", async () => {
      for (const user of [outsider, otherTeacher]) {
        const res = await assignmentsOf(classId, user);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
      }
      expect((await assignmentsOf(classId, null)).statusCode).toBe(401);
    });

    it("hides pending classes and missing ones behind 404", async () => {
      const pending = await createClass(ctx, owner, { status: "pending" });
      expect((await assignmentsOf(pending.id, outsider)).statusCode).toBe(404);
      expect((await assignmentsOf(pending.id, owner)).statusCode).toBe(200);
      expect((await assignmentsOf("missing-class", enrolled)).statusCode).toBe(404);
    });

    it("keeps a deleted class's assignments readable for its students", async () => {
      const item = await createClass(ctx, owner);
      await enrolDirectly(ctx.db, item.id, enrolled.id);
      await addAssignment(ctx.db, item.id, owner.id);
      await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, item.id));
      expect((await assignmentsOf(item.id, enrolled)).json().assignments).toHaveLength(1);
      expect((await assignmentsOf(item.id, outsider)).statusCode).toBe(404);
    });
  });

  describe("GET /api/submissions/student/{uid}/class/{id}", () => {
    it("gives an enrolled student their own submissions in that class only", async () => {
      const res = await submissionsOf(enrolled.id, classId, enrolled);
      expect(res.statusCode, res.body).toBe(200);
      const { submissions } = res.json();
      expect(submissions).toHaveLength(1);
      expect(submissions[0]).toMatchObject({
        classId,
        studentUid: enrolled.id,
        studentName: enrolled.name,
        studentEmail: enrolled.email,
        assignmentId: assignmentIds[1],
      });
      expect(typeof submissions[0].submittedAt).toBe("string");
    });

    it("lets the owner and admins read any student's submissions", async () => {
      for (const user of [owner, admin]) {
        const res = await submissionsOf(classmate.id, classId, user);
        expect(res.statusCode).toBe(200);
        expect(res.json().submissions.map((s: { studentUid: string }) => s.studentUid)).toEqual([classmate.id]);
      }
    });

    it("answers another student's submissions with 404", async () => {
      for (const user of [classmate, outsider, otherTeacher]) {
        expect((await submissionsOf(enrolled.id, classId, user)).statusCode).toBe(404);
      }
      expect((await submissionsOf(enrolled.id, classId, null)).statusCode).toBe(401);
    });

    it("refuses a student's own request for a class they are not enrolled in", async () => {
      const res = await submissionsOf(outsider.id, classId, outsider);
      expect(res.statusCode).toBe(403);
      expect((await submissionsOf(outsider.id, "missing-class", outsider)).statusCode).toBe(404);
    });
  });
});
