import {
  type ClassListResponse,
  messages,
  type PaymentHistoryResponse,
  type PublicEvaluationsResponse,
} from "@classwise/shared";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { enrolThroughSandbox } from "../fixtures/enrolment.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, type Session, signIn } from "../fixtures/session.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * An approved class of the demo teacher that the demo student is enrolled in and has not evaluated yet
 * (the public feed names the class and the student of every evaluation); when there is none, the student
 * enrols in another of the teacher's classes through the sandbox payment calls.
 */
async function pickClass(teacherPage: Page, teacher: Session, studentPage: Page, student: Session) {
  const own = await teacherPage.request.get(`/api/classes/teacher/${teacher.uid}?page=1&limit=100`, {
    headers: teacher.headers,
  });
  expect(own.ok()).toBe(true);
  const approved = ((await own.json()) as ClassListResponse).classes.filter((item) => item.status === "approved");
  expect(approved.length).toBeGreaterThan(0);
  const enrolled = await studentPage.request.get(`/api/students/${student.uid}/enrolled-classes?page=1&limit=100`, {
    headers: student.headers,
  });
  expect(enrolled.ok()).toBe(true);
  const enrolledIds = new Set(((await enrolled.json()) as ClassListResponse).classes.map((item) => item._id));
  const feed = await studentPage.request.get("/api/teaching-evaluations?limit=50");
  const evaluated = new Set(
    ((await feed.json()) as PublicEvaluationsResponse).evaluations
      .filter((item) => item.studentName === student.name)
      .map((item) => item.classId),
  );
  const ready = approved.find((item) => enrolledIds.has(item._id) && !evaluated.has(item._id));
  if (ready) return ready;
  const fresh = approved.find((item) => !enrolledIds.has(item._id));
  expect(fresh, "the demo teacher has no class left to enrol the demo student in").toBeTruthy();
  await enrolThroughSandbox(studentPage, student, fresh!._id);
  return fresh!;
}

/** Clicks a star of the rating, as a pointer user does (the radio itself is visually hidden). */
async function chooseStars(dialog: Locator, name: string) {
  await dialog
    .locator("label")
    .filter({ has: dialog.page().getByRole("radio", { name }) })
    .click();
  await expect(dialog.getByRole("radio", { name })).toBeChecked();
}

/** A deadline two days ahead as a datetime-local value, in the browser's (and this process's) zone. */
function deadlineValue() {
  const date = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test.describe("learning", () => {
  test("a teacher adds an assignment, the student hands it in and evaluates the class once @mobile", async ({
    page,
    browser,
  }) => {
    const student = await signIn(page, DEMO_ACCOUNTS.student);
    const { page: teacherPage, session: teacher } = await openAs(browser, DEMO_ACCOUNTS.teacher, page);
    const item = await pickClass(teacherPage, teacher, page, student);
    const title = `Sketch a storyboard ${unique()}`;

    // The teacher's class page: header, progress and a new assignment.
    await teacherPage.goto(`/teacher-dashboard/my-classes/${item._id}`);
    await expect(teacherPage.getByRole("heading", { name: item.title })).toBeVisible();
    await expect(teacherPage.getByTestId("class-status")).toHaveText("Approved");
    await expect(teacherPage.getByRole("link", { name: messages.learning.backToMyClasses })).toBeVisible();
    const assignmentsStat = teacherPage.getByTestId("stat-assignments");
    await expect(assignmentsStat).toHaveText(/^\d+$/);
    const assignmentsBefore = Number(await assignmentsStat.textContent());

    await teacherPage.getByRole("button", { name: messages.learning.createAssignment }).first().click();
    const dialog = teacherPage.getByRole("dialog", { name: messages.learning.createAssignment });
    await teacherPage.getByRole("button", { name: messages.learning.addAssignment }).click();
    await expect(dialog.getByText(messages.validation.assignmentTitleRequired)).toBeVisible();
    await dialog.getByLabel(messages.learning.assignmentTitleLabel).fill(title);
    await dialog.getByLabel(messages.learning.assignmentDeadlineLabel).fill(deadlineValue());
    await dialog.getByLabel(messages.learning.assignmentDescriptionLabel).fill("Six frames, pencil is fine.");
    await teacherPage.getByRole("button", { name: messages.learning.addAssignment }).click();
    await expect(teacherPage.getByText(messages.classPage.assignmentCreated)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const teacherCard = teacherPage.getByTestId("teacher-assignment").filter({ hasText: title });
    await expect(teacherCard).toBeVisible();
    await expect(teacherCard.getByTestId("assignment-submissions")).toHaveText("0 submissions");
    await expect(assignmentsStat).toHaveText(String(assignmentsBefore + 1));

    // The student's class page: the new assignment is pending until handed in.
    await page.goto(`/student-dashboard/my-enroll-class/${item._id}`);
    await expect(page.getByRole("heading", { name: item.title })).toBeVisible();
    await expect(page.getByText(messages.learning.enrolledBadge, { exact: true })).toBeVisible();
    const row = page.getByTestId("assignment-row").filter({ hasText: title });
    await expect(row.getByTestId("assignment-status")).toHaveText(messages.learning.status.pending);
    await expect(page.getByTestId("stat-completed")).toHaveText(/^\d+$/);
    const completedBefore = Number(await page.getByTestId("stat-completed").textContent());
    const pendingBefore = Number(await page.getByTestId("stat-pending").textContent());

    await row.getByRole("button", { name: messages.learning.submit }).click();
    await expect(row.getByText(messages.validation.submissionRequired)).toBeVisible();
    await row.getByRole("textbox").fill("https://example.test/storyboard.pdf");
    await expect(row.getByText(messages.validation.submissionRequired)).toHaveCount(0);
    await row.getByRole("button", { name: messages.learning.submit }).click();
    await expect(page.getByText(messages.classPage.submitted)).toBeVisible();
    await expect(row.getByText(messages.learning.alreadySubmitted)).toBeVisible();
    await expect(row.getByTestId("assignment-status")).toHaveText(messages.learning.status.submitted);
    await expect(page.getByTestId("stat-completed")).toHaveText(String(completedBefore + 1));
    await expect(page.getByTestId("stat-pending")).toHaveText(String(pendingBefore - 1));

    // The teacher sees the submission counted.
    await teacherPage.reload();
    await expect(teacherCard.getByTestId("assignment-submissions")).toHaveText("1 submission");

    // One evaluation per class: the second answers with the 409 text.
    await page.getByRole("button", { name: messages.learning.evaluationReport }).click();
    const evaluation = page.getByRole("dialog", { name: messages.learning.evaluationTitle });
    await page.getByRole("button", { name: messages.learning.sendEvaluation }).click();
    await expect(evaluation.getByText(messages.validation.ratingRequired)).toBeVisible();
    await expect(evaluation.getByText(messages.validation.descriptionRequired)).toBeVisible();
    await chooseStars(evaluation, "5 stars");
    await evaluation.getByLabel(messages.learning.feedbackDescription).fill("Clear lessons and quick, kind feedback.");
    await page.getByRole("button", { name: messages.learning.sendEvaluation }).click();
    await expect(page.getByText(messages.classPage.evaluationSubmitted)).toBeVisible();
    await expect(evaluation).toHaveCount(0);

    await page.getByRole("button", { name: messages.learning.evaluationReport }).click();
    await chooseStars(evaluation, "4 stars");
    await evaluation.getByLabel(messages.learning.feedbackDescription).fill("Trying to evaluate a second time.");
    await page.getByRole("button", { name: messages.learning.sendEvaluation }).click();
    await expect(page.getByText(messages.classPage.evaluationDuplicate)).toBeVisible();

    await teacherPage.context().close();
  });

  test("a student who is not enrolled is sent back to their classes", async ({ page }) => {
    const student = await signIn(page, DEMO_ACCOUNTS.student);
    const catalogue = await page.request.get("/api/classes?page=1&limit=100&status=approved");
    // A class the student neither has (bought, or enrolled by a school's list) nor paid for: one refunded by
    // another walk says so instead of "not enrolled" (certificates.spec.ts).
    const enrolled = await page.request.get(`/api/students/${student.uid}/enrolled-classes?page=1&limit=100`, {
      headers: student.headers,
    });
    const paid = await page.request.get("/api/payments?limit=100", { headers: student.headers });
    const taken = new Set([
      ...((await enrolled.json()) as ClassListResponse).classes.map((item) => item._id),
      ...((await paid.json()) as PaymentHistoryResponse).payments.map((item) => item.classId),
    ]);
    const other = ((await catalogue.json()) as ClassListResponse).classes.find((item) => !taken.has(item._id));
    expect(other).toBeTruthy();
    await page.goto(`/student-dashboard/my-enroll-class/${other!._id}`);
    await expect(page.getByText(messages.classPage.notEnrolled)).toBeVisible();
    await expect(page).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);
  });
});
