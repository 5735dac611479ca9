import { randomBytes } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { assignments, evaluations, submissions } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import type { TestContext, TestUser } from "../helpers/index.js";

const HOUR = 3_600_000;

export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

export function uniqueText(prefix: string) {
  return `${prefix} ${randomBytes(4).toString("hex")}`;
}

/** An assignment with a chosen deadline (an hour ahead unless told), inserted directly. */
export async function addAssignmentDue(db: Db, classId: string, teacherId: string, deadline = inHours(1)) {
  const title = uniqueText("Task");
  const [row] = await db
    .insert(assignments)
    .values({ classId, teacherId, title, description: `Work for ${title}`, deadline })
    .returning();
  if (!row) throw new Error("assignment insert failed");
  return row;
}

type Caller = Pick<TestUser, "headers"> | null;

/** POST and GET helpers for the learning calls, as the web app sends them. */
export function learningCalls(ctx: TestContext) {
  const post = (url: string, user: Caller, payload: unknown) =>
    ctx.app.inject({ method: "POST", url, headers: user ? user.headers : {}, payload: payload as object });
  return {
    createAssignment: (user: Caller, body: Record<string, unknown>) => post("/api/assignments", user, body),
    submit: (user: Caller, body: Record<string, unknown>) => post("/api/submissions", user, body),
    evaluate: (user: Caller, body: Record<string, unknown>) => post("/api/teaching-evaluations", user, body),
    classSubmissions: (user: Caller, classId: string, query = "") =>
      ctx.app.inject({
        method: "GET",
        url: `/api/submissions/class/${encodeURIComponent(classId)}${query}`,
        headers: user ? user.headers : {},
      }),
  };
}

export async function assignmentsOfClass(db: Db, classId: string) {
  return db.select().from(assignments).where(eq(assignments.classId, classId));
}

export async function submissionsOfAssignment(db: Db, assignmentId: string) {
  return db.select().from(submissions).where(eq(submissions.assignmentId, assignmentId));
}

export async function evaluationsOfClass(db: Db, classId: string) {
  return db.select().from(evaluations).where(eq(evaluations.classId, classId));
}

export function fieldErrorsOf(body: string): Record<string, string[]> {
  return (JSON.parse(body) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
}
