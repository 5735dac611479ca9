import { messages } from "@classwise/shared";
import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signUp } from "../fixtures/session.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const copy = messages.payments;

test.describe("refunds, payment history and receipts", () => {
  test("a student buys a class, reads the receipt, refunds it and loses access; the admin sees it refunded", async ({
    page,
    browser,
  }) => {
    const email = `refund-${unique()}@example.test`;
    await signUp(page, { name: "Rafa Refund", email, password: "a-good-password" });

    // Buy the first class of the catalogue with the sandbox's test card.
    await page.goto("/all-classes");
    await page.getByRole("link", { name: messages.catalogue.enrollNow }).first().click();
    await expect(page.getByRole("link", { name: messages.classDetails.payAndEnroll })).toBeVisible();
    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    const classUrl = new URL(page.url()).pathname;
    const classId = classUrl.split("/").pop() ?? "";
    await page.getByRole("link", { name: messages.classDetails.payAndEnroll }).click();
    await page.getByLabel(messages.payment.cardNumber).fill("4242 4242 4242 4242");
    await page.getByLabel(messages.payment.cardExpiry).fill("12 / 34");
    await page.getByLabel(messages.payment.cardCvc).fill("123");
    await page.getByRole("button", { name: /^Pay \$\d+\.\d{2}$/ }).click();
    await expect(page).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);

    // Payment History: paid, with the card and a receipt number.
    await page.getByRole("link", { name: messages.dashboard.tabs.paymentHistory }).first().click();
    await expect(page.getByRole("heading", { name: copy.historyTitle })).toBeVisible();
    const row = page.getByTestId("payment-row").filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText(copy.paid, { exact: true })).toBeVisible();
    await expect(row.getByText(copy.cardEnding("Visa", "4242"))).toBeVisible();

    // The receipt: seller, buyer, class, printable.
    await row.getByRole("link", { name: /^View receipt R-\d{6}$/ }).click();
    await expect(page.getByRole("heading", { name: copy.receiptTitle, level: 1 })).toBeVisible();
    await expect(page.getByTestId("receipt-number")).toHaveText(/^R-\d{6}$/);
    const receiptNumber = (await page.getByTestId("receipt-number").textContent()) ?? "";
    await expect(page.getByText("Rafa Refund")).toBeVisible();
    await expect(page.getByRole("cell", { name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: copy.print })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: copy.print })).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // Refund from the history, with a reason, through the confirmation dialog.
    await page.getByRole("link", { name: copy.backToHistory }).click();
    await page
      .getByTestId("payment-row")
      .filter({ hasText: title })
      .getByRole("button", { name: copy.refundOf(title) })
      .click();
    const dialog = page.getByRole("dialog", { name: copy.refundTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(copy.reasonLabel).fill("Not what I expected");
    await dialog.getByRole("button", { name: copy.confirmRefund }).click();
    await expect(page.getByText(copy.refundDone)).toBeVisible();
    const refunded = page.getByTestId("payment-row").filter({ hasText: title });
    await expect(refunded.getByText(/^Refunded /)).toBeVisible();
    await expect(refunded.getByRole("button", { name: copy.refundOf(title) })).toHaveCount(0);

    // Access is gone: the class left My Enrolled Classes and its page sends the student back.
    await page.getByRole("link", { name: messages.dashboard.tabs.myEnrolledClasses }).first().click();
    await expect(page.getByRole("heading", { name: messages.enrolled.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    await page.goto(`/student-dashboard/my-enroll-class/${classId}`);
    await expect(page).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);

    // The admin finds it by receipt number in the payments list, refunded.
    const admin = await openAs(browser, DEMO_ACCOUNTS.admin, page);
    await admin.page.goto("/admin-dashboard/payments");
    await expect(admin.page.getByRole("heading", { name: copy.adminTitle })).toBeVisible();
    await admin.page.getByPlaceholder(copy.searchPlaceholder).fill(receiptNumber);
    await admin.page.getByRole("button", { name: "Search", exact: true }).click();
    const adminRow = admin.page.getByTestId("payment-row");
    await expect(adminRow).toHaveCount(1);
    await expect(adminRow).toContainText(email);
    await expect(adminRow.getByText(/^Refunded /)).toBeVisible();
    await admin.page.context().close();
  });
});
