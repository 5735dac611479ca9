import { messages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { GOOGLE_PROFILE, MAIL_DIR } from "../fixtures/env.js";
import { waitForMail } from "../fixtures/mail-sink.js";
import { signUp } from "../fixtures/session.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function logout(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText(messages.nav.loggedOut)).toBeVisible();
}

test.describe("identity", () => {
  test("sign-in, registration and forgotten-password pages paint from the HTML, and the app takes them over @mobile", async ({
    page,
    browser,
  }) => {
    const pages = [
      { path: "/login", heading: "Welcome back", submit: "Sign In" },
      { path: "/register", heading: "Create your account", submit: "Create Account" },
      { path: "/forgot-password", heading: messages.forgot.title, submit: messages.forgot.submit },
    ];
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    for (const { path, heading, submit } of pages) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`<div id="root" inert>`);
      expect(html).toContain(heading);
      // Google sign-in is set up on this server: the page says so before any request of its own.
      expect(html).toContain('<html lang="en" data-google-sign-in="on">');
      // Nothing but the HTML and the stylesheet before the first paint: the scripts come after, at low priority.
      expect(html).toMatch(/<script type="module" crossorigin fetchpriority="low" src=/);
      expect(html).not.toMatch(/<link rel="modulepreload" crossorigin href=/);
      const bare = await noScript.newPage();
      await bare.goto(path);
      await expect(bare.getByText(heading, { exact: true })).toBeVisible();
      // The browser may paint the page before it has read the whole card: what it shows of the card then sits
      // where the whole card does, so nothing moves as the rest arrives.
      const card = bare.locator("main section > div").first();
      const whole = await card.boundingBox();
      const partial = html.slice(0, html.indexOf(submit, html.indexOf(heading)));
      await bare.route(`**${path}`, (route) => route.fulfill({ contentType: "text/html", body: partial }));
      await bare.goto(path);
      await expect(bare.getByText(heading, { exact: true })).toBeVisible();
      const part = await card.boundingBox();
      expect(part?.height).toBeLessThan(whole?.height ?? 0);
      expect(part?.y).toBe(whole?.y);
      await bare.close();
    }
    await noScript.close();

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const { path, heading, submit } of pages) {
      await page.goto(path);
      await expect(page.locator("#root")).not.toHaveAttribute("inert");
      await expect(page.getByText(heading, { exact: true })).toHaveCount(1);
      await page.getByLabel("Email").fill("not-an-email");
      await page.getByLabel("Email").press("Enter");
      await expect(page.getByText(messages.validation.emailInvalid)).toBeVisible();
      await expect(page.getByRole("button", { name: submit })).toBeEnabled();
    }
    // A submit with a field in error takes the visitor to it.
    await page.goto("/login");
    await page.getByLabel("Password", { exact: true }).fill("some-password");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page.getByText(messages.validation.emailRequired)).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    // The note under Continue with Google is never shown where Google sign-in works.
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
    await expect(page.locator("#google-unavailable")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("register from a guarded page lands back there, then logout @mobile", async ({ page }) => {
    const email = `reg-${unique()}@example.test`;
    await page.goto("/all-classes");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/register$/);
    // on-blur validation with the spec's texts
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Email Address").blur();
    await expect(page.getByText(messages.validation.emailInvalid)).toBeVisible();
    await page.getByLabel("Email Address").fill("");
    await page.getByLabel("Email Address").blur();
    await expect(page.getByText(messages.validation.emailRequired)).toBeVisible();

    await page.getByLabel("Full Name").fill("Rita Register");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-good-password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(messages.register.success)).toBeVisible();
    await expect(page).toHaveURL(/\/all-classes$/);
    await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByTestId("menu-display-name")).toHaveText("Rita Register");
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 300);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await logout(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test("registering a taken email shows the spec's text", async ({ page, request }) => {
    const email = `taken-${unique()}@example.test`;
    await signUp(request, { name: "First", email, password: "a-good-password" });
    await page.context().clearCookies();
    await page.goto("/register");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-good-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(messages.register.emailInUse)).toBeVisible();
  });

  test("login: required fields, wrong password, unknown email, then success", async ({ page, request }) => {
    const email = `login-${unique()}@example.test`;
    await signUp(request, { name: "Lou Login", email, password: "right-password" });
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.validation.emailRequired)).toBeVisible();
    await expect(page.getByText(messages.validation.passwordRequired)).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.login.wrongPassword)).toBeVisible();
    await page.getByLabel("Email").fill(`nobody-${unique()}@example.test`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.login.userNotFound)).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("right-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.login.success)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });

  test("Continue with Google signs in through the OpenID Connect issuer", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByText(messages.login.googleSuccess)).toBeVisible();
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByText(GOOGLE_PROFILE.email)).toBeVisible();
    await expect(page.getByTestId("menu-display-name")).toHaveText(GOOGLE_PROFILE.name);
  });

  test("forgot password: mail arrives, reset, sign in with the new password", async ({ page, request }) => {
    const email = `reset-${unique()}@example.test`;
    await signUp(request, { name: "Rex Reset", email, password: "old-password-1" });
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByLabel("Email Address").fill(`ghost-${unique()}@example.test`);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText(messages.forgot.userNotFound)).toBeVisible();
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText(messages.forgot.success)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Another Email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();

    const mail = await waitForMail(MAIL_DIR, email);
    const link = mail.match(/https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto((link ?? "").replaceAll("&amp;", "&"));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel("New Password", { exact: true }).fill("new-password-2");
    await page.getByLabel("Confirm New Password").fill("new-password-2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("new-password-2");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.login.success)).toBeVisible();
  });
});
