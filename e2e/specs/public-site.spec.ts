import { type ClassListResponse, messages, type PublicClass } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { bearerFor, signIn } from "../fixtures/session.js";

async function approvedCatalogue(page: Page, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ page: "1", limit: "100", status: "approved", ...query });
  const response = await page.request.get(`/api/classes?${params}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ClassListResponse;
}

// The section around a carousel carries the same name, so the carousel is found by its role description.
const carousel = (page: Page, name: string) =>
  page.locator(`section[aria-roledescription="carousel"][aria-label="${name}"]`);
/** Slides on screen: the carousel hides the others from assistive technology. */
const shownSlides = (page: Page, name: string) => carousel(page, name).getByRole("group");
const summary = (page: Page) => page.getByTestId("catalogue-summary");
const cards = (page: Page) => page.getByRole("list", { name: "Classes" }).getByRole("listitem");

test.describe("home page", () => {
  test("shows the eight sections in the spec's order @mobile", async ({ page }) => {
    await page.goto("/");
    const [firstTitle] = messages.home.heroTitles;
    await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();
    // The app renders over the prerendered markup, replacing its elements: the walk starts once it has.
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
    const headings = [
      messages.home.partnersTitle,
      messages.home.popularTitle,
      messages.home.feedbackTitle,
      messages.home.statisticsTitle,
      messages.home.teachTitle,
      "How It Works",
      "Frequently Asked Questions",
    ];
    for (const name of headings) {
      const heading = page.getByRole("heading", { level: 2, name, exact: true });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }
    const order = await page.locator("main h2").allTextContents();
    const positions = headings.map((name) => order.indexOf(name));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const step of messages.home.howItWorksSteps) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByText(messages.home.teachNote)).toBeVisible();
  });

  test("paints its first screen from the HTML, and the app takes it over in place @mobile", async ({
    page,
    browser,
  }) => {
    const [firstTitle] = messages.home.heroTitles;
    const html = await (await page.request.get("/")).text();
    expect(html).toContain(`<div id="root" inert>`);
    expect(html).toContain(firstTitle);
    expect(html).toMatch(/<title>Learn from expert instructors \| Classwise<\/title>/);
    // Without any script the visitor still sees the hero (inert: nothing to click before the app is there).
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const bare = await noScript.newPage();
    await bare.goto("/");
    await expect(bare.getByText(firstTitle, { exact: true })).toBeVisible();
    await noScript.close();

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
    // Rendered over, not beside: one header, one hero heading, one footer.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: messages.home.popularTitle })).toBeVisible();
    await carousel(page, "Featured").getByRole("button", { name: "Next slide" }).click();
    await expect(carousel(page, "Featured").getByRole("group")).toContainText(messages.home.heroTitles[1]);
    expect(errors).toEqual([]);
  });

  test("hero carousel: three slides, next and previous wrap, dots jump", async ({ page }) => {
    await page.goto("/");
    const hero = carousel(page, "Featured");
    const [first, second, third] = messages.home.heroTitles;
    await expect(hero.getByRole("group")).toHaveCount(1);
    await expect(hero.getByRole("group")).toContainText(first);
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(hero.getByRole("group")).toContainText(third);
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.getByRole("group")).toContainText(first);
    await hero.getByRole("button", { name: "Go to slide 2" }).click();
    await expect(hero.getByRole("group")).toContainText(second);
  });

  test("popular classes: at most six approved cards, three on screen, Enroll Now opens the class", async ({ page }) => {
    await signIn(page);
    await page.goto("/");
    const popular = carousel(page, messages.home.popularTitle);
    await popular.scrollIntoViewIfNeeded();
    // Hovering pauses the 4 s auto-advance (product §4), so the first card stays first while we look at it.
    await popular.hover();
    await expect(shownSlides(page, messages.home.popularTitle)).toHaveCount(3);
    const all = popular.getByRole("group", { includeHidden: true });
    expect(await all.count()).toBeLessThanOrEqual(6);
    const api = (await (await page.request.get("/api/popular-classes")).json()) as { classes: PublicClass[] };
    const first = api.classes[0];
    expect(first).toBeDefined();
    await expect(shownSlides(page, messages.home.popularTitle).first()).toContainText(first!.title);
    await shownSlides(page, messages.home.popularTitle)
      .first()
      .getByRole("link", { name: /Enroll Now/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/all-classes/${first!._id}$`));
    await expect(page.getByRole("heading", { level: 1, name: first!.title })).toBeVisible();
  });

  test("feedback, statistics and FAQ @mobile", async ({ page }) => {
    type Figures = { statistics: { totalUsers: number; totalClasses: number; totalEnrollments: number } };
    const figures = async () =>
      ((await (await page.request.get("/api/public-statistics")).json()) as Figures).statistics;
    // Other specs on this worker's server register users and add classes meanwhile: the page shows the figures
    // of its own load, between what the endpoint said before and after it.
    const before = await figures();
    await page.goto("/");
    const feedback = carousel(page, messages.home.feedbackTitle);
    await feedback.scrollIntoViewIfNeeded();
    await expect(feedback.getByText(messages.home.verifiedStudent).first()).toBeVisible();
    const narrow = (page.viewportSize()?.width ?? 1280) < 768;
    await expect(shownSlides(page, messages.home.feedbackTitle)).toHaveCount(narrow ? 1 : 3);

    const users = page.getByText(messages.home.totalUsers, { exact: true });
    await users.scrollIntoViewIfNeeded();
    const shown = async (label: string) => {
      const card = page.getByText(label, { exact: true }).locator("..");
      await expect(card).toContainText(/\d/);
      return Number((await card.innerText()).replace(label, "").replace(/[^\d]/g, ""));
    };
    const shownUsers = await shown(messages.home.totalUsers);
    const shownClasses = await shown(messages.home.totalClasses);
    const after = await figures();
    expect(shownUsers).toBeGreaterThanOrEqual(before.totalUsers);
    expect(shownUsers).toBeLessThanOrEqual(after.totalUsers);
    expect(shownClasses).toBeGreaterThanOrEqual(Math.min(before.totalClasses, after.totalClasses));
    expect(shownClasses).toBeLessThanOrEqual(Math.max(before.totalClasses, after.totalClasses));

    const question = page.getByRole("button", { name: "Can I get a refund?" });
    await question.scrollIntoViewIfNeeded();
    await question.click();
    await expect(page.getByText("Within 30 days of paying", { exact: false }).first()).toBeVisible();
    await page.getByRole("button", { name: "Do I get a certificate?" }).click();
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("button", { name: "Do I get a certificate?" }).click();
    await expect(page.getByRole("button", { name: "Do I get a certificate?" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("Apply to Teach leads to /teach", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: messages.home.applyToTeach, exact: true }).last().click();
    await expect(page).toHaveURL(/\/(teach|login)$/);
  });
});

test.describe("catalogue", () => {
  test("needs a signed-in user", async ({ page }) => {
    await page.goto("/all-classes");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("pages through the approved classes, ten at a time, and keeps the page in the URL @mobile", async ({ page }) => {
    const { totalClasses } = await approvedCatalogue(page);
    expect(totalClasses).toBeGreaterThan(10);
    const pages = Math.ceil(totalClasses / 10);
    await signIn(page);
    await page.goto("/all-classes");
    await expect(page.getByRole("heading", { level: 1, name: messages.catalogue.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(summary(page)).toContainText(messages.catalogue.showing(1, 10, totalClasses));
    await expect(summary(page)).toContainText(messages.catalogue.pageOf(1, pages));

    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(summary(page)).toContainText(messages.catalogue.showing(11, Math.min(20, totalClasses), totalClasses));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await page.reload();
    await expect(summary(page)).toContainText(messages.catalogue.pageOf(3, pages));
    await page.goBack();
    await expect(summary(page)).toContainText(messages.catalogue.pageOf(2, pages));
  });

  test("asks for its page of classes while the session is still being checked", async ({ page }) => {
    await signIn(page);
    // The session check is held until the page's request for classes has gone out.
    let classesRequested!: () => void;
    const classesAsked = new Promise<void>((resolve) => {
      classesRequested = resolve;
    });
    let sessionAnswered = false;
    let classesAskedFirst = false;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname !== "/api/classes") return;
      classesAskedFirst ||= !sessionAnswered;
      classesRequested();
    });
    await page.route("**/api/auth/get-session*", async (route) => {
      await Promise.race([classesAsked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      sessionAnswered = true;
      await route.continue();
    });
    await page.goto("/all-classes?page=2&limit=5");
    await expect(cards(page)).toHaveCount(5);
    expect(classesAskedFirst).toBe(true);
    const { totalClasses } = await approvedCatalogue(page);
    await expect(summary(page)).toContainText(messages.catalogue.showing(6, Math.min(10, totalClasses), totalClasses));
  });

  test("opened as it first is, draws its first page from the answers the page came with, without asking", async ({
    page,
  }) => {
    const { classes } = await approvedCatalogue(page);
    await signIn(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/api/classes" || pathname === "/api/auth/get-session") asked.push(pathname);
    });
    await page.goto("/all-classes");
    await expect(cards(page)).toHaveCount(10);
    await expect(cards(page).first().getByRole("heading")).toHaveText(classes[0]!.title);
    expect(asked).toEqual([]);
    // A refresh asks the server.
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => asked).toContain("/api/classes");
  });

  test("changing the page size returns to page 1", async ({ page }) => {
    const { totalClasses } = await approvedCatalogue(page);
    await signIn(page);
    await page.goto("/all-classes?page=2");
    await expect(summary(page)).toContainText(messages.catalogue.showing(11, Math.min(20, totalClasses), totalClasses));
    await page.getByLabel("Show").selectOption("5");
    await expect(page).toHaveURL(/\?limit=5$/);
    await expect(cards(page)).toHaveCount(5);
    await expect(summary(page)).toContainText(messages.catalogue.showing(1, 5, totalClasses));
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("button", { name: /^Page / })).toHaveCount(Math.min(5, Math.ceil(totalClasses / 5)));
  });

  test("searches by title, shows the chip, and clears @mobile", async ({ page }) => {
    const { classes } = await approvedCatalogue(page);
    const word = classes[0]!.title.split(/\s+/).find((part) => part.length >= 5) ?? classes[0]!.title;
    const { totalClasses: matching } = await approvedCatalogue(page, { search: word });
    await signIn(page);
    await page.goto("/all-classes");
    const box = page.getByRole("combobox", { name: "Search classes" });
    await box.fill(`  ${word.toUpperCase()}  `);
    await box.press("Enter");
    await expect(page.getByText(messages.catalogue.searching(word.toUpperCase()))).toBeVisible();
    await expect(summary(page)).toContainText(messages.catalogue.showing(1, Math.min(10, matching), matching));
    for (const title of await cards(page).getByRole("heading").allTextContents()) {
      const card = cards(page).filter({ hasText: title }).first();
      await expect(card).toContainText(new RegExp(word, "i"));
    }
    await page.getByRole("button", { name: "Clear search term" }).click();
    await expect(page.getByText(/^Searching:/)).toHaveCount(0);
    await expect(box).toHaveValue("");
    await expect(page).toHaveURL(/\/all-classes$/);
  });

  test("says when nothing matches and Clear Search brings the list back", async ({ page }) => {
    await signIn(page);
    await page.goto("/all-classes");
    const box = page.getByRole("combobox", { name: "Search classes" });
    await box.fill("zz%_no-such-class");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText(messages.catalogue.noResults("zz%_no-such-class"))).toBeVisible();
    await page.getByRole("button", { name: messages.catalogue.clearSearch, exact: true }).click();
    await expect(cards(page)).toHaveCount(10);
  });
});

test.describe("class details", () => {
  test("shows the class and opens the payment page with the class and amount @mobile", async ({ page }) => {
    const { classes } = await approvedCatalogue(page);
    await signIn(page);
    const bearer = await bearerFor(page, DEMO_ACCOUNTS.student);
    let target: PublicClass | undefined;
    for (const item of classes) {
      const detail = (await (await page.request.get(`/api/classes/${item._id}`, { headers: bearer })).json()) as {
        class: PublicClass;
      };
      if (!detail.class.isEnrolled) {
        target = detail.class;
        break;
      }
    }
    expect(target, "a class the demo student is not enrolled in").toBeDefined();
    await page.goto(`/all-classes/${target!._id}`);
    await expect(page.getByRole("heading", { level: 1, name: target!.title })).toBeVisible();
    await expect(page.getByText(messages.classDetails.approved, { exact: true })).toBeVisible();
    await expect(page.getByText(target!.teacherEmail).first()).toBeVisible();
    for (const title of [
      messages.classDetails.about,
      messages.classDetails.whatYouLearn,
      messages.classDetails.instructor,
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByText(messages.classDetails.paymentNote)).toBeVisible();
    await expect(page.getByText(messages.classDetails.guarantee)).toBeVisible();
    await page.getByRole("link", { name: messages.classDetails.payAndEnroll }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${target!._id}$`));
    // React Router keeps the navigation state in history.state.usr.
    const state = await page.evaluate("window.history.state && window.history.state.usr");
    expect(state).toEqual({ classId: target!._id, amount: target!.price, type: "class_enrollment" });
  });

  test("an enrolled student sees Already Enrolled and the Enrolled button explains itself", async ({ page }) => {
    const { classes } = await approvedCatalogue(page);
    await signIn(page);
    const bearer = await bearerFor(page, DEMO_ACCOUNTS.student);
    let enrolled: PublicClass | undefined;
    for (const item of classes) {
      const detail = (await (await page.request.get(`/api/classes/${item._id}`, { headers: bearer })).json()) as {
        class: PublicClass;
      };
      if (detail.class.isEnrolled) {
        enrolled = detail.class;
        break;
      }
    }
    expect(enrolled, "the demo student is enrolled in some approved class").toBeDefined();
    await page.goto(`/all-classes/${enrolled!._id}`);
    await expect(page.getByText(messages.classDetails.alreadyEnrolled)).toBeVisible();
    await expect(page.getByRole("link", { name: messages.classDetails.payAndEnroll })).toHaveCount(0);
    // The button only looks disabled (aria-disabled) so that a tap can explain itself: click it anyway.
    await page.getByRole("button", { name: messages.classDetails.enrolled, exact: true }).click({ force: true });
    await expect(page.getByText(messages.classPage.alreadyEnrolled)).toBeVisible();
  });

  test("an unknown class says 'Class not found' and returns to the catalogue @mobile", async ({ page }) => {
    await signIn(page);
    await page.goto("/all-classes/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("alert").filter({ hasText: messages.classPage.notFound })).toBeVisible();
    await expect(page).toHaveURL(/\/all-classes$/);
    await expect(page.getByRole("heading", { level: 1, name: messages.catalogue.title })).toBeVisible();
  });

  test("from a catalogue card to its class @mobile", async ({ page }) => {
    await signIn(page);
    await page.goto("/all-classes");
    const first = cards(page).first();
    const title = (await first.getByRole("heading").textContent()) ?? "";
    await first.getByRole("link", { name: /Enroll Now/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});
