import { lessonCompletions } from "@classwise/db/schema";
import { CERTIFICATE_NUMBER_PATTERN, messages } from "@classwise/shared";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  issueCertificateIfComplete,
  lockEnrolment,
  revokeCertificate,
} from "../../src/modules/certificates/lifecycle.js";
import { generateCertificateNumber } from "../../src/modules/certificates/number.js";
import { addAssignment, enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, lessonCalls } from "../lessons/support.js";
import { certificateCalls, certificatesOf } from "./support.js";

const copy = messages.certificates;

describe("certificates of completion", () => {
  let ctx: TestContext;
  let lessons: ReturnType<typeof lessonCalls>;
  let calls: ReturnType<typeof certificateCalls>;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    lessons = lessonCalls(ctx);
    calls = certificateCalls(ctx);
    teacher = await createUser(ctx, { role: "teacher", name: "Grace Teacher" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());

  /** A class of the teacher with `lessonCount` lessons and `assignmentCount` open assignments, a student in it. */
  async function enrolledClass(lessonCount: number, assignmentCount = 0, owner = teacher) {
    const item = await createClass(ctx, owner, { title: `Certified class ${Math.random().toString(36).slice(2)}` });
    const lessonIds: string[] = [];
    for (let i = 0; i < lessonCount; i++) lessonIds.push((await addLesson(ctx.db, item.id)).id);
    const assignmentIds: string[] = [];
    for (let i = 0; i < assignmentCount; i++) assignmentIds.push((await addAssignment(ctx.db, item.id, owner.id)).id);
    const student = await createUser(ctx, { name: `Student ${Math.random().toString(36).slice(2, 8)}` });
    await enrolDirectly(ctx.db, item.id, student.id);
    return { item, lessonIds, assignmentIds, student };
  }

  const submit = (student: TestUser, assignmentId: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/submissions",
      headers: student.headers,
      payload: { assignmentId, submissionText: "My answer" },
    });

  it("issues one certificate when the last lesson is ticked and the last assignment handed in, never twice", async () => {
    const { item, lessonIds, assignmentIds, student } = await enrolledClass(2, 1);
    await lessons.complete(lessonIds[0] ?? "", student);
    expect(await certificatesOf(ctx.db, student.id)).toHaveLength(0);
    const submitted = await submit(student, assignmentIds[0] ?? "");
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(await certificatesOf(ctx.db, student.id)).toHaveLength(0);

    expect((await lessons.complete(lessonIds[1] ?? "", student)).json().progress.isCompleted).toBe(true);
    const [issued, ...more] = await certificatesOf(ctx.db, student.id);
    expect(more).toHaveLength(0);
    expect(issued).toMatchObject({
      classId: item.id,
      studentName: student.name,
      classTitle: item.title,
      teacherName: teacher.name,
      revokedAt: null,
    });
    expect(issued?.number).toMatch(CERTIFICATE_NUMBER_PATTERN);

    // Ticking again, or unticking and ticking, keeps the one certificate.
    await lessons.complete(lessonIds[1] ?? "", student);
    await lessons.uncomplete(lessonIds[1] ?? "", student);
    await lessons.complete(lessonIds[1] ?? "", student);
    expect(await certificatesOf(ctx.db, student.id)).toHaveLength(1);

    const mine = await calls.mine(student);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().certificates).toEqual([
      expect.objectContaining({ number: issued?.number, classId: item.id, classTitle: item.title, revokedAt: null }),
    ]);
    const claimed = await calls.claim(item.id, student);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().certificate.number).toBe(issued?.number);
  });

  it("issues the certificate with the submission that completes the class", async () => {
    const { lessonIds, assignmentIds, student } = await enrolledClass(1, 1);
    await lessons.complete(lessonIds[0] ?? "", student);
    expect(await certificatesOf(ctx.db, student.id)).toHaveLength(0);
    expect((await submit(student, assignmentIds[0] ?? "")).statusCode).toBe(201);
    expect(await certificatesOf(ctx.db, student.id)).toHaveLength(1);
  });

  it("refuses a certificate for an incomplete class with the rule, and for a class without anything to complete", async () => {
    const { item, lessonIds, student } = await enrolledClass(2, 1);
    await lessons.complete(lessonIds[0] ?? "", student);
    await lessons.complete(lessonIds[1] ?? "", student);
    const refused = await calls.claim(item.id, student);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, code: "BUSINESS_RULE", message: copy.notEarned });

    const empty = await enrolledClass(0, 0);
    expect((await calls.claim(empty.item.id, empty.student)).statusCode).toBe(422);
    expect(await certificatesOf(ctx.db, student.id)).toHaveLength(0);
    expect(await certificatesOf(ctx.db, empty.student.id)).toHaveLength(0);

    const outsider = await createUser(ctx);
    const notEnrolled = await calls.claim(item.id, outsider);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().message).toBe(messages.enrolment.notEnrolled);
    expect((await calls.claim("no-such-class", outsider)).statusCode).toBe(404);
    expect((await calls.claim(item.id, null)).statusCode).toBe(401);
  });

  it("issues exactly one certificate when completions race, including the last lesson and last assignment at once", async () => {
    const ticks = await enrolledClass(4);
    await Promise.all([
      ...ticks.lessonIds.map((id) => lessons.complete(id, ticks.student)),
      ...ticks.lessonIds.map((id) => lessons.complete(id, ticks.student)),
      calls.claim(ticks.item.id, ticks.student),
    ]);
    // A claim that ran before the ticks may have been refused; asking afterwards finds the one certificate.
    expect((await calls.claim(ticks.item.id, ticks.student)).statusCode).toBe(200);
    expect(await certificatesOf(ctx.db, ticks.student.id)).toHaveLength(1);

    // Each of the two writes alone leaves the class one short; together they complete it, and one of them issues.
    const mixed = await enrolledClass(1, 1);
    const [ticked, submitted] = await Promise.all([
      lessons.complete(mixed.lessonIds[0] ?? "", mixed.student),
      submit(mixed.student, mixed.assignmentIds[0] ?? ""),
    ]);
    expect(ticked.statusCode).toBe(200);
    expect(submitted.statusCode).toBe(201);
    expect(await certificatesOf(ctx.db, mixed.student.id)).toHaveLength(1);
  });

  it("lets a submission that waits on a lesson tick's open transaction see the tick and issue the certificate", async () => {
    const { item, lessonIds, assignmentIds, student } = await enrolledClass(1, 1);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let ticked = () => {};
    const hasTicked = new Promise<void>((resolve) => {
      ticked = resolve;
    });
    // The tick's transaction counts before the submission exists: one short. It stays open while the
    // submission arrives, which has to wait for it and then counts both.
    const tick = ctx.db.transaction(async (tx) => {
      await lockEnrolment(tx, item.id, student.id);
      await tx
        .insert(lessonCompletions)
        .values({ lessonId: lessonIds[0] ?? "", studentId: student.id, classId: item.id });
      expect(await issueCertificateIfComplete(tx, item.id, student.id)).toBeUndefined();
      ticked();
      await held;
    });
    await hasTicked;
    const submission = submit(student, assignmentIds[0] ?? "");
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await tick;
    expect((await submission).statusCode).toBe(201);
    expect(await certificatesOf(ctx.db, student.id)).toHaveLength(1);
  });

  it("outlives the class's deletion and renaming and the teacher's demotion, as it was issued", async () => {
    const owner = await createUser(ctx, { role: "teacher", name: "Soon Demoted" });
    const { item, lessonIds, student } = await enrolledClass(1, 0, owner);
    await lessons.complete(lessonIds[0] ?? "", student);
    const [issued] = await certificatesOf(ctx.db, student.id);
    if (!issued) throw new Error("no certificate issued");

    const renamed = await ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${item.id}/content`,
      headers: owner.headers,
      payload: { title: "A new title", price: 10, description: "Changed", image: item.image },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const deleted = await ctx.app.inject({ method: "DELETE", url: `/api/classes/${item.id}`, headers: owner.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const demoted = await ctx.app.inject({
      method: "PATCH",
      url: `/api/users/${owner.id}`,
      headers: admin.headers,
      payload: { role: "student" },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);

    const verified = await calls.verify(issued.number);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().certificate).toEqual({
      status: "valid",
      number: issued.number,
      studentName: student.name,
      classTitle: item.title,
      teacherName: "Soon Demoted",
      issuedAt: issued.issuedAt.toISOString(),
    });
    expect((await calls.pdf(issued.number, student)).statusCode).toBe(200);
    expect((await calls.mine(student)).json().certificates).toHaveLength(1);
  });

  it("shows a certificate revoked through revokeCertificate as revoked, with the name as the only personal detail", async () => {
    const { item, lessonIds, student } = await enrolledClass(1);
    await lessons.complete(lessonIds[0] ?? "", student);
    const [issued] = await certificatesOf(ctx.db, student.id);
    if (!issued) throw new Error("no certificate issued");

    const revoked = await ctx.db.transaction((tx) =>
      revokeCertificate(tx, { studentId: student.id, classId: item.id, reason: "refund" }),
    );
    expect(revoked).toBe(issued.number);
    const [row] = await certificatesOf(ctx.db, student.id);
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(row?.revokeReason).toBe("refund");
    // Revoking again finds nothing to revoke.
    expect(
      await revokeCertificate(ctx.db, { studentId: student.id, classId: item.id, reason: "refund" }),
    ).toBeUndefined();

    const verified = await calls.verify(issued.number);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().certificate).toEqual({
      status: "revoked",
      number: issued.number,
      studentName: student.name,
      revokedAt: row?.revokedAt?.toISOString(),
    });
    expect(verified.body).not.toContain(item.title);
    expect(verified.body).not.toContain(teacher.name);
    const download = await calls.pdf(issued.number, student);
    expect(download.statusCode).toBe(422);
    expect(download.json().message).toBe(copy.revoked);
    expect((await calls.mine(student)).json().certificates[0].revokedAt).toBe(row?.revokedAt?.toISOString());
    expect((await calls.count(item.id, teacher)).json().issued).toBe(0);
  });

  it("answers 400 for a malformed number and 404 for an unknown one; accepts one typed in lower case", async () => {
    for (const malformed of ["x", "CW-1234-5678-9ABC-DEFG", "CW-AAAA-AAAA-AAAA", "' or 1=1 --", "A".repeat(200)]) {
      const res = await calls.verify(malformed);
      expect(res.statusCode, malformed).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    }
    const unknown = await calls.verify(generateCertificateNumber());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(copy.notFound);

    const { lessonIds, student } = await enrolledClass(1);
    await lessons.complete(lessonIds[0] ?? "", student);
    const [issued] = await certificatesOf(ctx.db, student.id);
    const lower = await calls.verify(` ${issued?.number.toLowerCase()} `);
    expect(lower.statusCode).toBe(200);
    expect(lower.json().certificate.status).toBe("valid");
  });

  it("hands the student a PDF that parses and names them; nobody else gets it", async () => {
    const { item, lessonIds, student } = await enrolledClass(1);
    await lessons.complete(lessonIds[0] ?? "", student);
    const [issued] = await certificatesOf(ctx.db, student.id);
    if (!issued) throw new Error("no certificate issued");

    const res = await calls.pdf(issued.number, student);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`${issued.number}.pdf`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const page = pdf.getPage(0);
    expect(page.getWidth()).toBeGreaterThan(page.getHeight());
    expect(pdf.getTitle()).toBe(copy.pdfTitle(student.name, item.title));
    expect(pdf.getSubject()).toBe(issued.number);

    const other = await createUser(ctx);
    expect((await calls.pdf(issued.number, other)).statusCode).toBe(404);
    expect((await calls.pdf(issued.number, teacher)).statusCode).toBe(404);
    expect((await calls.pdf(issued.number, null)).statusCode).toBe(401);
    expect((await calls.pdf(generateCertificateNumber(), student)).statusCode).toBe(404);
  });

  it("counts a class's issued certificates for its teacher and admins only", async () => {
    const { item, lessonIds, student } = await enrolledClass(1);
    expect((await calls.count(item.id, teacher)).json()).toEqual({ success: true, issued: 0 });
    await lessons.complete(lessonIds[0] ?? "", student);
    expect((await calls.count(item.id, teacher)).json().issued).toBe(1);
    expect((await calls.count(item.id, admin)).json().issued).toBe(1);
    const otherTeacher = await createUser(ctx, { role: "teacher" });
    expect((await calls.count(item.id, otherTeacher)).statusCode).toBe(404);
    expect((await calls.count(item.id, student)).statusCode).toBe(403);
  });

  it("draws numbers from 32 readable characters, 16 at a time, never the same twice", () => {
    const numbers = new Set(Array.from({ length: 2000 }, generateCertificateNumber));
    expect(numbers.size).toBe(2000);
    for (const number of numbers) expect(number).toMatch(CERTIFICATE_NUMBER_PATTERN);
  });
});
