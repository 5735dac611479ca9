import type { Db } from "@classwise/db/client";
import {
  assignments,
  certificates,
  enrolments,
  evaluations,
  lessonPosts,
  lessons,
  payments,
  submissions,
} from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { runDueJobs } from "../../src/jobs/worker.js";
import { dataRightsJobHandlers } from "../../src/modules/data-rights/export-job.js";
import { notificationJobHandlers } from "../../src/modules/notifications/job-handlers.js";
import { createClass, type TestContext, type TestUser } from "../helpers/index.js";

let receipt = 900_000;

/**
 * A student's footprint in a class: a paid payment, the enrolment, a submission with its grade, an
 * evaluation, a certificate and a question under the class's first lesson, each carrying the student's name
 * and email as the product copies them.
 */
export async function studentFootprint(
  db: Db,
  student: TestUser,
  classRow: { id: string; title: string; teacherId: string; teacherName: string },
  assignmentId: string,
) {
  const [payment] = await db
    .insert(payments)
    .values({
      provider: "sandbox",
      providerIntentId: `pi_${student.id}_${classRow.id}`,
      classId: classRow.id,
      studentId: student.id,
      amountCents: 4999,
      status: "succeeded",
      paidAt: new Date(),
      receiptNumber: receipt++,
      cardBrand: "visa",
      cardLast4: "4242",
      searchText: ` ${student.name.toLowerCase()} ${student.email} ${classRow.title.toLowerCase()}`,
    })
    .returning();
  await db.insert(enrolments).values({ classId: classRow.id, studentId: student.id, paymentId: payment?.id ?? null });
  await db.insert(submissions).values({
    assignmentId,
    classId: classRow.id,
    studentId: student.id,
    studentName: student.name,
    studentEmail: student.email,
    submissionText: `Work of ${student.name}`,
    score: 88,
    feedback: `Well done, ${student.name}`,
    gradedAt: new Date(),
    gradedBy: classRow.teacherId,
  });
  await db.insert(evaluations).values({
    classId: classRow.id,
    teacherId: classRow.teacherId,
    studentId: student.id,
    studentName: student.name,
    studentEmail: student.email,
    rating: 5,
    description: `Review by ${student.name}`,
  });
  await db.insert(certificates).values({
    number: `CW-${randomBlock()}-${randomBlock()}-${randomBlock()}-${randomBlock()}`,
    studentId: student.id,
    classId: classRow.id,
    studentName: student.name,
    classTitle: classRow.title,
    teacherName: classRow.teacherName,
  });
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.classId, classRow.id)).limit(1);
  if (lesson) {
    await db.insert(lessonPosts).values({
      lessonId: lesson.id,
      classId: classRow.id,
      authorId: student.id,
      authorName: student.name,
      body: `A question from ${student.name} (${student.email})`,
    });
  }
  return payment;
}

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const randomBlock = () =>
  Array.from({ length: 4 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join("");

/** A teacher's approved class with one lesson and one assignment. */
export async function classWithWork(db: Db, teacher: TestUser) {
  const classRow = await createClass({ db }, teacher, { title: "Watercolour for beginners" });
  await db.insert(lessons).values({ classId: classRow.id, position: 1, title: "First lesson", estimatedMinutes: 10 });
  const [assignment] = await db
    .insert(assignments)
    .values({
      classId: classRow.id,
      teacherId: teacher.id,
      title: "Essay",
      description: "Write an essay",
      deadline: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning();
  if (!assignment) throw new Error("assignment insert failed");
  return { classRow, assignmentId: assignment.id };
}

/** Runs the due jobs (the export's preparation, the mails it queues) as the worker would. */
export function runJobs(ctx: TestContext) {
  return runDueJobs(
    { db: ctx.db, config: ctx.config, log: ctx.app.log },
    {
      ...notificationJobHandlers({ kind: "outbox", async send() {} }),
      ...dataRightsJobHandlers,
    },
  );
}
