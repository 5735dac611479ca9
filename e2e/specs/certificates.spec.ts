import { readFile } from "node:fs/promises";
import { type CertificatesResponse, messages } from "@classwise/shared";
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoViolationsInEveryLook } from "../fixtures/axe.js";
import { approvedClass } from "../fixtures/classes.js";
import { enrolThroughSandbox } from "../fixtures/enrolment.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signIn } from "../fixtures/session.js";

const copy = messages.certificates;
const payments = messages.payments;

test("a student completes a class, downloads the certificate, its public page says valid, and a refund revokes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // The demo teacher's new class: two lessons and an assignment.
  const teacher = await signIn(page, DEMO_ACCOUNTS.teacher);
  const admin = await openAs(browser, DEMO_ACCOUNTS.admin);
  const { classId, title } = await approvedClass(page, teacher, admin.page, admin.session, "Certificate walk");
  const lessonIds: string[] = [];
  for (const lessonTitle of ["Getting started", "Putting it together"]) {
    const created = await page.request.post("/api/lessons", {
      headers: teacher.headers,
      data: { classId, title: lessonTitle, body: "Read this, then try it yourself.", estimatedMinutes: 5 },
    });
    expect(created.ok(), await created.text()).toBe(true);
    lessonIds.push(((await created.json()) as { lesson: { _id: string } }).lesson._id);
  }
  const assignment = await page.request.post("/api/assignments", {
    headers: teacher.headers,
    data: {
      classId,
      title: "Final project",
      description: "Show what you built.",
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(assignment.ok(), await assignment.text()).toBe(true);
  const assignmentId = ((await assignment.json()) as { assignment: { _id: string } }).assignment._id;

  // The student buys it, reads the first lesson and hands in the assignment: not complete yet.
  const student = await openAs(browser, DEMO_ACCOUNTS.student, page);
  const reader = student.page;
  await enrolThroughSandbox(reader, student.session, classId);
  const ticked = await reader.request.put(`/api/lessons/${lessonIds[0]}/completion`, {
    headers: student.session.headers,
  });
  expect(ticked.ok(), await ticked.text()).toBe(true);
  const submitted = await reader.request.post("/api/submissions", {
    headers: student.session.headers,
    data: { assignmentId, submissionText: "My finished project." },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const early = await reader.request.post("/api/certificates", {
    headers: student.session.headers,
    data: { classId },
  });
  expect(early.status()).toBe(422);

  // The last lesson, ticked in the lesson player, completes the class.
  await reader.goto(`/student-dashboard/my-enroll-class/${classId}/lessons/${lessonIds[1]}`);
  await expect(reader.getByRole("heading", { name: "Putting it together" })).toBeVisible();
  await reader.getByRole("button", { name: messages.lessons.markComplete }).click();
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

  // My Certificates lists it; the PDF holds the student's name.
  await reader.goto("/student-dashboard/my-certificates");
  await expect(reader.getByRole("heading", { name: copy.title })).toBeVisible();
  const card = reader.getByRole("listitem").filter({ hasText: title });
  await expect(card).toBeVisible();
  const mine = (await (
    await reader.request.get("/api/certificates/mine", { headers: student.session.headers })
  ).json()) as CertificatesResponse;
  const number = mine.certificates.find((item) => item.classId === classId)?.number ?? "";
  await expect(card.getByTestId("certificate-number")).toHaveText(number);
  const downloading = reader.waitForEvent("download");
  await card.getByRole("button", { name: copy.downloadLabel(title) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`classwise-certificate-${number}.pdf`);
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  expect(pdf.getTitle()).toBe(copy.pdfTitle(student.session.name, title));
  expect(pdf.getPageCount()).toBe(1);
  await expectNoViolationsInEveryLook(reader, "my certificates");

  // Its public page, opened with no sign-in, says valid: for whom, which class, when.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/certificates/${number}`);
  await expect(visitor.getByRole("heading", { name: copy.verifyValidHeading, level: 1 })).toBeVisible();
  await expect(visitor.getByText(copy.verifyValidText(student.session.name, title))).toBeVisible();
  await expect(visitor.getByText(number)).toBeVisible();
  await expectNoViolationsInEveryLook(visitor, "a valid certificate's page");

  // The student reaches the same page from the card.
  await reader.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole("link", { name: copy.verifyLabel(title) }).click();
  await expect(reader.getByRole("heading", { name: copy.verifyValidHeading, level: 1 })).toBeVisible();

  // A number typed wrong, or one never issued, gets the not-found page.
  for (const wrong of ["CW-2222-3333-4444-5555", "not-a-number"]) {
    await visitor.goto(`/certificates/${wrong}`);
    await expect(visitor.getByRole("heading", { name: copy.verifyNotFoundHeading, level: 1 })).toBeVisible();
  }
  await expectNoViolationsInEveryLook(visitor, "a certificate that does not exist");

  // The teacher's class page counts it.
  await page.goto(`/teacher-dashboard/my-classes/${classId}`);
  await expect(page.getByTestId("stat-certificates")).toHaveText("1");
  await expectNoViolationsInEveryLook(page, "the teacher's class page");

  // The student refunds the class from Payment History: the class page says why it is closed to them, and the
  // certificate's public page now says revoked, with the name and nothing more.
  await reader.goto("/student-dashboard/payment-history");
  await expectNoViolationsInEveryLook(reader, "payment history");
  await reader
    .getByTestId("payment-row")
    .filter({ hasText: title })
    .getByRole("button", { name: payments.refundOf(title) })
    .click();
  const dialog = reader.getByRole("dialog", { name: payments.refundTitle });
  await dialog.getByRole("button", { name: payments.confirmRefund }).click();
  await expect(reader.getByText(payments.refundDone)).toBeVisible();
  await reader.goto(`/student-dashboard/my-enroll-class/${classId}`);
  await expect(reader.getByText(payments.accessEnded)).toBeVisible();
  await expect(reader).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);
  await visitor.goto(`/certificates/${number}`);
  await expect(visitor.getByRole("heading", { name: copy.verifyRevokedHeading, level: 1 })).toBeVisible();
  await expect(visitor.getByText(copy.verifyRevokedText(student.session.name))).toBeVisible();
  await expectNoViolationsInEveryLook(visitor, "a revoked certificate's page");
  await visitorContext.close();
});
