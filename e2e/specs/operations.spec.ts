import { messages } from "@classwise/shared";
import { expect, test } from "@playwright/test";
import { expectNoViolationsInEveryLook } from "../fixtures/axe.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signUp } from "../fixtures/session.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const copy = messages.operations;

test.describe("operations: suspensions and the audit log", () => {
  test("an admin suspends a user, who is signed out and cannot sign in; the audit log shows it", async ({
    page,
    browser,
  }) => {
    // Two screens checked by axe in four looks each.
    test.setTimeout(180_000);
    const email = `suspend-${unique()}@example.test`;
    const password = "a-good-password";
    const name = `Sully Suspended ${unique()}`;
    await signUp(page, { name, email, password });
    await page.goto("/student-dashboard/my-enroll-classes");
    await expect(page.getByRole("heading", { name: messages.dashboard.tabs.myEnrolledClasses }).first()).toBeVisible();

    // The admin finds the user and suspends them with a reason.
    const admin = await openAs(browser, DEMO_ACCOUNTS.admin);
    await admin.page.goto("/admin-dashboard/users");
    await admin.page.getByRole("searchbox").fill(email);
    await admin.page.getByRole("searchbox").press("Enter");
    const row = admin.page.getByTestId("user-row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `${copy.suspend}: ${name}` }).click();
    const dialog = admin.page.getByRole("dialog", { name: copy.suspendTitle(name) });
    await expect(dialog).toBeVisible();
    await expectNoViolationsInEveryLook(admin.page, "suspend dialog");
    await dialog.getByLabel(copy.reasonLabel).fill("Abusive messages to other students");
    await dialog.getByRole("button", { name: copy.confirmSuspend }).click();
    await expect(admin.page.getByText(copy.userSuspended(name))).toBeVisible();
    await expect(row.getByText(copy.suspended, { exact: true })).toBeVisible();

    // Their session is gone: the next API call is refused, and signing in again says why.
    const me = await page.request.get("/api/auth/get-session");
    expect(await me.json()).toBeNull();
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel(messages.login.emailLabel).fill(email);
    await page.getByLabel(messages.login.passwordLabel, { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.login.disabled)).toBeVisible();

    // The audit log lists the suspension, found by its action.
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await admin.page.goto("/admin-dashboard/audit-log");
    await expect(admin.page.getByRole("heading", { name: copy.auditTitle })).toBeVisible();
    await admin.page.getByLabel(copy.actionLabel).selectOption("user.suspended");
    await admin.page.getByRole("button", { name: copy.applyFilters }).click();
    const entry = admin.page.getByTestId("audit-entry").filter({ hasText: "Abusive messages to other students" });
    await expect(entry.first()).toBeVisible();
    await expect(entry.first()).toContainText(DEMO_ACCOUNTS.admin);
    await expectNoViolationsInEveryLook(admin.page, "audit log");

    // Lifting the suspension lets them sign in again.
    await admin.page.goto("/admin-dashboard/users");
    await admin.page.getByRole("searchbox").fill(email);
    await admin.page.getByRole("searchbox").press("Enter");
    await admin.page.getByRole("button", { name: `${copy.lift}: ${name}` }).click();
    await admin.page.getByRole("dialog").getByRole("button", { name: copy.confirmLift }).click();
    await expect(admin.page.getByText(copy.suspensionLifted(name))).toBeVisible();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await admin.page.context().close();
  });
});
