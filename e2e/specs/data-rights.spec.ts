import { readFile } from "node:fs/promises";
import { messages } from "@classwise/shared";
import { expect, test } from "@playwright/test";
import { expectNoViolationsInEveryLook } from "../fixtures/axe.js";
import { signUp } from "../fixtures/session.js";

const copy = messages.dataRights;
const PROFILE = "/student-dashboard/profile";

function newAccount(tag: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Rights ${tag} ${stamp}`, email: `rights-${tag}-${stamp}@example.test`, password: "Rights-pass-2026" };
}

test("a user downloads their data from Profile once it is prepared", async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount("export");
  await signUp(page, account);
  await page.goto(PROFILE);
  const section = page.getByRole("region", { name: copy.exportTitle });
  await section.getByRole("button", { name: copy.exportRequest }).click();
  // The job worker prepares it; the panel asks every few seconds while it is pending.
  const download = section.getByRole("button", { name: copy.exportDownload });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId("data-export-state")).toContainText("Your data is ready");
  await expectNoViolationsInEveryLook(page, "Profile with a prepared copy of the data");

  const downloading = page.waitForEvent("download");
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^classwise-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), "utf8")) as { profile: { email: string; name: string } };
  expect(data.profile).toMatchObject({ email: account.email, name: account.name });
});

test("a user deletes their account with their password and cannot sign in again", async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount("delete");
  await signUp(page, account);
  await page.goto(PROFILE);
  const section = page.getByRole("region", { name: copy.deleteTitle });
  await section.getByRole("button", { name: copy.deleteButton }).click();
  const dialog = page.getByRole("dialog", { name: copy.deleteConfirmTitle });
  await expect(dialog).toBeVisible();
  await expectNoViolationsInEveryLook(page, "the Delete account dialog");

  // A wrong password is refused in the dialog, and nothing is deleted.
  await dialog.getByLabel(copy.deletePasswordLabel, { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: copy.deleteConfirmButton }).click();
  await expect(dialog.getByText(copy.wrongPassword)).toBeVisible();

  await dialog.getByLabel(copy.deletePasswordLabel, { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: copy.deleteConfirmButton }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  const again = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(again.ok()).toBe(false);
});
