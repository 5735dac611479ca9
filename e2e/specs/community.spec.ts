import { messages } from "@classwise/shared";
import { expect, test } from "@playwright/test";
import { expectNoViolationsInEveryLook } from "../fixtures/axe.js";
import { approvedClass } from "../fixtures/classes.js";
import { enrolThroughSandbox } from "../fixtures/enrolment.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs, signIn } from "../fixtures/session.js";

const discussion = messages.discussions;
const announcement = messages.announcements;

test("a teacher announces and answers under a lesson; the student reads, asks, is told, and sees a dripped lesson's date", async ({
  page,
  browser,
}) => {
  // Three screens checked by axe in four looks each, on a machine shared with other work.
  test.setTimeout(360_000);
  const teacher = await signIn(page, DEMO_ACCOUNTS.teacher);
  const admin = await openAs(browser, DEMO_ACCOUNTS.admin, page);
  const { classId, title } = await approvedClass(page, teacher, admin.page, admin.session, "Community walk");
  for (const lesson of [
    { title: "Mixing colours", dripDays: null },
    { title: "Glazing layers", dripDays: 7 },
  ]) {
    const created = await page.request.post("/api/lessons", {
      headers: teacher.headers,
      data: { classId, title: lesson.title, body: "Read this first.", estimatedMinutes: 10, dripDays: lesson.dripDays },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const student = await openAs(browser, DEMO_ACCOUNTS.student, page);
  await enrolThroughSandbox(student.page, student.session, classId);

  // The teacher posts an announcement from the class page.
  await page.goto(`/teacher-dashboard/my-classes/${classId}`);
  await page.getByRole("button", { name: announcement.post }).click();
  const dialog = page.getByRole("dialog", { name: announcement.formTitle });
  await dialog.getByLabel(announcement.titleLabel).fill("Paint day on Friday");
  await dialog.getByLabel(announcement.bodyLabel).fill("Bring two brushes.");
  await dialog.getByRole("button", { name: announcement.post }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Paint day on Friday" })).toBeVisible();

  // The student sees it on the class page, and the second lesson locked with the date it opens.
  const reader = student.page;
  await reader.goto(`/student-dashboard/my-enroll-class/${classId}`);
  await expect(reader.getByRole("heading", { name: "Paint day on Friday" })).toBeVisible();
  await expect(reader.getByText("Bring two brushes.")).toBeVisible();
  const lessons = (await (
    await reader.request.get(`/api/lessons/class/${classId}`, { headers: student.session.headers })
  ).json()) as { lessons: { title: string; opensAt: string | null }[] };
  const opensAt = lessons.lessons[1]?.opensAt;
  expect(opensAt).toBeTruthy();
  await expect(reader.getByText(messages.drip.lockedShort(opensAt ?? ""))).toBeVisible();
  await expect(reader.getByRole("link", { name: /Glazing layers/ })).toHaveCount(0);
  await expectNoViolationsInEveryLook(reader, "class page with announcements and a locked lesson");
  await reader.setViewportSize({ width: 1280, height: 800 });

  // The student asks under the first lesson, by keyboard.
  await reader.getByRole("link", { name: /Mixing colours/ }).click();
  await expect(reader.getByRole("heading", { name: "Mixing colours" })).toBeVisible();
  await reader.getByLabel(discussion.askLabel).focus();
  await reader.keyboard.type("Which **blue** mixes the best green?");
  await reader.keyboard.press("Tab");
  await expect(reader.getByRole("button", { name: discussion.ask })).toBeFocused();
  await reader.keyboard.press("Enter");
  await expect(reader.getByText("blue", { exact: true })).toBeVisible();
  await expectNoViolationsInEveryLook(reader, "lesson with its discussion");

  // The teacher answers from the class page's discussions.
  await page.reload();
  const question = page.getByRole("article").filter({ hasText: "Which blue mixes the best green?" });
  await question.getByRole("button", { name: `${discussion.showReplies} (0)` }).click();
  await question.getByLabel(discussion.replyLabel).fill("Phthalo blue with a warm yellow.");
  await question.getByRole("button", { name: discussion.reply }).click();
  await expect(question.getByText("Phthalo blue with a warm yellow.")).toBeVisible();
  await expectNoViolationsInEveryLook(page, "teacher's class page with announcements and discussions");

  // The student is told: the answer and the announcement are in their notifications.
  await expect
    .poll(async () => {
      const answer = await reader.request.get("/api/notifications?limit=20", { headers: student.session.headers });
      return ((await answer.json()) as { notifications: { title: string }[] }).notifications.map((n) => n.title);
    })
    .toEqual(expect.arrayContaining([discussion.questionAnswered("Mixing colours"), announcement.notification(title)]));
  await reader.goto(`/student-dashboard/my-enroll-class/${classId}`);
  await reader.getByTestId("notification-bell").click();
  await expect(reader.getByText(discussion.questionAnswered("Mixing colours")).first()).toBeVisible();
});
