import { randomBytes } from "node:crypto";
import { assignments, classes, classStats, enrolments, submissions } from "@classwise/db/schema";
import type { PublicClass } from "@classwise/shared";
import { eq, getTableColumns } from "drizzle-orm";
import sharp from "sharp";
import type { TestContext, TestUser } from "../helpers/index.js";

export type Headers = Record<string, string> | undefined;

/** A tag unique to one test, put into titles so each test finds exactly its own rows. */
export function uniqueTag(prefix = "t"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

/** A real image of the given format, drawn by sharp (a gradient, so it compresses like a photo would not). */
export async function makeImage(
  format: "png" | "jpeg" | "gif" | "webp",
  { width = 64, height = 48 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    pixels[index * 3] = (index * 7) % 256;
    pixels[index * 3 + 1] = (index * 13) % 256;
    pixels[index * 3 + 2] = (index * 3) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** Random noise as an uncompressed PNG: a real image that is bigger than `minBytes`. */
export async function makeLargePng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  const pixels = randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export function imageForm(bytes: Buffer, { type = "image/png", name = "photo.png", field = "image" } = {}) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export async function uploadImage(ctx: TestContext, headers: Headers, form: FormData) {
  return ctx.app.inject({ method: "POST", url: "/api/images", headers, payload: form });
}

export const validClassBody = (tag = uniqueTag()) => ({
  title: `Watercolour basics ${tag}`,
  price: 49.99,
  description: "Paint loose landscapes in six weeks.",
  image: "/uploads/classes/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp",
});

export async function postClass(ctx: TestContext, headers: Headers, payload: unknown) {
  return ctx.app.inject({ method: "POST", url: "/api/classes", headers, payload: payload as object });
}

/** The stored class row with its enrolment count (kept in class_stats). */
export async function storedClass(ctx: TestContext, id: string) {
  const [row] = await ctx.db
    .select({ ...getTableColumns(classes), enrolledCount: classStats.enrolledCount })
    .from(classes)
    .leftJoin(classStats, eq(classStats.classId, classes.id))
    .where(eq(classes.id, id));
  return row;
}

export interface ClassBody {
  success: true;
  message: string;
  class: PublicClass;
}

/** An enrolment with an optional submission per assignment, for progress counts. */
export async function enrol(ctx: TestContext, classId: string, student: Pick<TestUser, "id">) {
  await ctx.db.insert(enrolments).values({ classId, studentId: student.id });
}

export async function addAssignment(ctx: TestContext, classId: string, teacherId: string) {
  const [row] = await ctx.db
    .insert(assignments)
    .values({
      classId,
      teacherId,
      title: `Assignment ${uniqueTag()}`,
      description: "Draw three studies.",
      deadline: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning();
  if (!row) throw new Error("assignment insert failed");
  return row;
}

export async function addSubmission(
  ctx: TestContext,
  assignment: { id: string; classId: string },
  student: Pick<TestUser, "id" | "name" | "email">,
) {
  await ctx.db.insert(submissions).values({
    assignmentId: assignment.id,
    classId: assignment.classId,
    studentId: student.id,
    studentName: student.name,
    studentEmail: student.email,
    submissionText: "My studies",
  });
}
