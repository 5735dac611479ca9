import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { type ApplicationBody, createApplication, roleOf, storedApplication, validBody } from "./support.js";

describe("PATCH /api/teacher-applications/{id}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const patch = (id: string, headers: Record<string, string> | undefined, status: string) =>
    ctx.app.inject({ method: "PATCH", url: `/api/teacher-applications/${id}`, headers, payload: { status } });

  it("approves: the application is approved and the applicant is a teacher right after", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const student = await createUser(ctx);
    const row = await createApplication(ctx, student);

    const res = await patch(row.id, admin.headers, "approved");
    expect(res.statusCode).toBe(200);
    expect(res.json<ApplicationBody>()).toEqual({
      success: true,
      application: expect.objectContaining({ _id: row.id, uid: student.id, status: "approved" }),
    });
    expect(await roleOf(ctx, student.id)).toBe("teacher");
    const stored = await storedApplication(ctx, row.id);
    expect(stored).toMatchObject({ status: "approved", reviewedBy: admin.id });
    expect(stored?.reviewedAt).toBeInstanceOf(Date);

    // The same session now acts as a teacher: applying again is refused as "already a teacher".
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/teacher-applications",
      headers: student.headers,
      payload: validBody,
    });
    expect(again.statusCode).toBe(403);
  });

  it("keeps the web client's follow-up role change (product §7) harmless", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const student = await createUser(ctx);
    const row = await createApplication(ctx, student);
    expect((await patch(row.id, admin.headers, "approved")).statusCode).toBe(200);
    const follow = await ctx.app.inject({
      method: "PATCH",
      url: `/api/users/${student.id}`,
      headers: admin.headers,
      payload: { role: "teacher" },
    });
    expect(follow.statusCode).toBe(200);
    expect(await roleOf(ctx, student.id)).toBe("teacher");
  });

  it("rejects: the application is rejected and the role is unchanged", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const student = await createUser(ctx);
    const row = await createApplication(ctx, student);
    const res = await patch(row.id, admin.headers, "rejected");
    expect(res.statusCode).toBe(200);
    expect(res.json<ApplicationBody>().application.status).toBe("rejected");
    expect(await roleOf(ctx, student.id)).toBe("student");
    expect(await storedApplication(ctx, row.id)).toMatchObject({ status: "rejected", reviewedBy: admin.id });
  });

  it("reviews only pending applications: any other state is a 409 and nothing changes", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    for (const status of ["approved", "rejected"] as const) {
      for (const decision of ["approved", "rejected"]) {
        const student = await createUser(ctx);
        const row = await createApplication(ctx, student, { status });
        const res = await patch(row.id, admin.headers, decision);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, code: "CONFLICT" });
        expect(await storedApplication(ctx, row.id)).toMatchObject({ status, reviewedBy: null });
        expect(await roleOf(ctx, student.id)).toBe("student");
      }
    }
  });

  it("lets one of two concurrent reviews of a row win; the other gets 409", async () => {
    const [first, second] = [await createUser(ctx, { role: "admin" }), await createUser(ctx, { role: "admin" })];
    for (let round = 0; round < 4; round++) {
      const student = await createUser(ctx);
      const row = await createApplication(ctx, student);
      const results = await Promise.all([
        patch(row.id, first.headers, "approved"),
        patch(row.id, second.headers, "rejected"),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)?.json<ApplicationBody>().application.status;
      expect((await storedApplication(ctx, row.id))?.status).toBe(winner);
      expect(await roleOf(ctx, student.id)).toBe(winner === "approved" ? "teacher" : "student");
    }
  });

  it("rolls the approval back when making the user a teacher fails", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const student = await createUser(ctx);
    const row = await createApplication(ctx, student);
    // A trigger that refuses this one user's role change stands in for any failure inside the transaction.
    await ctx.db.execute(sql`
      create or replace function refuse_role_change() returns trigger language plpgsql as $$
      begin raise exception 'role change refused for the test'; end $$`);
    await ctx.db.execute(
      sql.raw(`create trigger refuse_role_change before update of role on users for each row
        when (new.id = '${student.id.replace(/[^0-9a-f-]/g, "")}') execute function refuse_role_change()`),
    );

    const res = await patch(row.id, admin.headers, "approved");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: "INTERNAL" });
    expect(await storedApplication(ctx, row.id)).toMatchObject({
      status: "pending",
      reviewedAt: null,
      reviewedBy: null,
    });
    expect(await roleOf(ctx, student.id)).toBe("student");
    await ctx.db.execute(sql`drop trigger refuse_role_change on users`);
  });

  it("refuses students and teachers with 403 and visitors with 401, leaving the row pending", async () => {
    const student = await createUser(ctx);
    const teacher = await createUser(ctx, { role: "teacher" });
    const row = await createApplication(ctx, student);
    expect((await patch(row.id, student.headers, "approved")).statusCode).toBe(403);
    expect((await patch(row.id, teacher.headers, "approved")).statusCode).toBe(403);
    expect((await patch(row.id, undefined, "approved")).statusCode).toBe(401);
    expect((await storedApplication(ctx, row.id))?.status).toBe("pending");
    expect(await roleOf(ctx, student.id)).toBe("student");
  });

  it("does not let an admin review their own application", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const row = await createApplication(ctx, admin);
    const res = await patch(row.id, admin.headers, "approved");
    expect(res.statusCode).toBe(403);
    expect((await storedApplication(ctx, row.id))?.status).toBe("pending");
    expect(await roleOf(ctx, admin.id)).toBe("admin");
  });

  it("answers 404 for a missing application and 400 for an unknown status", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    expect((await patch("00000000-0000-0000-0000-000000000000", admin.headers, "approved")).statusCode).toBe(404);
    const row = await createApplication(ctx, await createUser(ctx));
    for (const status of ["pending", "banana"]) {
      const res = await patch(row.id, admin.headers, status);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", fieldErrors: { status: expect.any(Array) } });
    }
    expect((await storedApplication(ctx, row.id))?.status).toBe("pending");
  });
});
