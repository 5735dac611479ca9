import fs from "node:fs";
import path from "node:path";
import { messages, paths } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { expectNoViolations, expectNoViolationsInEveryLook, settledColours } from "../fixtures/axe.js";
import { approvedClass } from "../fixtures/classes.js";
import { enrolThroughSandbox } from "../fixtures/enrolment.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signIn } from "../fixtures/session.js";

const copy = messages.lessons;
const player = copy.player;

const SHOTS = process.env.PLAYER_SHOTS_DIR;

/** Pictures of the screen at 375, 768 and 1280 px in both themes when PLAYER_SHOTS_DIR is set. */
async function takePictures(page: Page, name: string, widths: readonly number[] = [375, 768, 1280]) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    for (const width of widths) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a student learns in the lesson player: outline, previous and next, mark complete and go on, a locked lesson, the drawer", async ({
  page,
  browser,
}) => {
  // One screen checked by axe in four looks and the drawer in two, on a machine shared with other work.
  test.setTimeout(360_000);
  const teacher = await signIn(page, DEMO_ACCOUNTS.teacher);
  const admin = await openAs(browser, DEMO_ACCOUNTS.admin, page);
  const { classId, title } = await approvedClass(page, teacher, admin.page, admin.session, "Player walk");
  const lessonIds: string[] = [];
  for (const lesson of [
    { title: "Colour wheel", dripDays: null },
    { title: "Mixing greens", dripDays: null },
    { title: "Shadows", dripDays: 7 },
  ]) {
    const created = await page.request.post("/api/lessons", {
      headers: teacher.headers,
      data: {
        classId,
        title: lesson.title,
        body: `## ${lesson.title}\n\nRead this, then paint.`,
        estimatedMinutes: 10,
        dripDays: lesson.dripDays,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    lessonIds.push(((await created.json()) as { lesson: { _id: string } }).lesson._id);
  }
  // A quiz after the second lesson, so the outline holds lessons and a quiz.
  const question = await page.request.post(`/api/classes/${classId}/questions`, {
    headers: teacher.headers,
    data: { kind: "true-false", prompt: "Blue and yellow make green", points: 1, correct: true },
  });
  expect(question.ok(), await question.text()).toBe(true);
  const questionId = ((await question.json()) as { question: { _id: string } }).question._id;
  const quiz = await page.request.post("/api/quizzes", {
    headers: teacher.headers,
    data: {
      classId,
      quiz: {
        title: "Greens check",
        afterLessonId: lessonIds[1],
        passPercent: 100,
        attemptsAllowed: 2,
        timeLimitSeconds: null,
        showAnswers: "after-submit",
        drawCount: null,
        questionIds: [questionId],
      },
    },
  });
  expect(quiz.ok(), await quiz.text()).toBe(true);

  const student = await openAs(browser, DEMO_ACCOUNTS.student, page);
  await enrolThroughSandbox(student.page, student.session, classId);
  const reader = student.page;

  // The class page keeps the overview; its outline leads into the player.
  await reader.goto(paths.student.enrolledClass(classId));
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(reader).toHaveTitle(`${title} · ${messages.dashboard.studentTitle} | Classwise`);
  await reader.getByRole("link", { name: /Colour wheel/ }).click();
  await expect(reader).toHaveURL(new RegExp(`${paths.student.lesson(classId, lessonIds[0] ?? "")}$`));
  await expect(reader.getByRole("heading", { name: "Colour wheel", level: 2 })).toBeFocused();
  await expect(reader).toHaveTitle(`Colour wheel · ${title} | Classwise`);
  const outline = reader.getByRole("navigation", { name: player.outlineTitle });
  await expect(outline.getByRole("link", { name: /Colour wheel/ })).toHaveAttribute("aria-current", "page");
  await expect(outline.getByRole("link", { name: /Greens check/ })).toBeVisible();

  // Next and previous, each tab titled by its own lesson.
  await reader.getByRole("link", { name: player.nextItem("Mixing greens") }).click();
  await expect(reader.getByRole("heading", { name: "Mixing greens", level: 2 })).toBeFocused();
  await expect(reader).toHaveTitle(`Mixing greens · ${title} | Classwise`);
  await reader.getByRole("link", { name: player.previousItem("Colour wheel") }).click();
  await expect(reader.getByRole("heading", { name: "Colour wheel", level: 2 })).toBeVisible();

  // Mark complete and go on, by keyboard: the next lesson opens and progress rises (one of four items).
  await reader.getByRole("button", { name: player.markCompleteAndContinue }).focus();
  await reader.keyboard.press("Enter");
  await expect(reader.getByRole("heading", { name: "Mixing greens", level: 2 })).toBeFocused();
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
  await expect(outline.getByRole("link", { name: /Colour wheel/ })).toContainText(copy.completedMark);
  await expect(reader.getByRole("heading", { name: messages.discussions.title })).toBeVisible();
  await takePictures(reader, "player-lesson");
  await expectNoViolationsInEveryLook(reader, "lesson player with a lesson and its discussion");
  await reader.emulateMedia({ colorScheme: "light" });
  await reader.setViewportSize({ width: 1280, height: 800 });

  // The second lesson goes on to the quiz; the dripped lesson after it is locked with its date, no link and no Next.
  await reader.getByRole("button", { name: player.markCompleteAndContinue }).click();
  await expect(reader).toHaveURL(/\/quizzes\//);
  await expect(reader.getByRole("heading", { name: "Greens check", level: 2 })).toBeFocused();
  await expect(reader).toHaveTitle(`Greens check · ${title} | Classwise`);
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  const lessons = (await (
    await reader.request.get(`/api/lessons/class/${classId}`, { headers: student.session.headers })
  ).json()) as { lessons: { title: string; opensAt: string | null }[] };
  const opensAt = lessons.lessons[2]?.opensAt ?? "";
  expect(opensAt).toBeTruthy();
  await expect(outline.getByText(messages.drip.lockedShort(opensAt))).toBeVisible();
  await expect(outline.getByRole("link", { name: /Shadows/ })).toHaveCount(0);
  await expect(reader.getByRole("link", { name: /^Next/ })).toHaveCount(0);
  await expect(reader.getByRole("link", { name: player.previousItem("Mixing greens") })).toBeVisible();

  // A dripped lesson opened by its address says when it opens.
  await reader.goto(paths.student.lesson(classId, lessonIds[2] ?? ""));
  await expect(reader.getByText(messages.drip.locked(opensAt)).first()).toBeVisible();

  // At 375 px the outline is a drawer: opened by its button, focus on the current item, closed by Escape.
  await reader.setViewportSize({ width: 375, height: 740 });
  await reader.goto(paths.student.lesson(classId, lessonIds[1] ?? ""));
  await expect(reader.getByRole("heading", { name: "Mixing greens", level: 2 })).toBeFocused();
  await expect(reader.getByRole("navigation", { name: player.outlineTitle })).toBeHidden();
  // The progress bar is in the drawer; its figure stays in sight.
  await expect(reader.getByText(player.percentDone(50))).toBeVisible();
  const opener = reader.getByRole("button", { name: player.openOutline });
  await opener.focus();
  await reader.keyboard.press("Enter");
  const drawer = reader.getByRole("dialog", { name: player.outlineTitle });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: /Mixing greens/ })).toBeFocused();
  await expect(drawer.getByText(messages.drip.lockedShort(opensAt))).toBeVisible();
  for (const scheme of ["light", "dark"] as const) {
    await reader.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await settledColours(reader);
    await expectNoViolations(reader, `lesson player's drawer (${scheme}, 375 px)`);
  }
  if (SHOTS) {
    for (const scheme of ["light", "dark"] as const) {
      await reader.emulateMedia({ colorScheme: scheme });
      await reader.waitForTimeout(300);
      await reader.screenshot({ path: path.join(SHOTS, `player-drawer-375-${scheme}.png`) });
    }
  }
  await reader.emulateMedia({ colorScheme: "light" });
  await reader.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  // A row of the drawer opens its item and closes the drawer.
  await opener.click();
  await drawer.getByRole("link", { name: /Greens check/ }).click();
  await expect(drawer).toBeHidden();
  await expect(reader.getByRole("heading", { name: "Greens check", level: 2 })).toBeVisible();
  await takePictures(reader, "player-quiz", [375, 1280]);

  // The class page's old lesson address (older notifications) leads to the player.
  await reader.goto(`${paths.student.enrolledClass(classId)}?lesson=${lessonIds[0]}`);
  await expect(reader).toHaveURL(new RegExp(`${paths.student.lesson(classId, lessonIds[0] ?? "")}$`));
  await expect(reader.getByRole("heading", { name: "Colour wheel", level: 2 })).toBeVisible();
});
