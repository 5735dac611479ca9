import { auditLog, users } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoteToAdmin } from "../../src/cli/promote.js";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";

describe("admin promote", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const roleOf = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]?.role;

  it("makes the user with that e-mail an admin, ignoring case and spaces", async () => {
    const user = await createUser(ctx, { role: "teacher", email: "grace.promote@example.test" });
    const bystander = await createUser(ctx, { role: "student" });
    const result = await promoteToAdmin(ctx.db, "  Grace.Promote@Example.TEST ");
    expect(result).toMatchObject({ status: "promoted", user: { id: user.id, previousRole: "teacher" } });
    expect(await roleOf(user.id)).toBe("admin");
    expect(await roleOf(bystander.id)).toBe("student");
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.objectId, user.id));
    expect(entry).toMatchObject({ actorId: null, action: "user.role-changed", before: { role: "teacher" } });
  });

  it("reports an admin as already promoted", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    expect(await promoteToAdmin(ctx.db, admin.email)).toMatchObject({ status: "already-admin" });
  });

  it("reports an unknown e-mail without changing anyone", async () => {
    const user = await createUser(ctx, { role: "student" });
    expect(await promoteToAdmin(ctx.db, "nobody@example.test")).toEqual({ status: "not-found" });
    expect(await roleOf(user.id)).toBe("student");
  });

  it("lets the promoted user act as admin on the next request", async () => {
    const user = await createUser(ctx, { role: "student" });
    const before = await ctx.app.inject({ method: "GET", url: "/api/users", headers: user.headers });
    expect(before.statusCode).toBe(403);
    await promoteToAdmin(ctx.db, user.email);
    const after = await ctx.app.inject({ method: "GET", url: "/api/users", headers: user.headers });
    expect(after.statusCode).toBe(200);
  });
});
