import path from "node:path";
import { messages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS, REPO_ROOT } from "../fixtures/env.js";
import { signIn } from "../fixtures/session.js";

/**
 * The README's pictures, taken from the built product with the demo data: `npm run screenshots -w
 * @classwise/e2e` (after `npm run build`). Motion is reduced so carousels stand still on their first slide.
 */
const out = (name: string) => path.join(REPO_ROOT, "docs", name);

test.use({ reducedMotion: "reduce" });

async function settle(page: Page) {
  await expect(page.locator("main .animate-spin")).toHaveCount(0, { timeout: 20_000 });
  // Pictures decode after the layout settles (lazy ones further down are not in the picture); a first screen's
  // other pictures get their address after the first paint.
  await expect
    .poll(() =>
      page.locator('img:not([loading="lazy"])').evaluateAll((images) =>
        images.every((image) => {
          const picture = image as unknown as { complete: boolean; getAttribute(name: string): string | null };
          return picture.complete && Boolean(picture.getAttribute("src"));
        }),
      ),
    )
    .toBe(true);
}

test("home page, light, 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: messages.home.heroTitles[0] })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out("screenshot.png") });
});

test("catalogue, dark, 1280 px", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    colorScheme: "dark",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await signIn(page, DEMO_ACCOUNTS.student);
  await page.goto("/all-classes");
  await expect(page.getByRole("list", { name: "Classes" })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out("screenshot-catalogue-dark.png") });
  await context.close();
});

test("student dashboard, 375 px", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 812 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await signIn(page, DEMO_ACCOUNTS.student);
  await page.goto("/student-dashboard/my-enroll-classes");
  await expect(page.getByRole("heading", { name: messages.enrolled.title })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out("screenshot-student-mobile.png") });
  await context.close();
});
