import { type PaymentRecord, paymentsMessages } from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentHistoryTab } from "../../src/features/payments/components/payment-history-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { type ApiCall, json, renderRoutes, signedInAuth, stubApi } from "../enrolments/support";

const auth: { current: AuthContextValue } = { current: signedInAuth() };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = paymentsMessages;

function makePayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    _id: "payment-1",
    receiptNumber: "R-000042",
    classId: "class-1",
    classTitle: "Watercolour basics",
    studentId: "student-1",
    studentName: "Sam Student",
    studentEmail: "sam@example.test",
    amount: 25,
    currency: "usd",
    cardBrand: "visa",
    cardLast4: "4242",
    status: "paid",
    paidAt: "2025-06-02T09:30:00.000Z",
    refundedAt: null,
    refundReason: null,
    canRefund: true,
    refundableUntil: "2025-07-02T09:30:00.000Z",
    ...overrides,
  };
}

/** The history API: one payment, refunded by POST /payments/{id}/refund (or refused with `refusal`). */
function paymentsApi(payment: PaymentRecord, refusal?: { status: number; message: string }) {
  let current = payment;
  return stubApi((call: ApiCall) => {
    if (call.method === "GET" && call.path === "/payments") {
      return json({ success: true, payments: [current], totalPayments: 1, totalPages: 1 });
    }
    if (call.method === "GET" && call.path === "/users/student-1") {
      return json({
        success: true,
        user: {
          _id: "student-1",
          uid: "student-1",
          name: "Sam",
          email: "sam@example.test",
          photoURL: "",
          role: "student",
          createdAt: "2025-01-01T00:00:00.000Z",
        },
      });
    }
    if (call.method === "POST" && call.path === `/payments/${payment._id}/refund`) {
      if (refusal) return json({ success: false, code: "BUSINESS_RULE", message: refusal.message }, refusal.status);
      current = { ...current, status: "refunded", refundedAt: "2025-06-10T12:00:00.000Z", canRefund: false };
      return json({ success: true, message: copy.refundedMessage, payment: current });
    }
    return json({ success: false, message: "unexpected", code: "NOT_FOUND" }, 404);
  });
}

function renderTab() {
  return renderRoutes(
    [
      { path: "/student-dashboard/payment-history", element: <PaymentHistoryTab /> },
      { path: "/receipts/:id", element: <p>receipt page</p> },
    ],
    "/student-dashboard/payment-history",
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Payment History tab", () => {
  it("shows date, class, amount, card, status and the receipt link, with the refund deadline", async () => {
    paymentsApi(makePayment());
    renderTab();
    const [row] = await screen.findAllByTestId("payment-row", {}, { timeout: 5000 });
    const cells = within(row as HTMLElement);
    expect(cells.getByText("Watercolour basics")).toBeInTheDocument();
    expect(cells.getByText("$25.00")).toBeInTheDocument();
    expect(cells.getByText(copy.cardEnding("Visa", "4242"))).toBeInTheDocument();
    expect(cells.getByText(copy.paid)).toBeInTheDocument();
    expect(cells.getByRole("link", { name: copy.viewReceiptOf("R-000042") })).toHaveAttribute(
      "href",
      "/receipts/payment-1",
    );
    expect(cells.getByText(copy.refundableUntil("Jul 2, 2025"))).toBeInTheDocument();
  });

  it("refunds after the confirmation dialog, sends the optional reason and then says Refunded", async () => {
    const calls = paymentsApi(makePayment());
    renderTab();
    await userEvent.click(
      await screen.findByRole("button", { name: copy.refundOf("Watercolour basics") }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: copy.refundTitle });
    await userEvent.type(within(dialog).getByLabelText(copy.reasonLabel), "Not for me");
    await userEvent.click(within(dialog).getByRole("button", { name: copy.confirmRefund }));
    expect(await screen.findByText(copy.refundDone)).toBeInTheDocument();
    const refund = calls.find((call) => call.method === "POST");
    expect(refund?.body).toEqual({ reason: "Not for me" });
    expect(await screen.findByText(copy.refundedOn("Jun 10, 2025"))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.refundOf("Watercolour basics") })).not.toBeInTheDocument();
  });

  it("says why when the refund is refused and keeps the payment as it was", async () => {
    paymentsApi(makePayment(), { status: 422, message: copy.windowPassed(30) });
    renderTab();
    await userEvent.click(
      await screen.findByRole("button", { name: copy.refundOf("Watercolour basics") }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: copy.refundTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: copy.confirmRefund }));
    expect(await screen.findByText(copy.windowPassed(30))).toBeInTheDocument();
    expect(screen.getByText(copy.paid)).toBeInTheDocument();
  });

  it("offers no refund once it is no longer allowed", async () => {
    paymentsApi(makePayment({ status: "refunded", canRefund: false, refundedAt: "2025-06-10T12:00:00.000Z" }));
    renderTab();
    expect(await screen.findByText(copy.refundedOn("Jun 10, 2025"), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Refund/ })).not.toBeInTheDocument();
  });
});
