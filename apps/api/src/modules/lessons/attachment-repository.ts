import type { Db } from "@classwise/db/client";
import { copyByteRows } from "@classwise/db/copy-bytes";
import { lessonAttachments, lessons } from "@classwise/db/schema";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type LockedChange, type Tx, withOwnedClass } from "./repository.js";

/** The size of an attachment's pieces (decision 33): small enough that one is cheap to read, write and send. */
export const ATTACHMENT_CHUNK_BYTES = 256 * 1024;

/** An upload that never finished (its process died) is deleted after this long. */
const UNSTORED_TTL = sql`interval '1 hour'`;

export interface AttachmentValues {
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

const attachmentColumns = {
  id: lessonAttachments.id,
  lessonId: lessonAttachments.lessonId,
  fileName: lessonAttachments.fileName,
  contentType: lessonAttachments.contentType,
  sizeBytes: lessonAttachments.sizeBytes,
  createdAt: lessonAttachments.createdAt,
};

export type AttachmentRow = { [K in keyof typeof attachmentColumns]: (typeof lessonAttachments.$inferSelect)[K] };

/** How many stored attachments the lesson of the locked class has, or undefined when it is not the class's. */
async function countStored(tx: Tx, classId: string, lessonId: string) {
  const [lesson] = await tx
    .select({
      attachments: sql<number>`(select count(*) from lesson_attachments a
        where a.lesson_id = "lessons"."id" and a.stored_at is not null)`.mapWith(Number),
    })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.classId, classId)))
    .limit(1);
  return lesson?.attachments;
}

/**
 * Opens an upload: a row without its bytes and not yet stored (listed nowhere), on a lesson of the teacher's
 * editable class that has fewer than `max` files. A short transaction under the class lock; the chunks are
 * written after it, one statement each, so other requests run between them.
 */
export function beginAttachment(
  db: Db,
  lesson: { id: string; classId: string },
  teacherId: string,
  values: AttachmentValues,
  max: number,
) {
  return withOwnedClass<{ id: string }>(db, lesson.classId, teacherId, async (tx) => {
    const stored = await countStored(tx, lesson.classId, lesson.id);
    if (stored === undefined) return { kind: "not-found" };
    if (stored >= max) return { kind: "refused", reason: "too-many-attachments" };
    const [row] = await tx
      .insert(lessonAttachments)
      // The hash is known once every chunk is written (finishAttachment); the row is listed nowhere until then.
      .values({
        lessonId: lesson.id,
        classId: lesson.classId,
        chunkBytes: ATTACHMENT_CHUNK_BYTES,
        sha256: "",
        ...values,
      })
      .returning({ id: lessonAttachments.id });
    if (!row) throw new Error("attachment insert returned nothing");
    return { kind: "done", value: row };
  });
}

/**
 * Writes one piece. The bytes travel as base64 text, decoded by the database: the embedded database's driver
 * turns a binary parameter into hex one byte at a time in JavaScript (about 130 ms for 256 KB, the server
 * blocked all along), while base64 is encoded natively and decoded in C (decision 33).
 */
export async function insertAttachmentChunk(db: Db, attachmentId: string, position: number, data: Buffer) {
  await db.execute(sql`insert into lesson_attachment_chunks (attachment_id, position, data)
    values (${attachmentId}, ${position}, decode(${data.toString("base64")}, 'base64'))`);
}

/**
 * Marks a fully written upload stored, so it shows and downloads. Counted again under the class lock: of two
 * uploads racing for the lesson's last place, the second is refused here (and its bytes deleted). The bytes
 * written must add up to the declared size, or the row is an error, never a file. Sets the hash taken while
 * writing them (the download's ETag).
 */
export function finishAttachment(
  db: Db,
  lesson: { id: string; classId: string },
  written: { id: string; sha256: string },
  teacherId: string,
  max: number,
) {
  const attachmentId = written.id;
  return withOwnedClass<AttachmentRow>(db, lesson.classId, teacherId, async (tx) => {
    const stored = await countStored(tx, lesson.classId, lesson.id);
    if (stored === undefined) return { kind: "not-found" };
    if (stored >= max) {
      await tx.delete(lessonAttachments).where(eq(lessonAttachments.id, attachmentId));
      return { kind: "refused", reason: "too-many-attachments" };
    }
    const [row] = await tx
      .update(lessonAttachments)
      .set({ storedAt: sql`now()`, sha256: written.sha256 })
      .where(
        and(
          eq(lessonAttachments.id, attachmentId),
          isNull(lessonAttachments.storedAt),
          sql`${lessonAttachments.sizeBytes} = (select coalesce(sum(octet_length(c.data)), 0)
            from lesson_attachment_chunks c where c.attachment_id = ${attachmentId})`,
        ),
      )
      .returning(attachmentColumns);
    if (!row) throw new Error("attachment chunks do not add up to its size");
    return { kind: "done", value: row };
  });
}

/** Deletes an upload that failed half-way (its chunks go with it). */
export async function discardUnstoredAttachment(db: Db, attachmentId: string) {
  await db
    .delete(lessonAttachments)
    .where(and(eq(lessonAttachments.id, attachmentId), isNull(lessonAttachments.storedAt)));
}

/** Deletes uploads left unfinished by a process that died (at start); answers how many went. */
export async function sweepUnstoredAttachments(db: Db): Promise<number> {
  const gone = await db
    .delete(lessonAttachments)
    .where(and(isNull(lessonAttachments.storedAt), sql`${lessonAttachments.createdAt} < now() - ${UNSTORED_TTL}`))
    .returning({ id: lessonAttachments.id });
  return gone.length;
}

/**
 * A stored attachment's place and what a download needs to answer (type, name, size, hash, chunk size),
 * without its bytes. Uploads still in progress are not found.
 */
export async function findStoredAttachment(db: Db, attachmentId: string) {
  const [row] = await db
    .select({
      ...attachmentColumns,
      classId: lessonAttachments.classId,
      sha256: lessonAttachments.sha256,
      chunkBytes: lessonAttachments.chunkBytes,
    })
    .from(lessonAttachments)
    .where(and(eq(lessonAttachments.id, attachmentId), isNotNull(lessonAttachments.storedAt)))
    .limit(1);
  return row;
}

/** How much of a piece one row of a binary read carries on PostgreSQL (see `findAttachmentChunk`). */
const READ_SLICE_BYTES = 64 * 1024;

/**
 * One piece of an attachment's bytes, in order, as one or more buffers. On PostgreSQL the piece comes through a
 * binary COPY in 64 KB slices, each a view of its wire message: no text on the way and no buffer larger than a
 * slice to collect (decision 33). The embedded database reads it as base64 text, for the same reason as
 * `insertAttachmentChunk`.
 */
export async function findAttachmentChunk(db: Db, attachmentId: string, position: number): Promise<Buffer[]> {
  const slices = await copyByteRows(
    db,
    (literal) => `select substring(c.data from o for ${READ_SLICE_BYTES})
      from lesson_attachment_chunks c, generate_series(1, octet_length(c.data), ${READ_SLICE_BYTES}) o
      where c.attachment_id = ${literal(attachmentId)} and c.position = ${literal(position)} order by o`,
  );
  if (slices) {
    if (slices.length === 0) throw new Error("attachment chunk missing");
    return slices;
  }
  const result = await db.execute(sql`select encode(data, 'base64') as data from lesson_attachment_chunks
    where attachment_id = ${attachmentId} and position = ${position}`);
  const [row] = (result as unknown as { rows: { data: string }[] }).rows;
  if (!row) throw new Error("attachment chunk missing");
  // PostgreSQL breaks base64 into lines; Node's decoder skips the line breaks.
  return [Buffer.from(row.data, "base64")];
}

/** Deletes a stored attachment of a lesson of the teacher's editable class. */
export function deleteAttachment(
  db: Db,
  classId: string,
  attachmentId: string,
  teacherId: string,
): Promise<LockedChange<true>> {
  return withOwnedClass<true>(db, classId, teacherId, async (tx) => {
    const [gone] = await tx
      .delete(lessonAttachments)
      .where(
        and(
          eq(lessonAttachments.id, attachmentId),
          eq(lessonAttachments.classId, classId),
          isNotNull(lessonAttachments.storedAt),
        ),
      )
      .returning({ id: lessonAttachments.id });
    return gone ? { kind: "done", value: true } : { kind: "not-found" };
  });
}
