import { randomBytes } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { enrolments, evaluations } from "@classwise/db/schema";
import { type SQL, sql } from "drizzle-orm";

/** A tag unique to one test, put into titles so each test can find exactly its own rows. */
export function uniqueTag(prefix = "t"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

export async function enrol(db: Db, classId: string, studentId: string) {
  await db.insert(enrolments).values({ classId, studentId });
}

export interface EvaluationInput {
  classId: string;
  teacherId: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  rating: number;
  description?: string;
  submittedAt?: Date;
}

export async function addEvaluation(db: Db, input: EvaluationInput) {
  const [row] = await db
    .insert(evaluations)
    .values({
      ...input,
      description: input.description ?? `Clear explanations and useful exercises ${uniqueTag()}`,
      submittedAt: input.submittedAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error("evaluation insert failed");
  return row;
}

/** The plan PostgreSQL picks for `query`, as text. */
export async function explain(db: Db, query: SQL): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row).join(" ")).join("\n");
}
