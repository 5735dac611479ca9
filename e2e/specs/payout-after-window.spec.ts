import { messages, moneyScreenMessages } from "@classwise/shared";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoViolationsInEveryLook } from "../fixtures/axe.js";
import { CLOCK_URL, setClockDaysAhead, startClockServer } from "../fixtures/clock-server.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { type Session, signIn, signUp } from "../fixtures/session.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const earnings = moneyScreenMessages.earnings;
const payoutsCopy = moneyScreenMessages.payouts;
const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);
const dollars = (amount: number) =>
  `$${(amount / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The platform's share in the test-clock server's configuration (PLATFORM_FEE_PERCENT's default). */
const FEE_PERCENT = 20;

/** With PAYOUT_WALK_SCREENSHOTS=<dir>: the screen at 375, 768 and 1280 px, light and dark, for a look by eye. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.PAYOUT_WALK_SCREENSHOTS;
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

/** A page on the test-clock server, signed in as `email` (or as no one). */
async function clockPage(browser: Browser, email?: string): Promise<{ page: Page; session?: Session }> {
  const context = await browser.newContext({ baseURL: CLOCK_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { page, ...(email ? { session: await signIn(page, email) } : {}) };
}

/** The teacher's balance as the Earnings screen shows it, in cents. */
async function balance(page: Page) {
  await page.goto("/teacher-dashboard/earnings");
  await expect(page.getByRole("heading", { name: earnings.title, level: 2, exact: true })).toBeVisible();
  const card = (key: string) => page.getByTestId(`earnings-${key}`);
  await expect(card("pending")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  return {
    pending: cents(await card("pending").textContent()),
    available: cents(await card("available").textContent()),
    paidOut: cents(await card("paid-out").textContent()),
  };
}

test.describe("a payout after the refund window, on a server with a test clock", () => {
  let server: Awaited<ReturnType<typeof startClockServer>> | undefined;
  test.beforeAll(async () => {
    server = await startClockServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a student buys, time moves past the window, the admin runs payouts and the teacher sees the paid payout", async ({
    browser,
  }) => {
    // Two screens checked by axe in four looks, on two busy cores.
    test.setTimeout(360_000);
    const teacher = await clockPage(browser, DEMO_ACCOUNTS.teacher);
    const admin = await clockPage(browser, DEMO_ACCOUNTS.admin);
    const student = await clockPage(browser);

    // The demo teacher's balance before the sale: shares still in the window, and what is available.
    const before = await balance(teacher.page);

    // A new class whose payout total cannot end in .13 (the sandbox refuses such transfers on purpose).
    let priceCents = 1200;
    const shareOf = (price: number) => price - Math.floor((price * FEE_PERCENT) / 100);
    while ((before.pending + before.available + shareOf(priceCents)) % 100 === 13) priceCents += 100;
    const share = shareOf(priceCents);
    const title = `Payout walk ${unique()}`;
    const created = await teacher.page.request.post("/api/classes", {
      headers: teacher.session!.headers,
      data: {
        title,
        price: priceCents / 100,
        description: "A class paid out after its refund window.",
        image: "/uploads/demo/class-1.webp",
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { classId } = (await created.json()) as { classId: string };
    const approved = await admin.page.request.patch(`/api/classes/${classId}`, {
      headers: admin.session!.headers,
      data: { status: "approved" },
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    // The student buys it with the keyboard: the class page's link, then the card form.
    await signUp(student.page, {
      name: "Paula Payout",
      email: `payout-${unique()}@example.test`,
      password: "a-good-password",
    });
    await student.page.goto(`/all-classes/${classId}`);
    await student.page.getByRole("link", { name: messages.classDetails.payAndEnroll }).press("Enter");
    const cardNumber = student.page.getByLabel(messages.payment.cardNumber);
    await expect(cardNumber).toBeVisible();
    await cardNumber.pressSequentially("4242424242424242");
    await student.page.getByLabel(messages.payment.cardExpiry).pressSequentially("1234");
    await student.page.getByLabel(messages.payment.cardCvc).pressSequentially("123");
    await student.page.getByRole("button", { name: `Pay ${dollars(priceCents)}` }).press("Enter");
    await expect(student.page).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);

    // Inside the window: the share is pending, and the student may still refund.
    expect(await balance(teacher.page)).toEqual({ ...before, pending: before.pending + share });
    await student.page.goto("/student-dashboard/payment-history");
    const paymentRow = student.page.getByTestId("payment-row").filter({ hasText: title });
    await expect(paymentRow.getByRole("button", { name: messages.payments.refundOf(title) })).toBeVisible();

    // 31 days later: the window has passed for every share, so nothing is pending and no refund is offered.
    setClockDaysAhead(31);
    await student.page.reload();
    await expect(paymentRow.getByText(messages.payments.paid, { exact: true })).toBeVisible();
    await expect(paymentRow.getByRole("button", { name: messages.payments.refundOf(title) })).toHaveCount(0);
    const due = before.pending + before.available + share;
    expect(await balance(teacher.page)).toEqual({ ...before, pending: 0, available: due });

    // The admin runs payouts from the Payouts tab with the keyboard.
    await admin.page.goto("/admin-dashboard/payouts");
    await expect(admin.page.getByRole("heading", { name: payoutsCopy.title, level: 2 })).toBeVisible();
    await admin.page.getByRole("button", { name: payoutsCopy.runNowButton }).press("Enter");
    const done = messages.earnings
      .payoutRunDone(0, 0)
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("0 paid, 0 failed", "[1-9]\\d* paid, \\d+ failed");
    await expect(admin.page.getByText(new RegExp(`^${done}$`))).toBeVisible();
    await expectNoViolationsInEveryLook(admin.page, "Payouts after a run");

    // The teacher sees the balance paid out and the payout, paid, at the top of the payouts received.
    expect(await balance(teacher.page)).toEqual({ pending: 0, available: 0, paidOut: before.paidOut + due });
    const received = teacher.page.getByRole("region", { name: `${earnings.payoutsTitle}: table` });
    await expect(received.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      /\w/,
      dollars(due),
      earnings.payoutStatuses.paid,
    ]);
    await expectNoViolationsInEveryLook(teacher.page, "Earnings after a payout");
    await screenshots(teacher.page, "earnings-paid-out");

    for (const { page } of [teacher, admin, student]) await page.context().close();
  });
});
