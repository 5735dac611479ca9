import { messages, paths } from "@classwise/shared";
import { expect, test } from "@playwright/test";
import { expectNoViolationsInEveryLook, LOOKS } from "../fixtures/axe.js";
import { approvedClass } from "../fixtures/classes.js";
import { DEMO_ACCOUNTS, MAIL_DIR } from "../fixtures/env.js";
import { waitForMail } from "../fixtures/mail-sink.js";
import { openAs, signIn, signUp } from "../fixtures/session.js";

const copy = messages.bulkEnrolment;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a teacher enrols a cohort from a CSV file; a known student finds the class, a new one is invited", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = await signIn(page, DEMO_ACCOUNTS.teacher);
  const admin = await openAs(browser, DEMO_ACCOUNTS.admin, page);
  const { classId, title } = await approvedClass(page, teacher, admin.page, admin.session, "Cohort class");

  // A student who already has an account, signed in in a context of their own.
  const studentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const student = await studentContext.newPage();
  const known = { name: "Known Pupil", email: `known-${unique()}@example.test`, password: "known-password-1" };
  await signUp(student, known);
  const invitee = `invitee-${unique()}@example.test`;

  await page.goto(`/teacher-dashboard/my-classes/${classId}`);
  await page.getByRole("button", { name: copy.action }).click();
  const dialog = page.getByRole("dialog", { name: copy.title });
  await dialog.getByLabel(copy.fileLabel).setInputFiles({
    name: "cohort.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`email,name\n${known.email},Known Pupil\n${invitee},New Pupil\nnot-an-email,Nobody\n`),
  });
  await dialog.getByRole("button", { name: copy.upload }).click();

  await expect(dialog.getByText(copy.progress(3, 3))).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(copy.summary(1, 1, 0, 1))).toBeVisible();
  const rows = dialog.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(known.email);
  await expect(rows.nth(1)).toContainText(copy.results.enrolled);
  await expect(rows.nth(2)).toContainText(copy.results.invited);
  await expect(rows.nth(3)).toContainText(copy.results["invalid-email"]);
  await expectNoViolationsInEveryLook(page, "CSV enrolment report");
  if (process.env.BULK_SHOTS) {
    for (const look of LOOKS) {
      await page.emulateMedia({ colorScheme: look.scheme });
      await page.setViewportSize({ width: look.width, height: look.width < 768 ? 740 : 800 });
      await page.screenshot({ path: `${process.env.BULK_SHOTS}/report-${look.width}-${look.scheme}.png` });
    }
  }
  await dialog.getByRole("button", { name: copy.close, exact: true }).click();
  await expect(dialog).toBeHidden();

  // The known student sees the class in My Enrolled Classes.
  await student.goto(paths.student.enrolled);
  await expect(student.getByText(title)).toBeVisible();

  // The invited student chooses a password from the mail and signs in.
  const mail = await waitForMail(MAIL_DIR, invitee);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const inviteContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const invited = await inviteContext.newPage();
  await invited.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await invited.getByLabel("New Password", { exact: true }).fill("invited-password-1");
  await invited.getByLabel("Confirm New Password").fill("invited-password-1");
  await invited.getByRole("button", { name: "Reset Password" }).click();
  await expect(invited).toHaveURL(/\/login$/);
  await signIn(invited, invitee, "invited-password-1");
  await invited.goto(paths.student.enrolled);
  await expect(invited.getByText(title)).toBeVisible();
});
