import fs from "node:fs";
import path from "node:path";
import { messages } from "@classwise/shared";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoViolationsInEveryLook, LOOKS } from "../fixtures/axe.js";
import { approvedClass } from "../fixtures/classes.js";
import { enrolThroughSandbox } from "../fixtures/enrolment.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signIn } from "../fixtures/session.js";

const copy = messages.quizzes;

async function addQuestion(page: Page, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole("button", { name: copy.addQuestion }).click();
  const dialog = page.getByRole("dialog", { name: copy.addQuestion });
  await fill(dialog);
  await dialog.getByRole("button", { name: copy.addQuestion }).click();
  await expect(dialog).toBeHidden();
}

const SHOTS = process.env.QUIZ_SHOTS_DIR;

/** axe in both themes at 375 and 1280 px, a full-page picture of each look when QUIZ_SHOTS_DIR is set, then back to 1280 px light. */
async function checkScreen(page: Page, name: string) {
  await expectNoViolationsInEveryLook(page, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const look of LOOKS) {
      await page.emulateMedia({ colorScheme: look.scheme });
      await page.setViewportSize({ width: look.width, height: 900 });
      await page.screenshot({
        path: path.join(SHOTS, `${name.replaceAll(" ", "-")}-${look.width}-${look.scheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const question = (page: Page, prompt: string) => page.locator("fieldset").filter({ hasText: prompt });

test("a teacher builds a quiz from a bank; a student fails it once, reads the explanations, passes and progresses", async ({
  page,
  browser,
}) => {
  // Two people's screens, each checked in four looks.
  test.setTimeout(360_000);
  const teacher = await signIn(page, DEMO_ACCOUNTS.teacher);
  const admin = await openAs(browser, DEMO_ACCOUNTS.admin, page);
  const { classId, title } = await approvedClass(page, teacher, admin.page, admin.session, "Quiz walk");
  const lesson = await page.request.post("/api/lessons", {
    headers: teacher.headers,
    data: { classId, title: "Metals", body: "# Metals\n\nGold is Au.", estimatedMinutes: 5 },
  });
  expect(lesson.ok(), await lesson.text()).toBe(true);

  // The teacher writes two questions into the bank and a quiz after the lesson.
  await page.goto(`/teacher-dashboard/my-classes/${classId}`);
  await expect(page.getByRole("heading", { name: copy.title, exact: true })).toBeVisible();
  await addQuestion(page, async (dialog) => {
    await dialog.getByLabel(copy.fields.kind).selectOption("true-false");
    await dialog.getByLabel(copy.fields.prompt).fill("Gold is a metal");
    await dialog.getByLabel(copy.fields.trueFalse).selectOption("true");
    await dialog.getByLabel(copy.fields.explanation).fill("Gold is a transition metal.");
  });
  await addQuestion(page, async (dialog) => {
    await dialog.getByLabel(copy.fields.kind).selectOption("short-text");
    await dialog.getByLabel(copy.fields.prompt).fill("Chemical symbol of gold?");
    await dialog.getByLabel(copy.fields.acceptedAnswers).fill("Au");
    await dialog.getByLabel(copy.fields.explanation).fill("Latin aurum.");
  });
  await expect(page.getByRole("region", { name: copy.bankTitle }).getByRole("listitem")).toHaveCount(2);
  // The teacher corrects a bank question: its form opens with what it holds, and focus comes back after saving.
  const editQuestion = page.getByRole("button", { name: `${copy.editQuestion} Chemical symbol of gold?` });
  await editQuestion.click();
  const editDialog = page.getByRole("dialog", { name: copy.editQuestion });
  await expect(editDialog.getByLabel(copy.fields.kind)).toHaveValue("short-text");
  await expect(editDialog.getByLabel(copy.fields.acceptedAnswers)).toHaveValue("Au");
  await expect(editDialog.getByLabel(copy.fields.explanation)).toHaveValue("Latin aurum.");
  await editDialog.getByLabel(copy.fields.explanation).fill("From the Latin aurum.");
  await checkScreen(page, "edit question");
  await editDialog.getByRole("button", { name: copy.saveChanges }).click();
  await expect(editDialog).toBeHidden();
  await expect(editQuestion).toBeFocused();
  await page.getByRole("button", { name: copy.addQuiz }).click();
  const quizDialog = page.getByRole("dialog", { name: copy.addQuiz });
  await quizDialog.getByLabel(copy.fields.title).fill("Metals check");
  await quizDialog.getByLabel(copy.fields.placement).selectOption({ label: copy.afterLesson("Metals") });
  await quizDialog.getByLabel(copy.fields.passPercent).fill("100");
  await quizDialog.getByLabel("Gold is a metal").check();
  await quizDialog.getByLabel("Chemical symbol of gold?").check();
  await quizDialog.getByRole("button", { name: copy.addQuiz }).click();
  await expect(quizDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Metals check" })).toBeVisible();
  await checkScreen(page, "teacher quizzes");
  // Its settings open again as they were saved; Escape leaves them unchanged.
  await page.getByRole("button", { name: `${copy.editQuiz} Metals check` }).click();
  const editQuiz = page.getByRole("dialog", { name: copy.editQuiz });
  await expect(editQuiz.getByLabel(copy.fields.title)).toHaveValue("Metals check");
  await expect(editQuiz.getByLabel(copy.fields.passPercent)).toHaveValue("100");
  await expect(editQuiz.getByLabel("Chemical symbol of gold?")).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(editQuiz).toBeHidden();
  await expect(page.getByRole("button", { name: `${copy.editQuiz} Metals check` })).toBeFocused();

  // The student enrols and opens the quiz from the class page.
  const student = await openAs(browser, DEMO_ACCOUNTS.student, page);
  await enrolThroughSandbox(student.page, student.session, classId);
  const reader = student.page;
  await reader.goto(`/student-dashboard/my-enroll-class/${classId}`);
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await reader.getByRole("link", { name: /Metals check/ }).click();
  await expect(reader.getByRole("heading", { name: "Metals check" })).toBeFocused();
  await expect(reader).toHaveTitle(`Metals check · ${title} | Classwise`);
  await reader.getByRole("button", { name: copy.start }).click();

  // One right, one wrong; the answers survive a reload of the open attempt.
  await question(reader, "Gold is a metal").getByLabel(copy.trueLabel).check();
  await question(reader, "Chemical symbol of gold?").getByLabel(copy.yourAnswer).fill("Ag");
  await reader.reload();
  await expect(question(reader, "Chemical symbol of gold?").getByLabel(copy.yourAnswer)).toHaveValue("Ag");
  await expect(question(reader, "Gold is a metal").getByLabel(copy.trueLabel)).toBeChecked();
  await checkScreen(reader, "open attempt");
  await reader.getByRole("button", { name: copy.submit }).click();
  await expect(reader.getByText(copy.score(1, 2, 50))).toBeVisible();
  await expect(reader.getByText(copy.notPassed, { exact: true })).toBeVisible();
  await expect(reader.getByText("From the Latin aurum.")).toBeVisible();
  await expect(reader.getByText(`${copy.correctAnswer}: Au`)).toBeVisible();
  await checkScreen(reader, "graded attempt");

  // A second attempt, both right, by keyboard: the quiz is passed and progress rises.
  await reader.getByRole("button", { name: copy.startAgain }).click();
  await question(reader, "Gold is a metal").getByLabel(copy.trueLabel).focus();
  await reader.keyboard.press("Space");
  await question(reader, "Chemical symbol of gold?").getByLabel(copy.yourAnswer).fill("  au ");
  await reader.keyboard.press("Enter");
  await expect(reader.getByText(copy.score(2, 2, 100))).toBeVisible();
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");

  // The lesson page is titled by the lesson and its class.
  await reader.goto(`/student-dashboard/my-enroll-class/${classId}?lesson=${(await lesson.json()).lesson._id}`);
  await expect(reader).toHaveTitle(`Metals · ${title} | Classwise`);

  // The teacher sees the attempts and the item analysis.
  await page.reload();
  await page.getByRole("button", { name: `${copy.results} Metals check` }).click();
  await expect(page.getByRole("cell", { name: "100%", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "50% (1)" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "100% (2)" })).toBeVisible();
  await checkScreen(page, "quiz results");
});
