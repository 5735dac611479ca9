import { messages, moneyScreenMessages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { expectNoViolationsInEveryLook } from "../fixtures/axe.js";
import { approvedClass } from "../fixtures/classes.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signUp } from "../fixtures/session.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const earnings = moneyScreenMessages.earnings;
const coupons = moneyScreenMessages.coupons;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Today's row label in the day charts' tables (UTC, as the rollups count days). */
const todayLabel = () => {
  const now = new Date();
  return `${MONTHS[now.getUTCMonth()]} ${now.getUTCDate()}`;
};
const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);

/** Today's revenue in the admin's Analytics (the first cell of today's row of the money table). */
async function revenueToday(page: Page) {
  const table = page.getByRole("region", { name: `${earnings.moneyTitle}: table` });
  const row = table.getByRole("row", { name: new RegExp(`^${todayLabel()}\\b`) });
  return cents(await row.getByRole("cell").first().textContent());
}

/** With EARNINGS_SCREENSHOTS=<dir>: the screen at 375 and 1280 px, light and dark, for a look by eye. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.EARNINGS_SCREENSHOTS;
  if (!dir) return;
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
}

test.describe("earnings, coupons and analytics", () => {
  test("a teacher's coupon is paid with, the share shows pending in Earnings, and the admin's analytics move", async ({
    page,
    browser,
  }) => {
    // Three screens, each checked by axe in four looks.
    test.setTimeout(360_000);
    const teacher = await openAs(browser, DEMO_ACCOUNTS.teacher, page);
    const admin = await openAs(browser, DEMO_ACCOUNTS.admin, page);
    const { classId, title } = await approvedClass(
      teacher.page,
      teacher.session,
      admin.page,
      admin.session,
      "Coupon class",
    );

    await admin.page.goto("/admin-dashboard/analytics");
    await expect(admin.page.getByRole("heading", { name: earnings.analyticsTitle })).toBeVisible();
    const before = await revenueToday(admin.page);

    // The teacher creates a 25% code for the new class.
    const code = `E2E${unique()}`.slice(0, 20);
    await teacher.page.goto("/teacher-dashboard/coupons");
    await expect(teacher.page.getByRole("heading", { name: coupons.title, level: 2, exact: true })).toBeVisible();
    await teacher.page.getByLabel(coupons.codeLabel).fill(code);
    await teacher.page.getByLabel(coupons.classLabel).selectOption({ label: title });
    await teacher.page.getByLabel(coupons.percentLabel).fill("25");
    await teacher.page.getByRole("button", { name: coupons.createButton }).click();
    await expect(teacher.page.getByText(messages.coupons.created)).toBeVisible();
    const row = teacher.page.getByTestId("coupon-row").filter({ hasText: code });
    await expect(row).toContainText(title);
    await expect(row).toContainText("25%");

    // A student applies it on the payment page and pays $9.00 instead of $12.00.
    await signUp(page, {
      name: "Cora Coupon",
      email: `coupon-${unique().toLowerCase()}@example.test`,
      password: "a-good-password",
    });
    await page.goto(`/all-classes/${classId}`);
    await page.getByRole("link", { name: messages.classDetails.payAndEnroll }).click();
    // The card form shows once the payment page has started; a value typed before that would be lost.
    await expect(page.getByLabel(messages.payment.cardNumber)).toBeVisible();
    const apply = page.getByRole("button", { name: messages.coupons.applyButton });
    await expect(async () => {
      await page.getByLabel(messages.coupons.fieldLabel).fill(code.toLowerCase());
      await expect(apply).toBeEnabled({ timeout: 1000 });
    }).toPass();
    await apply.click();
    await expect(page.getByText(messages.coupons.appliedPrice(code, "$3.00", "$9.00"))).toBeVisible();
    await page.getByLabel(messages.payment.cardNumber).fill("4242 4242 4242 4242");
    await page.getByLabel(messages.payment.cardExpiry).fill("12 / 34");
    await page.getByLabel(messages.payment.cardCvc).fill("123");
    await page.getByRole("button", { name: "Pay $9.00" }).click();
    await expect(page).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);

    // The coupon counts the use; Earnings shows the teacher's pending share of $9.00 (80%: $7.20).
    await teacher.page.reload();
    await expect(teacher.page.getByTestId("coupon-row").filter({ hasText: code })).toContainText("1");
    await teacher.page.getByRole("link", { name: messages.dashboard.tabs.earnings }).first().click();
    await expect(teacher.page.getByRole("heading", { name: earnings.title, level: 2, exact: true })).toBeVisible();
    await expect(teacher.page.getByTestId("earnings-pending")).toHaveText(/^\$[\d,]+\.\d{2}$/);
    expect(cents(await teacher.page.getByTestId("earnings-pending").textContent())).toBeGreaterThanOrEqual(720);
    const byClass = teacher.page.getByRole("region", { name: earnings.byClassTitle });
    const classRow = byClass.getByRole("row", { name: new RegExp(title) });
    await expect(classRow.getByRole("cell")).toHaveText(["1", "$9.00", "$7.20", "$0.00"]);
    await teacher.page.getByLabel(earnings.classFilter, { exact: true }).selectOption({ label: title });
    const revenue = teacher.page.getByRole("region", { name: `${earnings.revenueTitle}: table` });
    await expect(revenue.getByRole("row", { name: new RegExp(`^${todayLabel()}\\b`) }).getByRole("cell")).toHaveText([
      "$9.00",
      "$7.20",
      "$0.00",
    ]);
    await expect(teacher.page.locator("canvas")).toHaveCount(2);
    const download = teacher.page.waitForEvent("download");
    await teacher.page.getByRole("button", { name: earnings.exportCsv }).click();
    expect((await download).suggestedFilename()).toBe("earnings-day.csv");
    await expectNoViolationsInEveryLook(teacher.page, "Earnings");
    await screenshots(teacher.page, "earnings");
    await teacher.page.goto("/teacher-dashboard/coupons");
    await expect(teacher.page.getByTestId("coupon-row").first()).toBeVisible();
    await expectNoViolationsInEveryLook(teacher.page, "Coupons");
    await screenshots(teacher.page, "coupons");

    // The admin's analytics count the sale today, and rank the class among the top ones when it is.
    await admin.page.reload();
    await expect(admin.page.getByRole("heading", { name: earnings.analyticsTitle })).toBeVisible();
    await expect.poll(() => revenueToday(admin.page)).toBe(before + 900);
    await expectNoViolationsInEveryLook(admin.page, "Analytics");
    await screenshots(admin.page, "analytics");

    await teacher.page.context().close();
    await admin.page.context().close();
  });
});
