import fs from "node:fs";
import path from "node:path";
import { type ClassListResponse, messages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS, MAIL_DIR } from "../fixtures/env.js";
import { mailsTo } from "../fixtures/mail-sink.js";
import { openAs, type Session, signIn } from "../fixtures/session.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.GRADING_SHOTS_DIR;

/** A screenshot in light and dark, when GRADING_SHOTS_DIR names where to keep them. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${scheme}.png`), fullPage: false });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** An approved class of the demo teacher with the demo student enrolled (demo data enrols them in some). */
async function sharedClass(teacherPage: Page, teacher: Session, page: Page, student: Session) {
  const own = await teacherPage.request.get(`/api/classes/teacher/${teacher.uid}?page=1&limit=100`, {
    headers: teacher.headers,
  });
  const approved = ((await own.json()) as ClassListResponse).classes.filter((item) => item.status === "approved");
  const enrolled = await page.request.get(`/api/students/${student.uid}/enrolled-classes?page=1&limit=100`, {
    headers: student.headers,
  });
  const enrolledIds = new Set(((await enrolled.json()) as ClassListResponse).classes.map((item) => item._id));
  const shared = approved.find((item) => enrolledIds.has(item._id));
  expect(shared, "the demo student is enrolled in none of the demo teacher's classes").toBeTruthy();
  return shared!;
}

test.describe("grading and notifications", () => {
  test("the student submits, the teacher grades by keyboard, the student's bell and class page show it @mobile", async ({
    page,
    browser,
  }) => {
    const student = await signIn(page, DEMO_ACCOUNTS.student);
    const { page: teacherPage, session: teacher } = await openAs(browser, DEMO_ACCOUNTS.teacher, page);
    const item = await sharedClass(teacherPage, teacher, page, student);
    const title = `Grade me ${unique()}`;
    const created = await teacherPage.request.post("/api/assignments", {
      headers: teacher.headers,
      data: {
        classId: item._id,
        title,
        description: "One paragraph about light.",
        deadline: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const assignmentId = ((await created.json()) as { assignment: { _id: string } }).assignment._id;

    // The student hands the work in on the class page.
    await page.goto(`/student-dashboard/my-enroll-class/${item._id}`);
    const row = page.getByTestId("assignment-row").filter({ hasText: title });
    await row.getByRole("textbox").fill("Light falls from the left, so the shadow goes right.");
    await row.getByRole("button", { name: messages.learning.submit }).click();
    await expect(row.getByTestId("assignment-status")).toHaveText(messages.learning.status.submitted);
    await page.goto("/student-dashboard/my-enroll-classes");
    const bell = page.getByTestId("notification-bell");
    const count = await page.request.get("/api/notifications/unread-count", { headers: student.headers });
    const unreadBefore = ((await count.json()) as { unreadCount: number }).unreadCount;
    await expect(bell).toHaveAttribute("aria-label", messages.notifications.bellLabel(unreadBefore));

    // The teacher opens the Submissions view from the class page and grades by keyboard alone.
    await teacherPage.goto(`/teacher-dashboard/my-classes/${item._id}`);
    const link = teacherPage.getByRole("link", { name: messages.grading.viewSubmissionsOf(title) });
    await link.focus();
    await teacherPage.keyboard.press("Enter");
    await expect(teacherPage).toHaveURL(new RegExp(`/assignments/${assignmentId}$`));
    await expect(teacherPage.getByRole("heading", { name: messages.grading.submissionsTitle(title) })).toBeVisible();
    await expect(teacherPage.getByTestId("grading-counts")).toHaveText(messages.grading.counts(0, 1));
    await shoot(teacherPage, "submissions");
    const open = teacherPage.getByRole("button", { name: messages.grading.openSubmissionOf(student.name) });
    await open.focus();
    await teacherPage.keyboard.press("Enter");
    const dialog = teacherPage.getByRole("dialog", { name: student.name });
    await expect(dialog.getByTestId("submission-text")).toContainText("Light falls from the left");
    await expect(dialog.getByRole("textbox", { name: messages.grading.scoreLabel })).toBeFocused();
    await teacherPage.keyboard.type("92");
    await teacherPage.keyboard.press("Tab");
    await teacherPage.keyboard.type("Clear reasoning about the light.");
    await shoot(teacherPage, "grading-dialog");
    await teacherPage.keyboard.press("Tab");
    await teacherPage.keyboard.press("Enter");
    await expect(teacherPage.getByText(messages.grading.graded)).toBeVisible();
    await expect(dialog.getByRole("button", { name: messages.grading.nextUngraded })).toBeFocused();
    await teacherPage.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(teacherPage.getByTestId("grading-counts")).toHaveText(messages.grading.counts(1, 1));

    // The student's bell updates without a reload (the tab coming back into view asks at once). A browser's
    // visibilitychange bubbles from the document to the window, where the app listens for it.
    await page.evaluate('document.dispatchEvent(new Event("visibilitychange", { bubbles: true }))');
    await expect(bell).toHaveAttribute("aria-label", messages.notifications.bellLabel(unreadBefore + 1), {
      timeout: 40_000,
    });
    await bell.click();
    const notice = page.getByRole("link", { name: new RegExp(messages.notifications.submissionGraded(title)) });
    await expect(notice).toBeVisible();
    await shoot(page, "bell");
    await notice.click();
    await expect(page).toHaveURL(new RegExp(`/student-dashboard/my-enroll-class/${item._id}$`));
    const graded = page.getByTestId("assignment-row").filter({ hasText: title });
    await expect(graded.getByTestId("assignment-status")).toHaveText(messages.learning.status.graded);
    await expect(graded.getByTestId("grade-result")).toContainText(messages.grading.scoreOf(92));
    await expect(graded.getByText("Clear reasoning about the light.")).toBeVisible();
    await expect(bell).toHaveAttribute("aria-label", messages.notifications.bellLabel(unreadBefore));
    await graded.scrollIntoViewIfNeeded();
    await shoot(page, "student-graded");

    // The mail went out too, once (the local SMTP sink stands in for the outbox).
    const gradedMails = () =>
      mailsTo(MAIL_DIR, DEMO_ACCOUNTS.student).filter(
        (mail) => mail.includes(messages.notifications.submissionGradedBody(92)) && mail.includes(title),
      );
    await expect.poll(() => gradedMails().length, { timeout: 20_000 }).toBe(1);
    expect(gradedMails()[0]).toContain("/api/notifications/unsubscribe?");
    expect(gradedMails()[0]).toContain(`Hi ${student.name},`);

    await teacherPage.context().close();
  });
});
