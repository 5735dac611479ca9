import { createHash } from "node:crypto";
import { lessonAttachments } from "@classwise/db/schema";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_LESSON_MAX, messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage, makeLargePng } from "../class-management/support.js";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, attachmentCalls, fileForm, lessonCalls, makePdf } from "./support.js";

const copy = messages.lessons;

describe("lesson attachments", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof attachmentCalls>;
  let lessonApi: ReturnType<typeof lessonCalls>;
  let owner: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;
  let enrolled: TestUser;
  let outsider: TestUser;
  let classId: string;
  let lessonId: string;

  beforeAll(async () => {
    // The race below sends 13 uploads of one teacher at once: past the few one user may have in flight.
    ctx = await createTestApp({ attachments: { downloadsMax: 4, uploadsMax: 2, queueMax: 64, perUserMax: 32 } });
    calls = attachmentCalls(ctx);
    lessonApi = lessonCalls(ctx);
    owner = await createUser(ctx, { role: "teacher" });
    otherTeacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
    enrolled = await createUser(ctx);
    outsider = await createUser(ctx);
    classId = (await createClass(ctx, owner)).id;
    await enrolDirectly(ctx.db, classId, enrolled.id);
    lessonId = (await addLesson(ctx.db, classId)).id;
  });
  afterAll(async () => ctx.close());

  const storedCount = async (lesson: string) =>
    (await ctx.db.select().from(lessonAttachments).where(eq(lessonAttachments.lessonId, lesson))).length;

  it("takes a PDF from the teacher and gives the same bytes back to the lesson's readers only", async () => {
    const pdf = makePdf("Week one worksheet");
    const res = await calls.upload(lessonId, owner, fileForm(pdf, { name: "Week 1 worksheet.pdf" }));
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json().attachment;
    expect(attachment).toEqual({
      _id: expect.any(String),
      lessonId,
      fileName: "Week 1 worksheet.pdf",
      contentType: "application/pdf",
      sizeBytes: pdf.length,
      createdAt: expect.any(String),
    });

    for (const reader of [enrolled, owner, admin]) {
      const lesson = await lessonApi.read(lessonId, reader);
      expect(lesson.json().lesson.attachments).toEqual([attachment]);
      const file = await calls.download(attachment._id, reader);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-disposition"]).toBe(
        `attachment; filename="Week 1 worksheet.pdf"; filename*=UTF-8''Week%201%20worksheet.pdf`,
      );
      // Kept by the browser but asked about again each time, by its ETag (decision 33).
      expect(file.headers["cache-control"]).toBe("private, no-cache");
      expect(file.headers.etag).toBe(`"${createHash("sha256").update(pdf).digest("hex")}"`);
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(file.headers["content-security-policy"])).toContain("sandbox");
    }

    // Outsiders: the class is public, so they learn the lesson exists (403) but never get the file.
    for (const stranger of [outsider, otherTeacher]) {
      const file = await calls.download(attachment._id, stranger);
      expect(file.statusCode).toBe(403);
      expect(file.json().message).toBe(copy.notEnrolled);
      expect(file.body).not.toContain("Week one worksheet");
    }
    expect((await calls.download(attachment._id, null)).statusCode).toBe(401);
  });

  it("hides the attachments of a pending class from everyone but its teacher and admins (404)", async () => {
    const pending = await createClass(ctx, owner, { status: "pending" });
    const lesson = await addLesson(ctx.db, pending.id);
    const res = await calls.upload(lesson.id, owner, fileForm(makePdf()));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().attachment._id;
    for (const stranger of [outsider, otherTeacher, enrolled]) {
      const file = await calls.download(id, stranger);
      expect(file.statusCode).toBe(404);
      expect(file.json().message).toBe(copy.attachmentNotFound);
    }
    for (const reader of [owner, admin]) expect((await calls.download(id, reader)).statusCode).toBe(200);
  });

  it("accepts images by their content, whatever the browser declared, and keeps their bytes", async () => {
    for (const format of ["png", "jpeg", "gif", "webp"] as const) {
      const image = await makeImage(format);
      const res = await calls.upload(
        lessonId,
        owner,
        fileForm(image, { type: "application/octet-stream", name: `diagram.${format}` }),
      );
      expect(res.statusCode, `${format}: ${res.body}`).toBe(201);
      expect(res.json().attachment.contentType).toBe(`image/${format}`);
      const file = await calls.download(res.json().attachment._id, enrolled);
      expect(file.rawPayload.equals(image)).toBe(true);
      expect(file.headers["content-type"]).toBe(`image/${format}`);
      await calls.remove(res.json().attachment._id, owner);
    }
  });

  it("refuses files that are not a whole PDF or image, with the reason and nothing stored", async () => {
    const before = await storedCount(lessonId);
    const png = await makeImage("png");
    const pdf = makePdf();
    const refused: [string, FormData][] = [
      ["HTML named .pdf", fileForm(Buffer.from("<html><script>alert(1)</script></html>"))],
      ["a cut-off PDF", fileForm(pdf.subarray(0, pdf.length - 40))],
      ["a cut-off PNG", fileForm(png.subarray(0, png.length - 30), { type: "image/png", name: "a.png" })],
      ["an SVG", fileForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { type: "image/svg+xml" })],
    ];
    for (const [name, form] of refused) {
      const res = await calls.upload(lessonId, owner, form);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(copy.attachmentType);
      expect(res.json().fieldErrors, name).toEqual({ file: [copy.attachmentType] });
    }

    const empty = await calls.upload(lessonId, owner, fileForm(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(copy.attachmentMissing);

    const wrongField = await calls.upload(lessonId, owner, fileForm(pdf, { field: "image" }));
    expect(wrongField.statusCode).toBe(400);

    const notMultipart = await ctx.app.inject({
      method: "POST",
      url: `/api/lessons/${lessonId}/attachments`,
      headers: owner.headers,
      payload: { file: "x" },
    });
    expect(notMultipart.statusCode).toBe(415);

    const big = await makeLargePng(10 * 1024 * 1024 + 1);
    const tooLarge = await calls.upload(lessonId, owner, fileForm(big, { type: "image/png", name: "big.png" }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(copy.attachmentSize);

    expect(await storedCount(lessonId)).toBe(before);
  });

  it("stores and returns a file just under 10 MB whole", async () => {
    const lesson = await addLesson(ctx.db, classId);
    const pdf = makePdf("Scanned handout");
    // A PDF comment line padded to just under the limit: still a well-formed file.
    const padding = Buffer.alloc(ATTACHMENT_MAX_BYTES - pdf.length - 16, 0x41);
    const big = Buffer.concat([pdf.subarray(0, 9), Buffer.from("%"), padding, Buffer.from("\n"), pdf.subarray(9)]);
    expect(big.length).toBeLessThan(ATTACHMENT_MAX_BYTES);
    const res = await calls.upload(lesson.id, owner, fileForm(big, { name: "handout.pdf" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachment.sizeBytes).toBe(big.length);
    const file = await calls.download(res.json().attachment._id, enrolled);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(big)).toBe(true);
  });

  it("saves the file under a clean name that ends in its real type", async () => {
    const lesson = await addLesson(ctx.db, classId);
    const names: [string, string][] = [
      ["../../etc/evil.html", "evil.html.pdf"],
      ["C:\\Users\\me\\Notes\u0007.PDF", "Notes.PDF"],
      ["Résumé du cours.pdf", "Résumé du cours.pdf"],
    ];
    for (const [uploaded, saved] of names) {
      const res = await calls.upload(lesson.id, owner, fileForm(makePdf(), { name: uploaded }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().attachment.fileName).toBe(saved);
    }
    const accented = (await lessonApi.read(lesson.id, owner)).json().lesson.attachments[2];
    const file = await calls.download(accented._id, enrolled);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_ du cours.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20du%20cours.pdf`,
    );
  });

  it("lets only the class's teacher add or delete, before reading the upload", async () => {
    const form = () => fileForm(makePdf());
    const student = await calls.upload(lessonId, enrolled, form());
    expect(student.statusCode).toBe(403);
    const foreign = await calls.upload(lessonId, otherTeacher, form());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(copy.lessonNotFound);
    expect((await calls.upload(lessonId, null, form())).statusCode).toBe(401);
    expect((await calls.upload("00000000-0000-4000-8000-000000000000", owner, form())).statusCode).toBe(404);

    const added = (await calls.upload(lessonId, owner, form())).json().attachment;
    expect((await calls.remove(added._id, otherTeacher)).statusCode).toBe(404);
    expect((await calls.remove(added._id, enrolled)).statusCode).toBe(403);
    const removed = await calls.remove(added._id, owner);
    expect(removed.json()).toEqual({ success: true, message: copy.attachmentDeleted });
    expect((await calls.download(added._id, owner)).statusCode).toBe(404);
    expect((await calls.remove(added._id, owner)).statusCode).toBe(404);
  });

  it("keeps a rejected class's lessons closed", async () => {
    const rejected = await createClass(ctx, owner, { status: "rejected" });
    const lesson = await addLesson(ctx.db, rejected.id);
    const res = await calls.upload(lesson.id, owner, fileForm(makePdf()));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(copy.classNotEditable);
  });

  it("holds at most ten files per lesson, also when uploads race", async () => {
    const lesson = await addLesson(ctx.db, classId);
    const answers = await Promise.all(
      Array.from({ length: ATTACHMENTS_PER_LESSON_MAX + 3 }, (_, index) =>
        calls.upload(lesson.id, owner, fileForm(makePdf(`Sheet ${index}`), { name: `sheet-${index}.pdf` })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(ATTACHMENTS_PER_LESSON_MAX);
    expect(codes.filter((code) => code === 422)).toHaveLength(3);
    const refusal = answers.find((answer) => answer.statusCode === 422);
    expect(refusal?.json().message).toBe(copy.tooManyAttachments(ATTACHMENTS_PER_LESSON_MAX));
    expect(await storedCount(lesson.id)).toBe(ATTACHMENTS_PER_LESSON_MAX);
  });

  it("deletes a lesson's files with the lesson", async () => {
    const lesson = await addLesson(ctx.db, classId);
    const added = (await calls.upload(lesson.id, owner, fileForm(makePdf()))).json().attachment;
    expect((await lessonApi.remove(lesson.id, owner)).statusCode).toBe(200);
    expect(await storedCount(lesson.id)).toBe(0);
    expect((await calls.download(added._id, owner)).statusCode).toBe(404);
  });
});
