import { sessions, teacherApplications, users } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { addAssignment, enrolDirectly } from "../enrolments/support.js";
import { createClass, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addAttachment, addLesson, makePdf } from "../lessons/support.js";

export const PRINCIPALS = [
  "visitor",
  "student",
  "enrolled student",
  "other student",
  "class teacher",
  "other teacher",
  "admin",
  "signed-out token",
  "demoted user",
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/**
 * The people and objects every security suite acts on: the class teacher's approved class, with the enrolled
 * student in it and an assignment; another teacher's class with the other student in it; an admin; a
 * signed-out token; and a former admin and teacher now demoted to student.
 */
export async function buildWorld(ctx: TestContext) {
  const classTeacher = await createUser(ctx, { role: "teacher", name: "Class Teacher" });
  const otherTeacher = await createUser(ctx, { role: "teacher", name: "Other Teacher" });
  const student = await createUser(ctx, { name: "Plain Student" });
  const enrolled = await createUser(ctx, { name: "Enrolled Student" });
  const other = await createUser(ctx, { name: "Other Student" });
  const admin = await createUser(ctx, { role: "admin", name: "The Admin" });
  const signedOut = await createUser(ctx, { name: "Signed Out" });
  await ctx.db.delete(sessions).where(eq(sessions.userId, signedOut.id));
  const demoted = await createUser(ctx, { role: "admin", name: "Demoted User" });
  const demotedClass = await createClass(ctx, { ...demoted }, { title: "Class of the demoted user" });
  await ctx.db.update(users).set({ role: "student" }).where(eq(users.id, demoted.id));

  const theClass = await createClass(ctx, classTeacher, { title: "The class" });
  await enrolDirectly(ctx.db, theClass.id, enrolled.id);
  const assignment = await addAssignment(ctx.db, theClass.id, classTeacher.id);
  // A lesson body only the class's members may read: the exposure scan looks for this marker in every answer.
  const lessonMarker = `lesson-body-${theClass.id}`;
  const lesson = await addLesson(ctx.db, theClass.id, {
    title: "The lesson",
    body: `# Members only\n\n${lessonMarker}`,
  });
  // Its attachment carries the same marker in its bytes.
  const attachment = await addAttachment(ctx.db, lesson, { data: makePdf(lessonMarker) });
  const otherClass = await createClass(ctx, otherTeacher, { title: "The other class" });
  await enrolDirectly(ctx.db, otherClass.id, other.id);

  const users_: Record<Exclude<Principal, "visitor">, TestUser> = {
    student,
    "enrolled student": enrolled,
    "other student": other,
    "class teacher": classTeacher,
    "other teacher": otherTeacher,
    admin,
    "signed-out token": signedOut,
    "demoted user": demoted,
  };
  return {
    ctx,
    users: users_,
    classTeacher,
    otherTeacher,
    enrolled,
    admin,
    theClass,
    assignment,
    lesson,
    attachment,
    lessonMarker,
    otherClass,
    demotedClass,
    headersOf(principal: Principal): Record<string, string> {
      return principal === "visitor" ? {} : users_[principal].headers;
    },
    userOf(principal: Principal): TestUser | undefined {
      return principal === "visitor" ? undefined : users_[principal];
    },
    /** A fresh approved class of the class teacher, the enrolled student in it. */
    async freshClass(overrides: Parameters<typeof createClass>[2] = {}) {
      const item = await createClass(ctx, classTeacher, overrides);
      await enrolDirectly(ctx.db, item.id, enrolled.id);
      return item;
    },
    async applicationOf(user: TestUser, status: "pending" | "rejected") {
      await ctx.db.delete(teacherApplications).where(eq(teacherApplications.userId, user.id));
      const [row] = await ctx.db
        .insert(teacherApplications)
        .values({
          userId: user.id,
          name: user.name,
          email: user.email,
          title: "Teaching modern web development",
          experience: "beginner",
          category: "programming",
          status,
        })
        .returning();
      if (!row) throw new Error("application insert failed");
      return row;
    },
    inject(principal: Principal, options: InjectOptions) {
      return ctx.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...this.headersOf(principal) } });
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
