import { messages, moneyScreenMessages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { expectNoViolationsInEveryLook } from "../fixtures/axe.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs } from "../fixtures/session.js";

const copy = moneyScreenMessages.payouts;

/** With PAYOUTS_SCREENSHOTS=<dir>: the screen at 375, 768 and 1280 px, light and dark, for a look by eye. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.PAYOUTS_SCREENSHOTS;
  if (!dir) return;
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 768, 1280]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
}

test.describe("admin payout schedule", () => {
  test("an admin sets a weekly schedule, sees its next run, and switches it off again", async ({ browser }) => {
    const admin = await openAs(browser, DEMO_ACCOUNTS.admin);
    const page = admin.page;
    await page.goto("/admin-dashboard/payouts");
    await expect(page.getByRole("heading", { name: copy.scheduleTitle })).toBeVisible();
    const nextRun = page.getByTestId("payout-next-run");
    await expect(nextRun).toHaveText(copy.scheduleOff);
    await expect(page.getByLabel(copy.frequencyLabel)).toBeDisabled();

    // Keyboard only: switch it on, every week on Wednesday at 09:00 UTC, save.
    const enabled = page.getByLabel(copy.enabledLabel);
    await enabled.focus();
    await page.keyboard.press("Space");
    await expect(enabled).toBeChecked();
    await page.getByLabel(copy.frequencyLabel).selectOption("weekly");
    await page.getByLabel(copy.weekdayLabel).selectOption({ label: "Wednesday" });
    await page.getByLabel(copy.hourLabel).selectOption({ label: copy.hourOption(9) });
    await page.getByRole("button", { name: copy.saveButton }).press("Enter");
    await expect(page.getByText(messages.earnings.payoutScheduleSaved)).toBeVisible();
    await expect(nextRun).toHaveText(/, 09:00 UTC$/);
    const shown = new Date(`${(await nextRun.textContent())?.replace(/, 09:00 UTC$/, "")} 09:00 UTC`);
    expect(shown.getUTCDay()).toBe(3);
    expect(shown.getTime()).toBeGreaterThan(Date.now());
    expect(shown.getTime()).toBeLessThanOrEqual(Date.now() + 7 * 24 * 3600 * 1000);
    await expect(page.getByTestId("payout-last-run")).toHaveText(copy.noRunYet);

    // A month shows its day field instead of the weekday.
    await page.getByLabel(copy.frequencyLabel).selectOption("monthly");
    await expect(page.getByLabel(copy.dayOfMonthLabel)).toBeVisible();
    await expect(page.getByLabel(copy.weekdayLabel)).toHaveCount(0);
    await expectNoViolationsInEveryLook(page, "Payouts");
    await screenshots(page, "payouts");

    // What was saved is what the page shows after a reload (weekly), then switching it off stops it.
    await page.reload();
    await expect(page.getByLabel(copy.weekdayLabel)).toHaveValue("3");
    await page.getByLabel(copy.enabledLabel).uncheck();
    await page.getByRole("button", { name: copy.saveButton }).click();
    await expect(nextRun).toHaveText(copy.scheduleOff);
    await admin.page.context().close();
  });
});
