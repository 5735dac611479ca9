import { createHash } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { lessonAttachmentChunks, lessonAttachments, lessons } from "@classwise/db/schema";
import { textPdf } from "@classwise/seed/pdf";
import { asc, eq } from "drizzle-orm";
import { ATTACHMENT_CHUNK_BYTES } from "../../src/modules/lessons/attachment-repository.js";
import type { TestContext, TestUser } from "../helpers/index.js";

/** A marker no answer may carry to someone who may not read lesson bodies. */
export const SECRET_BODY = "Only-for-members: the answer is 42";

/** A lesson written straight to the database at the end of the class. */
export async function addLesson(
  db: Db,
  classId: string,
  overrides: Partial<typeof lessons.$inferInsert> = {},
): Promise<typeof lessons.$inferSelect> {
  const existing = await positionsOf(db, classId);
  const [row] = await db
    .insert(lessons)
    .values({
      classId,
      position: existing.length + 1,
      title: `Lesson ${existing.length + 1}`,
      body: `# Lesson ${existing.length + 1}\n\n${SECRET_BODY}`,
      estimatedMinutes: 10,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("lesson insert failed");
  return row;
}

/** The class's lessons as (id, position), in order. */
export async function positionsOf(db: Db, classId: string) {
  return db
    .select({ id: lessons.id, position: lessons.position, title: lessons.title })
    .from(lessons)
    .where(eq(lessons.classId, classId))
    .orderBy(asc(lessons.position));
}

/** HTTP calls of the lessons API as one user (or a visitor). */
export function lessonCalls(ctx: TestContext) {
  const as = (user: TestUser | null) => (user ? user.headers : {});
  return {
    curriculum: (classId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/classes/${classId}/curriculum`, headers: as(user) }),
    list: (classId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/lessons/class/${classId}`, headers: as(user) }),
    continueWith: (classId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/lessons/class/${classId}/continue`, headers: as(user) }),
    read: (lessonId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/lessons/${lessonId}`, headers: as(user) }),
    create: (user: TestUser | null, payload: object) =>
      ctx.app.inject({ method: "POST", url: "/api/lessons", headers: as(user), payload }),
    update: (lessonId: string, user: TestUser | null, payload: object) =>
      ctx.app.inject({ method: "PATCH", url: `/api/lessons/${lessonId}`, headers: as(user), payload }),
    remove: (lessonId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "DELETE", url: `/api/lessons/${lessonId}`, headers: as(user) }),
    reorder: (classId: string, user: TestUser | null, lessonIds: string[]) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/lessons/class/${classId}/order`,
        headers: as(user),
        payload: { lessonIds },
      }),
    complete: (lessonId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "PUT", url: `/api/lessons/${lessonId}/completion`, headers: as(user) }),
    uncomplete: (lessonId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "DELETE", url: `/api/lessons/${lessonId}/completion`, headers: as(user) }),
  };
}

/** A small but well-formed PDF whose one page says `text` (the text is also visible in the raw bytes). */
export function makePdf(text = "Worksheet"): Buffer {
  return textPdf([text]);
}

/** An attachment written straight to the database, stored in chunks as uploads are (decision 33). */
export async function addAttachment(
  db: Db,
  lesson: { id: string; classId: string },
  { fileName = "worksheet.pdf", data = makePdf() }: { fileName?: string; data?: Buffer } = {},
) {
  const [row] = await db
    .insert(lessonAttachments)
    .values({
      lessonId: lesson.id,
      classId: lesson.classId,
      fileName,
      contentType: "application/pdf",
      sizeBytes: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
      storedAt: new Date(),
    })
    .returning({ id: lessonAttachments.id });
  if (!row) throw new Error("attachment insert failed");
  const chunks = Array.from({ length: Math.ceil(data.length / ATTACHMENT_CHUNK_BYTES) }, (_, position) => ({
    attachmentId: row.id,
    position,
    data: data.subarray(position * ATTACHMENT_CHUNK_BYTES, (position + 1) * ATTACHMENT_CHUNK_BYTES),
  }));
  for (const chunk of chunks) await db.insert(lessonAttachmentChunks).values(chunk);
  return row;
}

/** A multipart form with one file in the field `file` (the attachment upload's field). */
export function fileForm(bytes: Buffer, { type = "application/pdf", name = "worksheet.pdf", field = "file" } = {}) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** HTTP calls of the attachments API as one user (or a visitor). */
export function attachmentCalls(ctx: TestContext) {
  const as = (user: TestUser | null) => (user ? user.headers : {});
  return {
    upload: (lessonId: string, user: TestUser | null, form: FormData) =>
      ctx.app.inject({ method: "POST", url: `/api/lessons/${lessonId}/attachments`, headers: as(user), payload: form }),
    download: (attachmentId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/lessons/attachments/${attachmentId}`, headers: as(user) }),
    remove: (attachmentId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "DELETE", url: `/api/lessons/attachments/${attachmentId}`, headers: as(user) }),
  };
}
