import { messages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signUp } from "../fixtures/session.js";

const copy = messages.application;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function reviewInAdminTab(admin: Page, applicant: string, action: "Approve" | "Reject") {
  await admin.goto("/admin-dashboard/teacher-request");
  await expect(admin.getByRole("heading", { name: messages.admin.applicationsTitle })).toBeVisible();
  // The newest application is first: the one just sent is on page 1.
  const button = admin.getByRole("button", { name: `${action}: ${applicant}` });
  await expect(button).toBeEnabled();
  await button.click();
  const toast = action === "Approve" ? messages.admin.applicationApproved : messages.admin.applicationRejected;
  await expect(admin.getByText(toast)).toBeVisible();
  // Decided rows lose their buttons (product §4: only pending rows show Approve and Reject).
  await expect(admin.getByRole("button", { name: `${action}: ${applicant}` })).toHaveCount(0);
}

test.describe("teacher application from submission to review @mobile", () => {
  test("a student applies, is rejected, resubmits, is approved and reaches the teacher dashboard", async ({
    browser,
    page,
  }) => {
    const name = `Applicant ${unique()}`;
    const email = `applicant-${unique()}@example.test`;
    const student = page;
    await signUp(student, { name, email, password: "applicant-password-1" });

    // Apply on /teach.
    await student.goto("/teach");
    await expect(student.getByRole("heading", { name: copy.formTitle })).toBeVisible();
    await expect(student.getByLabel(copy.emailLabel)).toHaveValue(email);
    await expect(student.getByText(messages.validation.emailReadOnly)).toBeVisible();
    await student.getByRole("button", { name: copy.submit }).click();
    await expect(student.getByText(messages.validation.courseTitleRequired)).toBeVisible();
    await student.getByLabel(copy.titleLabel).fill("Street Photography for Beginners");
    await student.getByLabel(copy.experienceLabel).selectOption({ label: "Beginner" });
    await student.getByLabel(copy.categoryLabel).selectOption({ label: "Graphic Design" });
    await student.getByRole("button", { name: copy.submit }).click();
    await expect(student.getByText(copy.submitted)).toBeVisible();
    await expect(student.getByRole("heading", { name: copy.pendingTitle })).toBeVisible();

    // The My Request tab shows it Under Review with the timeline.
    await student.goto("/student-dashboard/my-request");
    await expect(student.getByRole("heading", { name: copy.myRequestTitle })).toBeVisible();
    await expect(student.getByTestId("application-status").first()).toHaveText(copy.statusLabels.pending);
    await expect(student.getByRole("heading", { name: copy.whatsNext })).toBeVisible();

    // The admin, in a browser context of their own, rejects it.
    const { page: admin } = await openAs(browser, DEMO_ACCOUNTS.admin, student);
    await reviewInAdminTab(admin, name, "Reject");

    // The student edits and resubmits.
    await student.goto("/teach");
    await expect(student.getByRole("heading", { name: copy.rejectedTitle })).toBeVisible();
    await student.getByRole("button", { name: copy.editAndResubmit }).click();
    await expect(student.getByRole("heading", { name: copy.editFormTitle })).toBeVisible();
    await expect(student.getByLabel(copy.titleLabel)).toHaveValue("Street Photography for Beginners");
    await student.getByLabel(copy.titleLabel).fill("Street and Portrait Photography");
    await student.getByLabel(copy.experienceLabel).selectOption({ label: "Mid Level" });
    await student.getByRole("button", { name: copy.resubmit }).click();
    await expect(student.getByText(copy.resubmitted)).toBeVisible();
    await expect(student.getByRole("heading", { name: copy.pendingTitle })).toBeVisible();
    await expect(student.getByText("Street and Portrait Photography")).toBeVisible();

    // The admin approves the resubmitted application.
    await reviewInAdminTab(admin, name, "Approve");
    await admin.context().close();

    // The student is a teacher now: My Request links to the teacher dashboard, which lets them in.
    await student.goto("/student-dashboard/my-request");
    await expect(student.getByRole("heading", { name: copy.approvedTitle })).toBeVisible();
    await student.getByRole("link", { name: copy.goToTeacherDashboard }).click();
    await expect(student).toHaveURL(/\/teacher-dashboard(\/|$)/);
    await expect(student.getByRole("heading", { name: messages.dashboard.teacherTitle })).toBeVisible();
    await expect(student.getByRole("heading", { name: messages.guards.teacherTitle })).toHaveCount(0);

    // And /teach now welcomes them as an instructor.
    await student.goto("/teach");
    await expect(student.getByRole("heading", { name: copy.teacherTitle })).toBeVisible();
  });
});
