import { couponsMessages, moneyScreenMessages } from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AnalyticsTab } from "../../src/features/analytics/components/analytics-tab";
import { AdminCouponsTab, TeacherCouponsTab } from "../../src/features/coupons/components/coupons-tab";
import { EarningsTab } from "../../src/features/earnings/components/earnings-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { type ApiCall, json, renderRoutes, signedInAuth, stubApi } from "../enrolments/support";

const auth: { current: AuthContextValue } = {
  current: signedInAuth({
    user: { uid: "teacher-1", email: "tia@example.test", displayName: "Tia Teacher", photoURL: null },
  }),
};
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));
// The canvas is Chart.js's; jsdom draws nothing, so the tests read the tables beside the charts.
vi.mock("../../src/components/charts/chart-canvas", () => ({ default: () => <canvas data-testid="chart" /> }));

const copy = moneyScreenMessages.earnings;
const couponCopy = moneyScreenMessages.coupons;

afterEach(() => {
  vi.unstubAllGlobals();
});

const series = [
  { period: "2026-11-26", enrolments: 0, grossCents: 0, shareCents: 0, refundCents: 0 },
  { period: "2026-11-27", enrolments: 2, grossCents: 5500, shareCents: 4400, refundCents: 0 },
];

function earningsApi() {
  return stubApi((call: ApiCall) => {
    if (call.path === "/teacher/earnings") {
      return json({
        success: true,
        balance: { currency: "usd", pendingCents: 4400, availableCents: 1234, inTransitCents: 0, paidOutCents: 200000 },
        payoutAccount: { connected: true, ready: true },
        payouts: [
          {
            _id: "payout-1",
            teacherId: "teacher-1",
            amountCents: 200000,
            currency: "usd",
            status: "paid",
            failure: null,
            createdAt: "2026-10-01T10:00:00.000Z",
            paidAt: "2026-10-01T10:00:05.000Z",
          },
        ],
      });
    }
    if (call.path === "/teacher/earnings/report") {
      return json({
        success: true,
        interval: call.query.get("interval"),
        currency: "usd",
        series,
        classes: [
          {
            classId: "class-1",
            title: "Watercolour basics",
            enrolments: 2,
            grossCents: 5500,
            shareCents: 4400,
            refundCents: 0,
          },
        ],
      });
    }
    return json({ success: false, code: "NOT_FOUND", message: "unexpected" }, 404);
  });
}

describe("Earnings (teacher)", () => {
  it("shows the balance, the charts' figures as tables, each class and the payouts received", async () => {
    const calls = earningsApi();
    renderRoutes([{ path: "/e", element: <EarningsTab /> }], "/e");

    await vi.waitFor(() => expect(screen.getByTestId("earnings-pending")).toHaveTextContent("$44.00"));
    expect(screen.getByTestId("earnings-available")).toHaveTextContent("$12.34");
    expect(screen.getByTestId("earnings-paid-out")).toHaveTextContent("$2,000.00");
    expect(screen.getByTestId("payout-account-status")).toHaveTextContent(copy.accountReady);

    const revenue = await screen.findByRole("region", { name: `${copy.revenueTitle}: table` });
    const row = within(revenue).getByRole("row", { name: /Nov 27/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$55.00", "$44.00", "$0.00"]);
    expect(screen.getByRole("img", { name: copy.revenueDescription("$44.00", "$55.00") })).toBeInTheDocument();
    const enrolments = screen.getByRole("region", { name: `${copy.enrolmentsTitle}: table` });
    expect(within(enrolments).getByRole("row", { name: /Nov 27/ })).toHaveTextContent("2");

    const byClass = screen.getByRole("region", { name: copy.byClassTitle });
    expect(within(byClass).getByRole("row", { name: /Watercolour basics/ })).toHaveTextContent("$44.00");
    const payouts = screen.getByRole("region", { name: copy.payoutsTitle });
    expect(within(payouts).getByText("$2,000.00")).toBeInTheDocument();
    expect(within(payouts).getByText(copy.payoutStatuses.paid)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(copy.intervalLabel), "month");
    await userEvent.selectOptions(screen.getByLabelText(copy.classFilter), "class-1");
    const last = calls.filter((call) => call.path === "/teacher/earnings/report").at(-1);
    expect(last?.query.get("interval")).toBe("month");
    expect(last?.query.get("classId")).toBe("class-1");
  });

  it("downloads the CSV of what is shown", async () => {
    earningsApi();
    const created = vi.fn(() => "blob:earnings");
    vi.stubGlobal("URL", Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderRoutes([{ path: "/e", element: <EarningsTab /> }], "/e");
    await screen.findByRole("region", { name: `${copy.revenueTitle}: table` });
    const downloads = stubApi(
      () =>
        new Response('\uFEFF"Period"\r\n', {
          headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="earnings-day.csv"' },
        }),
    );
    await userEvent.click(screen.getByRole("button", { name: copy.exportCsv }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(downloads.at(-1)?.path).toBe("/teacher/earnings/report.csv");
    expect(downloads.at(-1)?.query.get("interval")).toBe("day");
  });
});

function couponsApi(options: { admin?: boolean } = {}) {
  let coupons = [
    {
      _id: "coupon-1",
      code: "SPRING25",
      classId: "class-1",
      teacherId: "teacher-1",
      percentOff: 25,
      amountOffCents: null,
      startsAt: null,
      expiresAt: null,
      maxRedemptions: 10,
      redeemedCount: 3,
      disabledAt: null as string | null,
      createdAt: "2026-11-01T10:00:00.000Z",
    },
  ];
  return stubApi((call: ApiCall) => {
    if (call.method === "GET" && call.path === "/coupons") return json({ success: true, coupons });
    if (call.method === "GET" && call.path === "/classes/teacher/teacher-1") {
      return json({
        success: true,
        classes: [{ _id: "class-1", title: "Watercolour basics" }],
        totalClasses: 1,
        totalPages: 1,
      });
    }
    if (call.method === "POST" && call.path === "/coupons") {
      const body = call.body as { code: string };
      if (body.code === "TAKEN") {
        return json({ success: false, code: "CONFLICT", message: couponsMessages.codeTaken }, 409);
      }
      const coupon = {
        ...coupons[0],
        ...(call.body as object),
        _id: "coupon-2",
        redeemedCount: 0,
      } as (typeof coupons)[number];
      coupons = [coupon, ...coupons];
      return json({ success: true, message: couponsMessages.created, coupon });
    }
    if (call.method === "POST" && call.path === "/coupons/coupon-1/disable") {
      coupons = coupons.map((row) =>
        row._id === "coupon-1" ? { ...row, disabledAt: "2026-11-27T10:00:00.000Z" } : row,
      );
      return json({ success: true, message: couponsMessages.disabledDone, coupon: coupons[0] });
    }
    return json({ success: false, code: "NOT_FOUND", message: options.admin ? "admin" : "unexpected" }, 404);
  });
}

describe("Coupons", () => {
  it("lets a teacher create a code for one of their classes, and shows the server's refusal", async () => {
    const calls = couponsApi();
    renderRoutes([{ path: "/c", element: <TeacherCouponsTab /> }], "/c");
    const row = await screen.findByRole("row", { name: /SPRING25/ });
    expect(row).toHaveTextContent("Watercolour basics");
    expect(row).toHaveTextContent("3 of 10");
    expect(row).toHaveTextContent(couponCopy.statusActive);

    await userEvent.type(screen.getByLabelText(couponCopy.codeLabel), "summer10");
    await userEvent.selectOptions(screen.getByLabelText(couponCopy.classLabel), "class-1");
    await userEvent.type(screen.getByLabelText(couponCopy.percentLabel), "10");
    await userEvent.type(screen.getByLabelText(couponCopy.maxLabel), "5");
    await userEvent.click(screen.getByRole("button", { name: couponCopy.createButton }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST" && call.path === "/coupons")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      code: "SUMMER10",
      classId: "class-1",
      percentOff: 10,
      maxRedemptions: 5,
    });
    expect(await screen.findByRole("row", { name: /SUMMER10/ })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(couponCopy.codeLabel), "TAKEN");
    await userEvent.click(screen.getByRole("radio", { name: couponCopy.amountOption }));
    await userEvent.type(screen.getByLabelText(couponCopy.amountLabel), "5");
    await userEvent.click(screen.getByRole("button", { name: couponCopy.createButton }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(2), { timeout: 3000 });
    expect(await screen.findByText(couponsMessages.codeTaken)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").at(-1)?.body).toEqual({ code: "TAKEN", amountOffCents: 500 });
  });

  it("disables a code after asking, and an admin types a class id or leaves it for every class", async () => {
    const calls = couponsApi({ admin: true });
    renderRoutes([{ path: "/c", element: <AdminCouponsTab /> }], "/c");
    await userEvent.click(await screen.findByRole("button", { name: couponCopy.disableLabel("SPRING25") }));
    const dialog = await screen.findByRole("dialog", { name: couponCopy.disableTitle("SPRING25") });
    await userEvent.click(within(dialog).getByRole("button", { name: couponCopy.disableButton }));
    expect(await screen.findByText(couponCopy.statusDisabled)).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/coupons/coupon-1/disable")).toBe(true);
    expect(screen.queryByRole("button", { name: couponCopy.disableLabel("SPRING25") })).not.toBeInTheDocument();
    expect(screen.getByLabelText(couponCopy.classIdLabel)).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith("/classes/teacher"))).toBe(false);
  });
});

describe("Analytics (admin)", () => {
  it("shows each chart's figures in a table and the top classes and teachers", async () => {
    const calls = stubApi((call: ApiCall) =>
      json({
        success: true,
        interval: call.query.get("interval"),
        currency: "usd",
        series: [
          {
            period: "2026-11-01",
            signups: 4,
            enrolments: 3,
            grossCents: 9000,
            refundCents: 2500,
            payoutCents: 0,
            platformCents: 1300,
          },
        ],
        topClasses: [{ id: "class-1", name: "Watercolour basics", grossCents: 9000, enrolments: 3 }],
        topTeachers: [{ id: "teacher-1", name: "Tia Teacher", grossCents: 9000, enrolments: 3 }],
      }),
    );
    renderRoutes([{ path: "/a", element: <AnalyticsTab /> }], "/a");
    const growth = await screen.findByRole("region", { name: `${copy.growthTitle}: table` });
    expect(within(growth).getByRole("row", { name: /Nov 1/ })).toHaveTextContent("43");
    const money = screen.getByRole("region", { name: `${copy.moneyTitle}: table` });
    const cells = within(within(money).getByRole("row", { name: /Nov 1/ })).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["$90.00", "$13.00", "$25.00", "$0.00"]);
    expect(
      within(screen.getByRole("region", { name: copy.topClassesTitle })).getByText("Watercolour basics"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: copy.topTeachersTitle })).getByText("Tia Teacher"),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(copy.intervalLabel), "week");
    await vi.waitFor(() => expect(calls.at(-1)?.query.get("interval")).toBe("week"));
  });
});
