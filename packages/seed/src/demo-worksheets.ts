import { createHash } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { classes, lessonAttachmentChunks, lessonAttachments, lessons } from "@classwise/db/schema";
import { and, eq } from "drizzle-orm";
import { textPdf } from "./pdf.js";

/** The worksheet's steps: the same for every class, about the lesson it belongs to. */
const STEPS = [
  "1. Read the lesson once without taking notes.",
  "2. Write down the three ideas you found most useful.",
  "3. Try each idea on a small example of your own.",
  "4. Note one question to bring to the next lesson.",
];

/**
 * One worksheet (a PDF) on the first lesson of every approved demo class, so the demo shows lesson
 * attachments. Written in the demo's transaction; the scale seed writes none. Returns how many.
 */
export async function attachDemoWorksheets(db: Db): Promise<number> {
  const firstLessons = await db
    .select({ lessonId: lessons.id, classId: lessons.classId, lesson: lessons.title, title: classes.title })
    .from(lessons)
    .innerJoin(classes, eq(classes.id, lessons.classId))
    .where(and(eq(lessons.position, 1), eq(classes.status, "approved")));
  if (firstLessons.length === 0) return 0;
  const files = firstLessons.map((row) => ({
    row,
    data: textPdf([`Worksheet: ${row.lesson}`, `Class: ${row.title}`, "", ...STEPS]),
  }));
  // A worksheet is one chunk of the attachment storage (the API's decision 33): far below 256 KB.
  const stored = await db
    .insert(lessonAttachments)
    .values(
      files.map(({ row, data }) => ({
        lessonId: row.lessonId,
        classId: row.classId,
        fileName: `Worksheet - ${row.lesson}.pdf`.replace(/[\\/"]/g, "-"),
        contentType: "application/pdf",
        sizeBytes: data.length,
        sha256: createHash("sha256").update(data).digest("hex"),
        storedAt: new Date(),
      })),
    )
    .returning({ id: lessonAttachments.id });
  await db
    .insert(lessonAttachmentChunks)
    .values(stored.map(({ id }, index) => ({ attachmentId: id, position: 0, data: files[index]!.data })));
  return firstLessons.length;
}
