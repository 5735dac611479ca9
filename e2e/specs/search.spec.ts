import { messages, optionLabel } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { expectNoViolationsInEveryLook } from "../fixtures/axe.js";
import { approvedClass } from "../fixtures/classes.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signIn } from "../fixtures/session.js";

const t = messages.catalogue;
const cardTitles = (page: Page) =>
  page.getByRole("list", { name: t.listLabel }).getByRole("listitem").getByRole("heading").allTextContents();

/**
 * The catalogue search as a visitor uses it (issue 28): a misspelt term, a suggestion picked with the
 * keyboard, subject and price filters, a sort, and the URL opened elsewhere showing the same list.
 */
test("finds a class from a misspelt term, filters and sorts it, and shares the result by URL", async ({
  page,
  browser,
}) => {
  const teacher = await openAs(browser, DEMO_ACCOUNTS.teacher);
  const admin = await openAs(browser, DEMO_ACCOUNTS.admin);
  // "Kubernetes <tag>": the tag keeps the suggestion list to this class alone. Price $12, subject Programming.
  const { title } = await approvedClass(teacher.page, teacher.session, admin.page, admin.session, "Kubernetes");
  const tag = title.split(" ")[1] ?? "";
  await teacher.page.context().close();
  await admin.page.context().close();

  // The catalogue is for signed-in people: the demo student searches.
  await signIn(page, DEMO_ACCOUNTS.student);
  await page.goto("/all-classes");
  const box = page.getByRole("combobox", { name: t.searchLabel });
  await box.fill(`kuberentes ${tag}`);
  const suggestions = page.getByRole("listbox", { name: t.suggestionsLabel });
  await expect(suggestions.getByRole("option", { name: title })).toBeVisible();
  await box.press("ArrowDown");
  await expect(suggestions.getByRole("option", { name: title })).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(title).replace(/%20/g, "(\\+|%20)")}`));
  await expect.poll(() => cardTitles(page)).toEqual([title]);

  await page.getByLabel(t.categoryLabel).selectOption({ value: "programming" });
  await expect(page).toHaveURL(/category=programming/);
  await page.getByLabel(t.priceLabel, { exact: true }).selectOption({ label: t.underPrice(25) });
  await expect(page).toHaveURL(/maxPrice=25/);
  await page.getByLabel(t.sortLabel).selectOption({ label: t.sortOptions.rating });
  await expect(page).toHaveURL(/sort=rating/);
  await expect.poll(() => cardTitles(page)).toEqual([title]);
  await expect(page.getByLabel(t.categoryLabel)).toContainText(optionLabel("programming"));
  await expectNoViolationsInEveryLook(page, "catalogue search, filtered and sorted");

  // The URL alone brings back the same search, filters, sort and list (a new tab of the same person).
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole("combobox", { name: t.searchLabel })).toHaveValue(title);
  await expect(shared.getByLabel(t.categoryLabel)).toHaveValue("programming");
  await expect(shared.getByLabel(t.sortLabel)).toHaveValue("rating");
  await expect.poll(() => cardTitles(shared)).toEqual(await cardTitles(page));
  await shared.close();
});
