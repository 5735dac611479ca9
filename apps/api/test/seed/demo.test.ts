import fs from "node:fs";
import path from "node:path";
import { accounts, classes, enrolments, evaluations, users } from "@classwise/db/schema";
import { DEMO_ACCOUNTS, DEMO_CLASS_IMAGES } from "@classwise/seed";
import { verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createSession,
  createTestApp,
  createUser,
  detectAttachmentType,
  signToken,
  startupTasks,
  type TestContext,
} from "../helpers/index.js";

const PASSWORD = "demo-test-password";

async function demoUser(ctx: TestContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return user;
}

async function countOf(ctx: TestContext, table: typeof users | typeof classes) {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n);
}

describe("demo data on first start", () => {
  let ctx: TestContext;
  let printed = "";
  beforeAll(async () => {
    ctx = await createTestApp({ demo: true, demoPassword: PASSWORD });
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed += `${args.join(" ")}\n`;
    });
    await startupTasks(ctx.app);
    log.mockRestore();
  });
  afterAll(async () => ctx.close());

  it("creates the three demo accounts with their roles and names", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await demoUser(ctx, account.email);
      expect(user).toMatchObject({ name: account.name, role: account.role, email: account.email });
    }
  });

  it("gives every demo class 3 to 8 lessons of Markdown, some with a video, and the demo student can read them", async () => {
    const perClass = await ctx.db.execute<{ n: number; videos: number; markdown: number }>(sql`
      select count(l.id)::int as n, count(l.video_id)::int as videos,
        count(*) filter (where l.body like '%##%')::int as markdown
      from classes c left join lessons l on l.class_id = c.id group by c.id`);
    const rows = (perClass as unknown as { rows: { n: number; videos: number; markdown: number }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(3);
      expect(row.n).toBeLessThanOrEqual(8);
      expect(row.markdown).toBe(row.n);
    }
    expect(rows.some((row) => row.videos > 0)).toBe(true);

    const student = await demoUser(ctx, "student@classwise.demo");
    const [enrolment] = await ctx.db.select().from(enrolments).where(eq(enrolments.studentId, student!.id)).limit(1);
    const session = await createSession(ctx, student!.id);
    const token = signToken(
      { sub: student!.id, sid: session.id, email: student!.email },
      ctx.config.authSecret ?? "",
      300,
    );
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/lessons/class/${enrolment!.classId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lessons.length).toBeGreaterThanOrEqual(3);

    // The first lesson carries a worksheet the student can download, a PDF by its content.
    const first = res.json().lessons[0]._id as string;
    const lesson = await ctx.app.inject({
      method: "GET",
      url: `/api/lessons/${first}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const [worksheet] = lesson.json().lesson.attachments;
    expect(worksheet).toMatchObject({
      contentType: "application/pdf",
      fileName: expect.stringMatching(/^Worksheet - /),
    });
    const file = await ctx.app.inject({
      method: "GET",
      url: `/api/lessons/attachments/${worksheet._id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(await detectAttachmentType(file.rawPayload)).toBe("application/pdf");
  });

  it("prints the accounts and the password once, in a box", () => {
    for (const account of DEMO_ACCOUNTS) expect(printed).toContain(account.email);
    expect(printed).toContain(PASSWORD);
    expect(printed).toContain("┌");
  });

  it("stores a password hash that better-auth verifies, and signing in works", async () => {
    const user = await demoUser(ctx, "student@classwise.demo");
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account).toMatchObject({ providerId: "credential", accountId: user!.id });
    expect(await verifyPassword({ hash: account!.password!, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: account!.password!, password: "wrong-password" })).toBe(false);

    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "teacher@classwise.demo", password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it("gives the teacher approved classes, the student three enrolments and the home page reviews", async () => {
    const teacher = await demoUser(ctx, "teacher@classwise.demo");
    const owned = await ctx.db.select().from(classes).where(eq(classes.teacherId, teacher!.id));
    expect(owned.filter((c) => c.status === "approved").length).toBeGreaterThanOrEqual(3);

    const student = await demoUser(ctx, "student@classwise.demo");
    expect(await ctx.db.select().from(enrolments).where(eq(enrolments.studentId, student!.id))).toHaveLength(3);

    const all = await ctx.db.select().from(classes);
    const approved = all.filter((c) => c.status === "approved");
    expect(approved.length).toBeGreaterThanOrEqual(30);
    expect(all.some((c) => c.status === "pending")).toBe(true);
    expect(all.some((c) => c.status === "rejected")).toBe(true);

    const reviews = await ctx.db.select().from(evaluations).where(sql`${evaluations.rating} >= 4`);
    expect(reviews.length).toBeGreaterThanOrEqual(12);
  });

  it("draws the demo images its classes refer to", async () => {
    const [first] = await ctx.db.select({ image: classes.image }).from(classes).limit(1);
    const file = path.join(ctx.config.dataDir, first!.image);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    expect(fs.readdirSync(path.join(ctx.config.dataDir, "uploads/demo"))).toEqual(
      expect.arrayContaining(DEMO_CLASS_IMAGES.map((image) => image.file)),
    );
  });

  it("does nothing on the next start", async () => {
    const before = { users: await countOf(ctx, users), classes: await countOf(ctx, classes) };
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await startupTasks(ctx.app);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
    expect({ users: await countOf(ctx, users), classes: await countOf(ctx, classes) }).toEqual(before);
  });
});

describe("demo seeding guards", () => {
  const contexts: TestContext[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(contexts.splice(0).map((ctx) => ctx.close()));
  });

  it("leaves a database that already has users alone", async () => {
    const ctx = await createTestApp({ demo: true, demoPassword: PASSWORD });
    contexts.push(ctx);
    await createUser(ctx, { email: "first-owner@example.test" });
    await startupTasks(ctx.app);
    expect(await countOf(ctx, users)).toBe(1);
    expect(await countOf(ctx, classes)).toBe(0);
  });

  it("does not seed with DEMO off", async () => {
    const ctx = await createTestApp({ demo: false });
    contexts.push(ctx);
    await startupTasks(ctx.app);
    expect(await countOf(ctx, users)).toBe(0);
    expect(fs.existsSync(path.join(ctx.config.dataDir, "uploads/demo"))).toBe(false);
  });

  it("makes up a random password when DEMO_PASSWORD is not set, and prints it", async () => {
    const ctx = await createTestApp({ demo: true, demoPassword: undefined });
    contexts.push(ctx);
    let printed = "";
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed += args.join(" ");
    });
    await startupTasks(ctx.app);
    const password = /password (\S{16})/.exec(printed)?.[1];
    expect(password).toBeDefined();
    const admin = await demoUser(ctx, "admin@classwise.demo");
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.userId, admin!.id));
    expect(await verifyPassword({ hash: account!.password!, password: password! })).toBe(true);
  });
});
