import { dashboardMessages } from "@classwise/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardTabs } from "../../src/app/layouts/dashboard-tabs";
import { Navbar } from "../../src/app/layouts/navbar";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { authUserFor, json, makeAuth, makeUser, renderRoutes, stubApi } from "../dashboards/support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

function renderNavbar(signedIn: boolean) {
  const record = makeUser({ name: "Mina Menu" });
  auth.current = signedIn ? makeAuth({ user: authUserFor(record), token: "token-1" }) : makeAuth();
  stubApi(() => json({ success: true, user: record }));
  renderRoutes([{ path: "/start", element: <Navbar /> }], ["/start"]);
}

describe("avatar menu (menu button pattern)", () => {
  it("opens from the keyboard on its first item, moves with the arrows, Home and End, and Escape returns focus", async () => {
    const user = userEvent.setup();
    renderNavbar(true);
    const trigger = await screen.findByRole("button", { name: "Account menu" });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const [dashboard, logout] = screen.getAllByRole("menuitem") as [HTMLElement, HTMLElement];
    expect(dashboard).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(logout).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(dashboard).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(logout).toHaveFocus();
    await user.keyboard("{Home}");
    expect(dashboard).toHaveFocus();
    await user.keyboard("{End}");
    expect(logout).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("opens on the last item with ArrowUp and closes when Tab leaves it", async () => {
    const user = userEvent.setup();
    renderNavbar(true);
    const trigger = await screen.findByRole("button", { name: "Account menu" });
    trigger.focus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});

describe("collapsible menus (disclosure buttons)", () => {
  it("the small-screen site menu closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderNavbar(false);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("mobile-menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(document.getElementById("mobile-menu")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("the dashboard menu closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: "/admin-dashboard/*",
          element: (
            <DashboardTabs
              label="Admin Dashboard"
              tabs={[
                { path: "/admin-dashboard/users", label: "Users" },
                { path: "/admin-dashboard/profile", label: "Profile" },
              ]}
            />
          ),
        },
      ],
      ["/admin-dashboard/users"],
    );
    const toggle = screen.getByRole("button", { expanded: false });
    await user.click(toggle);
    expect(screen.getByRole("navigation", { name: dashboardMessages.menu })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: dashboardMessages.menu })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
