import { messages, roleLabel } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { signIn, signUp } from "../fixtures/session.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function isNarrow(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

const dashboards = [
  {
    account: DEMO_ACCOUNTS.student,
    role: "student",
    root: "/student-dashboard",
    title: messages.dashboard.studentTitle,
  },
  {
    account: DEMO_ACCOUNTS.teacher,
    role: "teacher",
    root: "/teacher-dashboard",
    title: messages.dashboard.teacherTitle,
  },
  { account: DEMO_ACCOUNTS.admin, role: "admin", root: "/admin-dashboard", title: messages.dashboard.adminTitle },
] as const;

test.describe("dashboard guards", () => {
  test("a visitor to the student dashboard lands on /login", async ({ page }) => {
    await page.goto("/student-dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a student in the teacher dashboard sees Access Restricted and can go home", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.student);
    await page.goto("/teacher-dashboard");
    await expect(page.getByRole("heading", { name: messages.guards.teacherTitle })).toBeVisible();
    await expect(page.getByText(messages.guards.teacherText)).toBeVisible();
    await page.getByRole("link", { name: messages.guards.goHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a student in the admin dashboard sees Admin Access Required and can go back", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.student);
    await page.goto("/all-classes");
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { name: messages.guards.adminTitle })).toBeVisible();
    await expect(page.getByText(messages.guards.adminText)).toBeVisible();
    await page.getByRole("button", { name: messages.guards.goBack }).click();
    await expect(page).toHaveURL(/\/all-classes$/);
  });

  test("a teacher in the admin dashboard sees Admin Access Required", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.teacher);
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { name: messages.guards.adminTitle })).toBeVisible();
  });

  test("an admin in the teacher dashboard sees Access Restricted (the guard checks role teacher)", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.goto("/teacher-dashboard");
    await expect(page.getByRole("heading", { name: messages.guards.teacherTitle })).toBeVisible();
  });

  test("a failed role check shows Permission Error and Try Again reloads the page", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.route("**/api/users/*", (route) =>
      route.fulfill({ status: 500, json: { success: false, code: "INTERNAL", message: "down" } }),
    );
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { name: messages.guards.errorTitle })).toBeVisible();
    await expect(page.getByText(messages.guards.errorText)).toBeVisible();
    await page.unroute("**/api/users/*");
    await page.getByRole("button", { name: messages.guards.tryAgain }).click();
    await expect(page.getByRole("heading", { name: messages.dashboard.adminTitle })).toBeVisible();
  });
});

test.describe("dashboard shells @mobile", () => {
  for (const dashboard of dashboards) {
    test(`${dashboard.role}: header, tabs and Profile @mobile`, async ({ page }) => {
      await signIn(page, dashboard.account);
      await page.goto(dashboard.root);
      await expect(page).toHaveURL(new RegExp(`${dashboard.root}/[a-z-]+$`));
      await expect(page.getByRole("heading", { name: dashboard.title, level: 1 })).toBeVisible();
      await expect(page.getByText(/^Welcome back, .+!$/)).toBeVisible();
      await expect(page.getByRole("link", { name: messages.dashboard.backToHome })).toHaveAttribute("href", "/");
      await expect(page.getByRole("button", { name: messages.dashboard.logout })).toBeVisible();

      const tabBar = page.getByRole("navigation", { name: `${dashboard.title} tabs` });
      const menuToggle = page.getByRole("button", { name: new RegExp(messages.dashboard.menu) });
      if (isNarrow(page)) {
        await expect(tabBar).toBeHidden();
        await expect(menuToggle).toHaveAttribute("aria-expanded", "false");
        await menuToggle.click();
        const menu = page.getByRole("navigation", { name: messages.dashboard.menu });
        await expect(menu).toBeVisible();
        await menu.getByRole("link", { name: messages.dashboard.tabs.profile }).click();
        await expect(menu).toBeHidden();
        await expect(menuToggle).toContainText(messages.dashboard.tabs.profile);
      } else {
        await expect(menuToggle).toBeHidden();
        await expect(tabBar.getByRole("link").first()).toHaveAttribute("aria-current", "page");
        await tabBar.getByRole("link", { name: messages.dashboard.tabs.profile }).click();
        await expect(tabBar.getByRole("link", { name: messages.dashboard.tabs.profile })).toHaveAttribute(
          "aria-current",
          "page",
        );
      }
      await expect(page).toHaveURL(new RegExp(`${dashboard.root}/profile$`));
      await expect(page.getByTestId("profile-email")).toHaveText(dashboard.account);
      await expect(page.getByText(messages.dashboard.memberSince)).toBeVisible();
      await expect(page.getByTestId("profile-role")).toHaveText(roleLabel(dashboard.role));
      // nothing wider than the viewport (no sideways scrolling at 375 px)
      const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("Logout in a dashboard says goodbye and goes home @mobile", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.student);
    await page.goto("/student-dashboard/profile");
    await page.getByRole("button", { name: messages.dashboard.logout }).click();
    await expect(page.getByText(messages.nav.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/student-dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("admin Users tab", () => {
  test("an admin finds a new user, makes them admin and sees 'Already Admin' @mobile", async ({ page, request }) => {
    const name = `Nia Newcomer ${unique()}`;
    const email = `newcomer-${unique()}@example.test`;
    await signUp(request, { name, email, password: "a-good-password" });

    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.goto("/admin-dashboard/users");
    await expect(page.getByRole("heading", { name: messages.admin.usersTitle })).toBeVisible();
    const search = page.getByPlaceholder(messages.admin.searchPlaceholder);
    await search.fill(`  ${email}  `);
    await search.press("Enter");
    const rows = page.getByTestId("user-row");
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(name);
    await expect(row).toContainText(roleLabel("student"));

    await row.getByRole("button", { name: /Make Admin/ }).click();
    // Asked first: the role changes only on the dialog's confirmation.
    const confirm = page.getByRole("dialog", { name: messages.admin.confirmMakeAdminTitle });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: messages.admin.confirmMakeAdmin }).click();
    await expect(page.getByText(messages.admin.madeAdmin(name))).toBeVisible();
    await expect(row.getByText(messages.admin.alreadyAdmin)).toBeVisible();
    await expect(row).toContainText(roleLabel("admin"));

    await page.getByRole("button", { name: messages.admin.clearSearch }).click();
    await expect(search).toHaveValue("");
    await expect(rows.first()).toBeVisible();

    await page.reload();
    await search.fill(email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByText(messages.admin.alreadyAdmin)).toBeVisible();
  });

  test("page sizes 5/10/15/20 with 5 first, and the pager stays within range", async ({ page, request }) => {
    for (let index = 0; index < 8; index += 1) {
      await request.post("/api/auth/sign-up/email", {
        data: { name: `Pager Person ${index}`, email: `pager-${unique()}@example.test`, password: "a-good-password" },
      });
    }
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.goto("/admin-dashboard/users");
    const rows = page.getByTestId("user-row");
    await expect(rows).toHaveCount(5);
    const size = page.getByRole("combobox");
    await expect(size).toHaveValue("5");
    await expect(size.locator("option")).toHaveText(["5", "10", "15", "20"]);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await size.selectOption("10");
    await expect(rows).toHaveCount(10);
    await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });
});
