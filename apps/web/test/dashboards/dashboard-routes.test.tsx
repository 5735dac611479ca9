import { dashboardMessages, navMessages, type User } from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adminTabs,
  type DashboardTab,
  dashboardRoutes,
  studentTabs,
  teacherTabs,
} from "../../src/app/routes/dashboard-routes";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { paths } from "../../src/lib/paths";
import { authUserFor, json, makeAuth, makeUser, renderRoutes, stubApi } from "./support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

function signInAs(record: User, overrides: Partial<AuthContextValue> = {}) {
  auth.current = makeAuth({ user: authUserFor(record), token: "token-1", ...overrides });
  return stubApi((call) => {
    if (call.path === `/users/${record.uid}`) return json({ success: true, user: record });
    if (call.path === "/users") return json({ success: true, users: [record], totalUsers: 1, totalPages: 1 });
    return json({ success: false, code: "NOT_FOUND", message: "missing" }, 404);
  });
}

/** Tab screens load lazily; under a busy parallel run the first import can take a while. */
const LAZY_ROUTE = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

const dashboards = [
  {
    root: paths.student.root,
    role: "student",
    tabs: studentTabs,
    // Payment History (issue 23) and My Certificates, beside the original tabs.
    order: ["my-enroll-classes", "payment-history", "my-certificates", "my-request", "profile"],
  },
  // Earnings, Coupons and the admin's Payouts (issue 24), beside the original tabs.
  {
    root: paths.teacher.root,
    role: "teacher",
    tabs: teacherTabs,
    order: ["add-class", "my-classes", "earnings", "coupons", "profile"],
  },
  {
    root: paths.admin.root,
    role: "admin",
    tabs: adminTabs,
    order: [
      "teacher-request",
      "users",
      "admin-all-classes",
      "payments",
      "coupons",
      "payouts",
      "analytics",
      "audit-log",
      "profile",
    ],
  },
] as const;

/** Each tab's place in the spec's order, by its path's last segment under the dashboard's root. */
function positions(root: string, tabs: readonly DashboardTab[], order: readonly string[]) {
  return tabs.map((tab) => order.indexOf(tab.path.replace(`${root}/`, "")));
}

describe("dashboard routes", () => {
  it.each(dashboards)("lists $root tabs in the spec's order, spec paths only", ({ root, tabs, order }) => {
    const found = positions(root, tabs, order);
    expect(found).not.toContain(-1);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    expect(tabs.map((tab) => tab.path)).toContain(`${root}/profile`);
  });

  it.each(dashboards)("redirects $root to its first tab", async ({ root, role, tabs }) => {
    signInAs(makeUser({ role }));
    const { router } = renderRoutes(dashboardRoutes, [root]);
    const first = tabs[0];
    if (!first) throw new Error("every dashboard lists at least one tab");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(first.path), LAZY_ROUTE);
    const tabBar = await screen.findByRole("navigation", { name: /tabs$/ }, LAZY_ROUTE);
    expect(
      within(tabBar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(tabs.map((tab) => tab.label));
    expect(
      await within(tabBar).findByRole("link", { name: first.label, current: "page" }, LAZY_ROUTE),
    ).toBeInTheDocument();
  });

  it("shows the admin title and greets by display name", async () => {
    signInAs(makeUser({ role: "admin", name: "Grace Hopper" }));
    renderRoutes(dashboardRoutes, [paths.admin.profile]);
    expect(await screen.findByRole("heading", { name: dashboardMessages.adminTitle })).toBeInTheDocument();
    expect(screen.getByText(dashboardMessages.greeting("Grace Hopper"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: dashboardMessages.backToHome })).toHaveAttribute("href", "/");
  });

  it("greets 'Admin' when the identity service has no display name", async () => {
    const record = makeUser({ role: "admin" });
    signInAs(record, { user: { ...authUserFor(record), displayName: null } });
    renderRoutes(dashboardRoutes, [paths.admin.profile]);
    expect(await screen.findByText(dashboardMessages.greeting("Admin"))).toBeInTheDocument();
  });

  it("logs out with a toast and goes home", async () => {
    signInAs(makeUser({ role: "student" }));
    const { router } = renderRoutes(dashboardRoutes, [paths.student.profile]);
    await userEvent.click(await screen.findByRole("button", { name: dashboardMessages.logout }));
    expect(await screen.findByText(navMessages.loggedOut)).toBeInTheDocument();
    expect(auth.current?.logout).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/");
  });

  it("says 'Logout failed. Please try again.' when the sign-out fails", async () => {
    signInAs(makeUser({ role: "teacher" }), { logout: vi.fn(async () => Promise.reject(new Error("offline"))) });
    renderRoutes(dashboardRoutes, [paths.teacher.profile]);
    await userEvent.click(await screen.findByRole("button", { name: dashboardMessages.logout }));
    expect(await screen.findByText(navMessages.logoutFailed)).toBeInTheDocument();
    expect(screen.queryByText(navMessages.loggedOut)).not.toBeInTheDocument();
  });

  it("collapses the tabs into a menu that opens, names the current tab and closes on choice", async () => {
    signInAs(makeUser({ role: "admin" }));
    const { router } = renderRoutes(dashboardRoutes, [paths.admin.profile]);
    const toggle = await screen.findByRole("button", { name: new RegExp(dashboardMessages.menu) });
    expect(toggle).toHaveTextContent(dashboardMessages.tabs.profile);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const menu = screen.getByRole("navigation", { name: dashboardMessages.menu });
    await userEvent.click(within(menu).getByRole("link", { name: dashboardMessages.tabs.users }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.users), LAZY_ROUTE);
    expect(screen.queryByRole("navigation", { name: dashboardMessages.menu })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(toggle).toHaveTextContent(dashboardMessages.tabs.users));
  });
});
