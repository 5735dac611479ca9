import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { accounts, classes, classStats, sessions, users } from "@classwise/db/schema";
import type { Category, Role } from "@classwise/shared";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { signToken } from "../../src/lib/jwt.js";
import type { TestContext } from "./app.js";

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString("hex")}`;

export interface TestUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  password: string;
  sessionId: string;
  sessionToken: string;
  /** Bearer token for the API, as POST /api/jwt would issue it. */
  token: string;
  /** `{ authorization: "Bearer …" }`, for inject(). */
  headers: { authorization: string };
}

export interface UserOverrides {
  name?: string;
  email?: string;
  role?: Role;
  image?: string | null;
  password?: string;
  banned?: boolean;
  createdAt?: Date;
}

/** A user with a password account and a live session, signed in as the web app would be. */
export async function createUser(ctx: Pick<TestContext, "db" | "config">, overrides: UserOverrides = {}) {
  const id = randomUUID();
  const tag = unique();
  const password = overrides.password ?? `pass-${tag}`;
  const [user] = await ctx.db
    .insert(users)
    .values({
      id,
      name: overrides.name ?? `User ${tag}`,
      email: overrides.email ?? `user-${tag}@example.test`,
      role: overrides.role ?? "student",
      image: overrides.image === undefined ? null : overrides.image,
      banned: overrides.banned ?? false,
      emailVerified: false,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  if (!user) throw new Error("user insert failed");
  await ctx.db.insert(accounts).values({
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(password),
  });
  const session = await createSession(ctx, id);
  const token = signToken(
    { sub: id, sid: session.id, email: user.email },
    ctx.config.authSecret ?? "",
    ctx.config.tokenTtlSeconds,
  );
  return {
    id,
    name: user.name,
    email: user.email,
    role: user.role as Role,
    image: user.image,
    password,
    sessionId: session.id,
    sessionToken: session.token,
    token,
    headers: { authorization: `Bearer ${token}` },
  } satisfies TestUser;
}

export async function createSession(ctx: { db: Db }, userId: string) {
  const [session] = await ctx.db
    .insert(sessions)
    .values({
      userId,
      token: randomBytes(24).toString("base64url"),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning();
  if (!session) throw new Error("session insert failed");
  return session;
}

export interface ClassOverrides {
  title?: string;
  description?: string;
  priceCents?: number;
  image?: string;
  status?: "pending" | "approved" | "rejected";
  enrolledCount?: number;
  createdAt?: Date;
  category?: Category;
}

/** A class owned by `teacher` (status approved unless told otherwise). */
export async function createClass(
  ctx: { db: Db },
  teacher: Pick<TestUser, "id" | "name" | "email">,
  overrides: ClassOverrides = {},
) {
  const tag = unique();
  const [row] = await ctx.db
    .insert(classes)
    .values({
      title: overrides.title ?? `Class ${tag}`,
      description: overrides.description ?? `Description of class ${tag}`,
      priceCents: overrides.priceCents ?? 4999,
      image: overrides.image ?? "/uploads/demo/class-1.webp",
      status: overrides.status ?? "approved",
      ...(overrides.category ? { category: overrides.category } : {}),
      teacherId: teacher.id,
      teacherName: teacher.name,
      teacherEmail: teacher.email,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("class insert failed");
  // The count lives in class_stats (a trigger made the row); a factory may start it anywhere.
  const enrolledCount = overrides.enrolledCount ?? 0;
  if (enrolledCount !== 0) {
    await ctx.db.update(classStats).set({ enrolledCount }).where(eq(classStats.classId, row.id));
  }
  return { ...row, enrolledCount };
}
