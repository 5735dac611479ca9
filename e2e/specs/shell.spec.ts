import { expect, test } from "@playwright/test";

test.describe("layout and not-found page @mobile", () => {
  test("shows the navigation, the footer with the current year and four social links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText("Classwise").first()).toBeVisible();
    const year = String(new Date().getFullYear());
    const footer = page.locator("footer");
    await expect(footer).toContainText(year);
    await expect(footer.getByRole("link")).toHaveCount(4);
  });

  test("an unknown path shows 404 with Go Back and Back to Home", async ({ page }) => {
    await page.goto("/");
    await page.goto("/definitely/not/here");
    await expect(page.getByText("404")).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/nope");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("deep links return the app and unknown API routes answer JSON", async ({ request }) => {
    const deep = await request.get("/all-classes");
    expect(deep.status()).toBe(200);
    expect(deep.headers()["content-type"]).toContain("text/html");
    const api = await request.get("/api/x");
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});

test.describe("content security policy", () => {
  test("the public pages and the forms run without a single violation of the page's policy", async ({ page }) => {
    // The page records every violation report of its policy (a caught one too).
    await page.addInitScript({
      content: `window.cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) =>
          window.cspViolations.push(event.violatedDirective + " " + event.sourceFile + ":" + event.lineNumber));`,
    });
    for (const path of ["/", "/login", "/register", "/forgot-password"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // A form's schema is built and run: type into the first field and leave it.
      if (path !== "/") {
        await page.getByRole("textbox").first().fill("x");
        await page.getByRole("textbox").first().blur();
      }
      expect(await page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
        [],
      );
    }
  });
});
