import { teacherApplications, users } from "@classwise/db/schema";
import type { ApplicationStatus, Category, ExperienceLevel, TeacherApplication } from "@classwise/shared";
import { eq } from "drizzle-orm";
import type { TestContext, TestUser } from "../helpers/index.js";

export const validBody = {
  name: "Ada Lovelace",
  title: "Modern Web Development with React",
  experience: "experienced" as ExperienceLevel,
  category: "web-development" as Category,
};

export interface ApplicationOverrides {
  title?: string;
  status?: ApplicationStatus;
  appliedAt?: Date;
  experience?: ExperienceLevel;
  category?: Category;
}

/** An application stored directly, for tests that start from a given state. */
export async function createApplication(
  ctx: Pick<TestContext, "db">,
  user: Pick<TestUser, "id" | "name" | "email">,
  overrides: ApplicationOverrides = {},
) {
  const [row] = await ctx.db
    .insert(teacherApplications)
    .values({
      userId: user.id,
      name: user.name,
      email: user.email,
      photoUrl: "",
      title: overrides.title ?? `Course by ${user.name}`,
      experience: overrides.experience ?? "beginner",
      category: overrides.category ?? "programming",
      status: overrides.status ?? "pending",
      ...(overrides.appliedAt ? { appliedAt: overrides.appliedAt } : {}),
    })
    .returning();
  if (!row) throw new Error("application insert failed");
  return row;
}

export async function roleOf(ctx: Pick<TestContext, "db">, userId: string) {
  const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

export async function storedApplication(ctx: Pick<TestContext, "db">, id: string) {
  const [row] = await ctx.db.select().from(teacherApplications).where(eq(teacherApplications.id, id));
  return row;
}

export type ApplicationBody = { success: true; application: TeacherApplication };
export type ApplicationListBody = {
  success: true;
  applications: TeacherApplication[];
  totalApplications?: number;
  totalPages?: number;
};
