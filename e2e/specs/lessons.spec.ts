import { messages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { approvedClass } from "../fixtures/classes.js";
import { enrolThroughSandbox } from "../fixtures/enrolment.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signIn } from "../fixtures/session.js";

const copy = messages.lessons;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function writeLesson(page: Page, lesson: { title: string; minutes: string; video?: string; body: string }) {
  await page.getByRole("button", { name: copy.addLesson }).click();
  const dialog = page.getByRole("dialog", { name: copy.addLesson });
  await dialog.getByLabel(copy.titleLabel).fill(lesson.title);
  await dialog.getByLabel(copy.minutesLabel).fill(lesson.minutes);
  if (lesson.video) {
    await dialog.getByLabel(copy.videoLabel).fill(lesson.video);
    await expect(dialog.getByText(copy.videoFound("YouTube"))).toBeVisible();
  }
  await dialog.getByLabel(copy.bodyLabel).fill(lesson.body);
  await expect(dialog.getByTestId("lesson-preview").locator("h3, h4").first()).toBeVisible();
  await dialog.getByRole("button", { name: copy.save }).click();
  await expect(dialog).toBeHidden();
}

const lessonTitles = (page: Page) =>
  page.getByTestId("teacher-lessons").getByRole("listitem").locator("span.flex-1").allInnerTexts();

test("a teacher writes and reorders lessons by keyboard; a student reads and completes them; a visitor gets the outline only", async ({
  page,
  browser,
}) => {
  const teacher = await signIn(page, DEMO_ACCOUNTS.teacher);
  const admin = await openAs(browser, DEMO_ACCOUNTS.admin, page);
  const { classId, title } = await approvedClass(page, teacher, admin.page, admin.session, "Lessons walk");

  await page.goto(`/teacher-dashboard/my-classes/${classId}`);
  await expect(page.getByRole("heading", { name: copy.title, exact: true })).toBeVisible();
  await writeLesson(page, {
    title: "Setting up",
    minutes: "10",
    body: "# Setup\n\n- Install the tools\n- Open a notebook",
  });
  await writeLesson(page, {
    title: "Watching a demo",
    minutes: "20",
    video: "https://www.youtube.com/watch?v=YE7VzlLtp-4",
    body: "## Watch first\n\nThen try it yourself.\n\n```text\nstep one\n```",
  });
  await writeLesson(page, { title: "Practice round", minutes: "15", body: "# Practice\n\n1. Repeat\n2. Check" });
  await expect.poll(() => lessonTitles(page)).toEqual(["Setting up", "Watching a demo Video", "Practice round"]);

  // Keyboard reordering: focus the handle, Space to pick up, arrows to move, Space to drop.
  const handle = page.getByRole("button", { name: copy.dragHandle("Practice round") });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(copy.movedOver("Practice round", 3, 3))).toBeAttached();
  for (const position of [2, 1]) {
    await page.keyboard.press("ArrowUp");
    // The announcement says where the lesson is now: the next key waits for the move to land.
    await expect(page.getByText(copy.movedOver("Practice round", position, 3))).toBeAttached();
  }
  await page.keyboard.press("Space");
  await expect.poll(() => lessonTitles(page)).toEqual(["Practice round", "Setting up", "Watching a demo Video"]);
  await expect(page.getByText(copy.reordered)).toBeVisible();
  const outline = await page.request.get(`/api/classes/${classId}/curriculum`);
  expect(((await outline.json()) as { lessons: { title: string }[] }).lessons.map((l) => l.title)).toEqual([
    "Practice round",
    "Setting up",
    "Watching a demo",
  ]);

  // The student enrols, reads, and completes two lessons; the progress bar moves.
  const student = await openAs(browser, DEMO_ACCOUNTS.student, page);
  await enrolThroughSandbox(student.page, student.session, classId);
  const reader = student.page;
  await reader.goto(`/student-dashboard/my-enroll-class/${classId}`);
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await reader.getByRole("link", { name: copy.continue, exact: true }).click();
  await expect(reader.getByRole("heading", { name: "Practice round" })).toBeVisible();
  // In the lesson player: "Mark complete and go on" ticks the lesson and opens the next one.
  await reader.getByRole("button", { name: copy.player.markCompleteAndContinue }).click();
  await expect(reader.getByRole("heading", { name: "Setting up" })).toBeVisible();
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  await reader.getByRole("link", { name: copy.player.previousItem("Practice round") }).click();
  await expect(reader.getByRole("button", { name: copy.markNotComplete })).toBeVisible();
  await reader.getByRole("link", { name: copy.player.nextItem("Setting up") }).click();
  await reader.getByRole("button", { name: copy.player.markCompleteAndContinue }).click();
  await expect(reader.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "67");
  await expect(reader.getByRole("heading", { name: "Watching a demo" })).toBeVisible();
  await expect(reader.getByTitle(copy.videoTitle("Watching a demo"))).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/YE7VzlLtp-4",
  );
  await reader.goto("/student-dashboard/my-enroll-classes");
  await expect(reader.getByRole("link", { name: copy.continueLabel(title) })).toHaveAttribute("href", /\/lessons\//);

  // The class page (for signed-in people, product §2) shows the curriculum: count, minutes, titles.
  await admin.page.goto(`/all-classes/${classId}`);
  const curriculum = admin.page.getByRole("region", { name: copy.curriculumTitle });
  await expect(curriculum).toContainText(copy.curriculumSummary(3, 45));
  await expect(curriculum.getByRole("listitem")).toHaveCount(3);
  await expect(admin.page.getByText("Install the tools")).toHaveCount(0);

  // A visitor gets the outline and never a body.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const outlineForVisitor = await visitor.request.get(`/api/classes/${classId}/curriculum`);
  expect(outlineForVisitor.ok()).toBe(true);
  const outlineText = await outlineForVisitor.text();
  expect(outlineText).toContain("Practice round");
  expect(outlineText).not.toContain("Install the tools");
  expect((await visitor.request.get(`/api/lessons/class/${classId}`)).status()).toBe(401);
  await visitor.close();
});

/** A one-page PDF: the server checks its header and its end marker. */
const WORKSHEET = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

test("a teacher prepares a lesson with a PDF while the class is reviewed; once approved, an enrolled student downloads it", async ({
  page,
  browser,
}) => {
  const teacher = await signIn(page, DEMO_ACCOUNTS.teacher);
  const title = `Attachments walk ${unique()}`;
  const created = await page.request.post("/api/classes", {
    headers: teacher.headers,
    data: { title, price: 9, description: "A class with worksheets.", image: "/uploads/demo/class-2.webp" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { classId } = (await created.json()) as { classId: string };

  // Pending: the class page stays closed, the card offers Write Lessons.
  await page.goto("/teacher-dashboard/my-classes");
  await page.getByRole("link", { name: copy.writeLessonsLabel(title) }).click();
  await expect(page.getByRole("heading", { name: copy.pendingLessonsTitle(title) })).toBeVisible();
  await writeLesson(page, { title: "Warm-up sheet", minutes: "15", body: "# Warm-up\n\nPrint the worksheet." });

  await page.getByRole("button", { name: `${copy.edit}: Warm-up sheet` }).click();
  const dialog = page.getByRole("dialog", { name: copy.editLesson });
  await expect(dialog.getByText(copy.noAttachments)).toBeVisible();
  await dialog.getByTestId("attachment-input").setInputFiles({
    name: "Warm-up worksheet.pdf",
    mimeType: "application/pdf",
    buffer: WORKSHEET,
  });
  await expect(page.getByText(copy.attachmentAdded)).toBeVisible();
  await expect(dialog.getByText("Warm-up worksheet.pdf")).toBeVisible();
  // A file that is not a PDF or image is refused with the reason, and nothing is added.
  await dialog.getByTestId("attachment-input").setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html>not a pdf</html>"),
  });
  await expect(dialog.getByRole("alert")).toHaveText(copy.attachmentType);
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  await dialog.getByRole("button", { name: copy.cancel }).click();

  const admin = await openAs(browser, DEMO_ACCOUNTS.admin, page);
  const approved = await admin.page.request.patch(`/api/classes/${classId}`, {
    headers: admin.session.headers,
    data: { status: "approved" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  const student = await openAs(browser, DEMO_ACCOUNTS.student, page);
  await enrolThroughSandbox(student.page, student.session, classId);
  await student.page.goto(`/student-dashboard/my-enroll-class/${classId}`);
  await student.page.getByRole("link", { name: copy.continue, exact: true }).click();
  await expect(student.page.getByRole("heading", { name: "Warm-up sheet" })).toBeVisible();
  const downloading = student.page.waitForEvent("download");
  await student.page.getByRole("button", { name: copy.download("Warm-up worksheet.pdf") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Warm-up worksheet.pdf");
  const saved = await download.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(saved)).equals(WORKSHEET)).toBe(true);

  // The file's address is no secret, but without the lesson's permission it gives nothing.
  const lesson = (await (
    await student.page.request.get(`/api/lessons/class/${classId}`, { headers: student.session.headers })
  ).json()) as { lessons: { _id: string }[] };
  const full = (await (
    await student.page.request.get(`/api/lessons/${lesson.lessons[0]?._id}`, { headers: student.session.headers })
  ).json()) as { lesson: { attachments: { _id: string }[] } };
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.request.get(`/api/lessons/attachments/${full.lesson.attachments[0]?._id}`)).status()).toBe(401);
  await visitor.close();
});
