import { createHash } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import type { Db } from "@classwise/db/client";
import {
  ATTACHMENT_NAME_MAX,
  ATTACHMENTS_PER_LESSON_MAX,
  type AttachmentContentType,
  type LessonAttachment,
  messages,
} from "@classwise/shared";
import { badRequest, notFound } from "../../lib/errors.js";
import { yieldToEventLoop } from "../../lib/event-loop.js";
import type { UploadedFile } from "../../lib/multipart-file.js";
import { type Actor, findClassRelation } from "../../policy/index.js";
import { decodedImageFormat } from "../images/prepare-image.js";
import * as storage from "./attachment-repository.js";
import { ATTACHMENT_CHUNK_BYTES } from "./attachment-repository.js";
import { findLessonClass } from "./repository.js";
import { requireOpenLesson, requireReader, unwrap } from "./service.js";
import { toAttachment } from "./to-lesson.js";

const copy = messages.lessons;
const lessonNotFound = () => notFound(copy.lessonNotFound);
const attachmentNotFound = () => notFound(copy.attachmentNotFound);

const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
};

/** Embeddings, overrides, isolates and marks that reorder how a name is shown (U+202A-202E, 2066-2069, ...). */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

const PDF_HEADER = Buffer.from("%PDF-");
const PDF_END = Buffer.from("%%EOF");

/**
 * What the file really is, from its bytes alone: a PDF (its header, and its end marker in the last
 * kilobyte, so a cut-off upload is refused), or an image that decodes completely as JPEG, PNG, GIF or WebP.
 */
export async function detectAttachmentType(bytes: Buffer): Promise<AttachmentContentType | undefined> {
  if (bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) {
    return bytes.subarray(Math.max(0, bytes.length - 1024)).includes(PDF_END) ? "application/pdf" : undefined;
  }
  const format = await decodedImageFormat(bytes);
  return format ? (`image/${format}` as AttachmentContentType) : undefined;
}

/**
 * The name a download is saved under: the uploaded name without folders, control characters or bidirectional
 * controls, at most 200 characters, and ending in an extension of the type the content really is.
 */
export function attachmentFileName(uploaded: string, type: AttachmentContentType): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    // Bidirectional controls would show "fdp.exe" as "exe.pdf" (issue 22).
    .replace(BIDI_CONTROLS, "")
    .replace(/\s+/g, " ")
    .trim();
  const extensions = EXTENSIONS[type];
  const extension = path.extname(base);
  const matches = extensions.includes(extension.toLowerCase());
  const stem = matches ? base.slice(0, -extension.length) : base;
  const ending = matches ? extension : (extensions[0] ?? "");
  const kept = (stem || "attachment").slice(0, ATTACHMENT_NAME_MAX - ending.length).trimEnd();
  return `${kept || "attachment"}${ending}`;
}

/**
 * The teacher's own lesson, found before the upload is read: a stranger's or a missing lesson answers 404
 * without the server taking in megabytes first.
 */
export async function requireOwnLesson(db: Db, actor: Actor, lessonId: string): Promise<{ classId: string }> {
  const place = await findLessonClass(db, lessonId);
  if (!place) throw lessonNotFound();
  const relation = await findClassRelation(db, actor, place.classId);
  if (!relation?.isOwner) throw lessonNotFound();
  return { classId: place.classId };
}

/** POST /lessons/{id}/attachments: a PDF or image checked by its content, added to the teacher's lesson. */
export async function addAttachment(
  db: Db,
  actor: Actor,
  lesson: { id: string; classId: string },
  file: UploadedFile,
): Promise<LessonAttachment> {
  const bytes = file.bytes;
  if (bytes.length === 0) throw badRequest(copy.attachmentMissing, { file: [copy.attachmentMissing] });
  const type = await detectAttachmentType(bytes);
  if (!type) throw badRequest(copy.attachmentType, { file: [copy.attachmentType] });
  const values = { fileName: attachmentFileName(file.fileName, type), contentType: type, sizeBytes: bytes.length };
  const opened = await storage.beginAttachment(db, lesson, actor.uid, values, ATTACHMENTS_PER_LESSON_MAX);
  const { id } = unwrap(opened, lessonNotFound);
  try {
    // One statement per piece, with a turn of the event loop between: the embedded database answers without
    // I/O, and a 10 MB parameter cost it about 70 times its size in memory (decision 33). The hash is taken
    // piece by piece too, rather than over 10 MB in one go.
    const hash = createHash("sha256");
    for (let position = 0; position * ATTACHMENT_CHUNK_BYTES < bytes.length; position++) {
      const offset = position * ATTACHMENT_CHUNK_BYTES;
      const piece = bytes.subarray(offset, offset + ATTACHMENT_CHUNK_BYTES);
      hash.update(piece);
      await storage.insertAttachmentChunk(db, id, position, piece);
      await yieldToEventLoop();
    }
    const sha256 = hash.digest("hex");
    const stored = await storage.finishAttachment(db, lesson, { id, sha256 }, actor.uid, ATTACHMENTS_PER_LESSON_MAX);
    return toAttachment(unwrap(stored, lessonNotFound));
  } catch (error) {
    await storage.discardUnstoredAttachment(db, id).catch(() => undefined);
    throw error;
  }
}

/** DELETE /lessons/attachments/{id}: the class's teacher, while the class is pending or approved. */
export async function deleteAttachment(db: Db, actor: Actor, attachmentId: string): Promise<void> {
  const place = await storage.findStoredAttachment(db, attachmentId);
  if (!place) throw attachmentNotFound();
  unwrap(await storage.deleteAttachment(db, place.classId, attachmentId, actor.uid), attachmentNotFound);
}

export type StoredAttachment = NonNullable<Awaited<ReturnType<typeof storage.findStoredAttachment>>>;

/**
 * GET /lessons/attachments/{id}: what the file is, for the readers of its lesson (enrolled students, the
 * teacher, admins) and nobody else; the permission is asked before any byte is read.
 */
export async function openAttachment(db: Db, actor: Actor, attachmentId: string): Promise<StoredAttachment> {
  const file = await storage.findStoredAttachment(db, attachmentId);
  if (!file) throw attachmentNotFound();
  const relation = await requireReader(db, actor, file.classId, attachmentNotFound);
  await requireOpenLesson(db, actor, relation, file.lessonId);
  return file;
}

/**
 * Bytes `start` to `end` (inclusive) of a stored attachment as a stream that reads one chunk from the database
 * when the client has taken the previous one: a download holds at most a chunk or two in memory, and other
 * requests' queries run between its reads.
 */
export function attachmentBytes(db: Db, file: StoredAttachment, start: number, end: number): Readable {
  async function* pieces() {
    const last = Math.floor(end / file.chunkBytes);
    for (let position = Math.floor(start / file.chunkBytes); position <= last; position++) {
      // A turn of the event loop first: the embedded database answers without I/O, so downloads reading
      // back to back would otherwise hold every other request (even the health check) until they end.
      await yieldToEventLoop();
      let offset = position * file.chunkBytes;
      for (const slice of await storage.findAttachmentChunk(db, file.id, position)) {
        const from = Math.max(0, start - offset);
        const to = Math.min(slice.length, end - offset + 1);
        if (to > from) yield slice.subarray(from, to);
        offset += slice.length;
      }
    }
  }
  return Readable.from(pieces(), { objectMode: false, highWaterMark: 1 });
}

/** A Content-Disposition that saves the file under its name, in ASCII and in UTF-8 (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|[\\"%;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
