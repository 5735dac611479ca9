import {
  cardInputMessages,
  classPageMessages,
  couponsMessages,
  enrolmentMessages,
  paymentMessages,
  TIMERS,
} from "@classwise/shared";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentPage } from "../../src/features/enrolments/components/payment-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { toast } from "../../src/lib/toast";
import { type ApiCall, json, makeClass, renderRoutes, sandboxConfig, signedInAuth, stubApi } from "./support";

const auth: { current: AuthContextValue } = { current: signedInAuth() };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const item = makeClass({ _id: "class-pay", title: "Watercolour basics", price: 39.99, teacherName: "Ana Lima" });
const state = { classId: item._id, amount: item.price, type: "class_enrollment" };

interface Answers {
  coupon?: (call: ApiCall) => Response;
  config?: () => Response;
  classInfo?: () => Response;
  intent?: (call: ApiCall) => Response;
  confirm?: (call: ApiCall) => Response;
  enrol?: () => Response;
}

function stubPayment(answers: Answers = {}) {
  return stubApi((call) => {
    if (call.path === "/config") return answers.config?.() ?? json(sandboxConfig);
    if (call.path === `/classes/${item._id}`) return answers.classInfo?.() ?? json({ success: true, class: item });
    if (call.path === "/coupons/apply" && answers.coupon) return answers.coupon(call);
    if (call.path === "/create-payment-intent") {
      return (
        answers.intent?.(call) ??
        json({
          success: true,
          message: "Payment intent created",
          clientSecret: "pi_sb1_secret_abc",
          paymentIntentId: "pi_sb1",
          amount: 39.99,
        })
      );
    }
    if (call.path === "/sandbox/payment-intents/pi_sb1/confirm") {
      return (
        answers.confirm?.(call) ??
        json({
          success: true,
          paymentIntent: {
            id: "pi_sb1",
            status: "succeeded",
            amount: 3999,
            currency: "usd",
            card: { brand: "visa", last4: "4242" },
          },
        })
      );
    }
    if (call.path === "/process-enrollment") return answers.enrol?.() ?? json({ success: true, message: "ok" });
    return json({ success: false, message: "unexpected", code: "NOT_FOUND" }, 404);
  });
}

function renderPayment(entry: { pathname: string; state?: unknown } = { pathname: `/payment/${item._id}`, state }) {
  return renderRoutes(
    [
      { path: "/payment/:id", element: <PaymentPage /> },
      { path: "/all-classes", element: <p>catalogue page</p> },
      { path: "/all-classes/:id", element: <p>details page</p> },
      { path: "/student-dashboard/my-enroll-classes", element: <p>enrolled classes page</p> },
    ],
    entry,
  );
}

const payButton = () => screen.getByRole("button", { name: /^Pay \$|Processing/ });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = "4242424242424242") {
  await user.type(screen.getByLabelText(paymentMessages.cardNumber), number);
  await user.type(screen.getByLabelText(paymentMessages.cardExpiry), "1234");
  await user.type(screen.getByLabelText(paymentMessages.cardCvc), "123");
}

describe("payment page", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    auth.current = signedInAuth();
  });

  it("without router state toasts 'No class information provided' and goes to the catalogue", async () => {
    const error = vi.spyOn(toast, "error");
    stubPayment();
    const { router } = renderPayment({ pathname: `/payment/${item._id}` });
    expect(await screen.findByText("catalogue page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/all-classes");
    expect(error).toHaveBeenCalledWith(
      classPageMessages.noClassInfo,
      expect.objectContaining({ autoClose: TIMERS.toastEnrolment }),
    );
  });

  it("shows the summary and billing prefilled from the signed-in user", async () => {
    stubPayment();
    renderPayment();
    expect(await screen.findByRole("heading", { name: paymentMessages.summaryTitle })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Watercolour basics" })).toBeInTheDocument();
    expect(screen.getByText("Ana Lima")).toBeInTheDocument();
    expect(screen.getByTestId("total-amount")).toHaveTextContent("$39.99");
    expect(screen.getByLabelText(paymentMessages.fullName)).toHaveValue("Sam Student");
    expect(screen.getByLabelText(paymentMessages.emailAddress)).toHaveValue("sam@example.test");
    expect(screen.getByLabelText(paymentMessages.emailAddress)).toHaveAttribute("type", "email");
    expect(screen.getByRole("link", { name: /Back to Class Details/ })).toHaveAttribute(
      "href",
      `/all-classes/${item._id}`,
    );
    expect(await screen.findByText(/4242 4242 4242 4242/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/postal|zip/i)).not.toBeInTheDocument();
  });

  it("a free class asks for no card: the server enrols the student at once", async () => {
    const user = userEvent.setup();
    const free = makeClass({ _id: "class-pay", title: "Free taster", price: 0, teacherName: "Ana Lima" });
    const calls = stubPayment({
      classInfo: () => json({ success: true, class: free }),
      intent: () => json({ success: true, message: enrolmentMessages.enrolled, enrolled: true, amount: 0 }),
    });
    renderPayment({ pathname: `/payment/${free._id}`, state: { ...state, amount: 0 } });
    await screen.findByRole("heading", { name: "Free taster" });
    expect(screen.queryByRole("textbox", { name: paymentMessages.cardNumber })).toBeNull();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText(classPageMessages.paymentSuccess)).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith("/sandbox/"))).toBe(false);
    expect(calls.some((call) => call.path === "/process-enrollment")).toBe(false);
  });

  it("enables Pay only with a complete card, a name and nothing in progress", async () => {
    const user = userEvent.setup();
    let releaseIntent: () => void = () => {};
    stubPayment();
    renderPayment();
    await screen.findByLabelText(paymentMessages.cardNumber);
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent("Pay $39.99");

    await user.type(screen.getByLabelText(paymentMessages.cardNumber), "4242424242424242");
    expect(screen.getByLabelText(paymentMessages.cardNumber)).toHaveValue("4242 4242 4242 4242");
    // focus moved on by itself, as in Stripe's element
    expect(screen.getByLabelText(paymentMessages.cardExpiry)).toHaveFocus();
    await user.type(screen.getByLabelText(paymentMessages.cardExpiry), "1234");
    expect(screen.getByLabelText(paymentMessages.cardExpiry)).toHaveValue("12 / 34");
    expect(payButton()).toBeDisabled();
    await user.type(screen.getByLabelText(paymentMessages.cardCvc), "123");
    expect(payButton()).toBeEnabled();

    const name = screen.getByLabelText(paymentMessages.fullName);
    await user.clear(name);
    await user.type(name, "   ");
    expect(payButton()).toBeDisabled();
    await user.type(name, "Sam");
    expect(payButton()).toBeEnabled();

    // while the payment runs the button stays disabled
    const pending = new Promise<Response>((resolve) => {
      releaseIntent = () => resolve(json({ success: false, message: "Class not found", code: "NOT_FOUND" }, 404));
    });
    stubApi((call) => (call.path === "/create-payment-intent" ? pending : json(sandboxConfig)));
    await user.click(payButton());
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent(paymentMessages.processing);
    releaseIntent();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it("shows Stripe.js's message for a bad card number and keeps Pay disabled", async () => {
    const user = userEvent.setup();
    stubPayment();
    renderPayment();
    await user.type(await screen.findByLabelText(paymentMessages.cardNumber), "4242424242424241");
    expect(await screen.findByTestId("card-error")).toHaveTextContent(cardInputMessages.numberInvalid);
    expect(payButton()).toBeDisabled();
  });

  it("pays, shows 'Payment Successful' and moves to the enrolled classes after 2000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = stubPayment();
    const { router } = renderPayment();
    await screen.findByLabelText(paymentMessages.cardNumber);
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText(classPageMessages.paymentSuccess)).toBeInTheDocument();
    expect(screen.getByText(classPageMessages.redirecting)).toBeInTheDocument();

    expect(calls.find((c) => c.path === "/create-payment-intent")?.body).toEqual({ classId: item._id });
    expect(calls.find((c) => c.path.endsWith("/confirm"))?.body).toEqual({
      card: { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" },
      billingDetails: { name: "Sam Student", email: "sam@example.test" },
    });
    expect(calls.find((c) => c.path === "/process-enrollment")?.body).toEqual({
      paymentIntentId: "pi_sb1",
      classId: item._id,
    });

    act(() => {
      vi.advanceTimersByTime(TIMERS.enrolRedirect - 100);
    });
    expect(router.state.location.pathname).toBe(`/payment/${item._id}`);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(await screen.findByText("enrolled classes page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/student-dashboard/my-enroll-classes");
  });

  it("shows a declined card's message inline without a toast", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    stubPayment({
      confirm: () => json({ success: false, message: "Your card was declined.", code: "PAYMENT_REQUIRED" }, 402),
    });
    renderPayment();
    await screen.findByLabelText(paymentMessages.cardNumber);
    await fillCard(user, "4000000000000002");
    await user.click(payButton());
    expect(await screen.findByTestId("payment-error")).toHaveTextContent("Your card was declined.");
    expect(error).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
  });

  it("retires a declined card's message once the card is edited, so it never stands beside the field's own error", async () => {
    const user = userEvent.setup();
    stubPayment({
      confirm: () => json({ success: false, message: "Your card was declined.", code: "PAYMENT_REQUIRED" }, 402),
    });
    renderPayment();
    await screen.findByLabelText(paymentMessages.cardNumber);
    await fillCard(user, "4000000000000002");
    await user.click(payButton());
    expect(await screen.findByTestId("payment-error")).toHaveTextContent("Your card was declined.");
    await user.type(screen.getByLabelText(paymentMessages.cardNumber), "{Backspace}");
    expect(screen.queryByTestId("payment-error")).not.toBeInTheDocument();
  });

  it("a failed intent shows the server's message inline and toasts 'Payment failed. Please try again.'", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    stubPayment({ intent: () => json({ success: false, message: "Class not found", code: "NOT_FOUND" }, 404) });
    renderPayment();
    await screen.findByLabelText(paymentMessages.cardNumber);
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByTestId("payment-error")).toHaveTextContent("Class not found");
    expect(error).toHaveBeenCalledWith(
      classPageMessages.paymentFailedToast,
      expect.objectContaining({ autoClose: TIMERS.toastEnrolment }),
    );
  });

  it("a failed intent without a server answer reads 'Payment failed'", async () => {
    const user = userEvent.setup();
    stubPayment({
      intent: () => {
        throw new TypeError("offline");
      },
    });
    renderPayment();
    await screen.findByLabelText(paymentMessages.cardNumber);
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByTestId("payment-error")).toHaveTextContent(classPageMessages.paymentFailed);
  });

  it("paid but not enrolled: inline support message and a toast with the payment id", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    stubPayment({ enrol: () => json({ success: false, message: "boom", code: "INTERNAL" }, 500) });
    renderPayment();
    await screen.findByLabelText(paymentMessages.cardNumber);
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByTestId("payment-error")).toHaveTextContent(classPageMessages.paidNotEnrolled);
    expect(error).toHaveBeenCalledWith(
      classPageMessages.paidNotEnrolledToast("pi_sb1"),
      expect.objectContaining({ autoClose: TIMERS.toastEnrolment }),
    );
    expect(screen.queryByText(classPageMessages.paymentSuccess)).not.toBeInTheDocument();
  });

  it("a class that cannot be loaded shows 'Class information not found' with Browse Classes", async () => {
    const error = vi.spyOn(toast, "error");
    stubPayment({ classInfo: () => json({ success: false, message: "Resource not found", code: "NOT_FOUND" }, 404) });
    renderPayment();
    expect(await screen.findByRole("heading", { name: classPageMessages.classInfoNotFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: paymentMessages.browseClasses })).toHaveAttribute("href", "/all-classes");
    expect(error).toHaveBeenCalledWith(classPageMessages.loadInfoFailed, expect.anything());
  });

  it("keeps Pay disabled while the payment settings are loading", async () => {
    const user = userEvent.setup();
    stubPayment({ config: () => new Promise<Response>(() => {}) as unknown as Response });
    renderPayment();
    expect(await screen.findByText(paymentMessages.loadingCardForm)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await user.click(payButton());
    expect(screen.queryByText(classPageMessages.paymentSuccess)).not.toBeInTheDocument();
  });

  it("an enrolled student sees a link to their classes instead of the form", async () => {
    stubPayment({ classInfo: () => json({ success: true, class: { ...item, isEnrolled: true } }) });
    renderPayment();
    expect(await screen.findByText(classPageMessages.alreadyEnrolled)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: paymentMessages.goToEnrolled })).toHaveAttribute(
      "href",
      "/student-dashboard/my-enroll-classes",
    );
    expect(screen.queryByRole("button", { name: /^Pay \$/ })).not.toBeInTheDocument();
  });

  it("applies a coupon: shows the server's refusal, then the discounted price, and sends the code with the intent", async () => {
    const user = userEvent.setup();
    const intents: unknown[] = [];
    stubPayment({
      coupon: (call) =>
        (call.body as { code: string }).code === "HALF"
          ? json({ success: true, message: "ok", listPriceCents: 3999, discountCents: 1999, priceCents: 2000 })
          : json({ success: false, message: couponsMessages.expired, code: "BUSINESS_RULE" }, 422),
      intent: (call) => {
        intents.push(call.body);
        return json({ success: true, message: "ok", enrolled: true, amount: 0 });
      },
    });
    renderPayment();
    await screen.findByRole("heading", { name: paymentMessages.summaryTitle });
    await waitFor(() => expect(payButton()).toBeInTheDocument());
    const field = () => screen.getByLabelText(couponsMessages.fieldLabel);
    await user.type(field(), "OLD");
    await user.click(screen.getByRole("button", { name: couponsMessages.applyButton }));
    await waitFor(() => expect(screen.getByTestId("coupon-status")).toHaveTextContent(couponsMessages.expired), {
      timeout: 3000,
    });
    expect(screen.getByTestId("coupon-status")).toHaveAttribute("role", "alert");
    await user.clear(field());
    await user.type(field(), "half");
    await user.click(screen.getByRole("button", { name: couponsMessages.applyButton }));
    await waitFor(() => expect(screen.getByTestId("coupon-status")).toHaveTextContent(/you pay \$20/), {
      timeout: 3000,
    });
    expect(payButton()).toHaveTextContent("$20.00");
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(intents).toEqual([{ classId: item._id, couponCode: "HALF" }]));
  });
});
