import {
  discussionsMessages,
  dripMessages,
  type Lesson,
  type LessonSummary,
  lessonsMessages,
  progressFromCounts,
  type Quiz,
} from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LessonPlayerPage } from "../../src/app/class-pages/player/lesson-player-page";
import { buildOutline, neighboursOf } from "../../src/app/class-pages/player/outline";
import { StudentClassPage } from "../../src/app/class-pages/student-class-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { paths } from "../../src/lib/paths";
import { type ApiCall, authAs, json, makeClass, notFound, renderRoutes, STUDENT_UID, stubApi } from "./support";

const auth: { current: AuthContextValue } = { current: authAs(STUDENT_UID) };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = lessonsMessages;
const player = copy.player;
const OPENS = "2099-03-04T00:00:00.000Z";

function summary(n: number, overrides: Partial<LessonSummary> = {}): LessonSummary {
  return {
    _id: `lesson-${n}`,
    position: n,
    title: `Lesson ${n}`,
    estimatedMinutes: 10,
    hasVideo: false,
    completed: false,
    opensAt: null,
    dripDays: null,
    dripDate: null,
    ...overrides,
  };
}

function quiz(overrides: Partial<Quiz>): Quiz {
  return {
    _id: "quiz-1",
    classId: "class-x",
    title: "Colour check",
    afterLessonId: "lesson-1",
    passPercent: 50,
    attemptsAllowed: 2,
    timeLimitSeconds: null,
    showAnswers: "after-submit",
    drawCount: null,
    questionCount: 2,
    questionIds: null,
    attemptsUsed: 0,
    bestPercent: null,
    passed: false,
    openAttemptId: null,
    ...overrides,
  };
}

/**
 * A class of three lessons and one quiz after the first lesson; the third lesson is dripped and opens later.
 * The student has completed the first lesson.
 */
function playerApi() {
  const item = makeClass({ title: "Watercolour basics" });
  const completed = new Set<string>(["lesson-1"]);
  const titles = ["Materials", "Wet on wet", "Glazing"];
  const lessons = () =>
    titles.map((title, i) =>
      summary(i + 1, { title, completed: completed.has(`lesson-${i + 1}`), opensAt: i === 2 ? OPENS : null }),
    );
  const full = (n: number): Lesson => ({
    _id: `lesson-${n}`,
    classId: item._id,
    position: n,
    title: titles[n - 1] ?? "",
    body: `Text of lesson ${n}`,
    video: null,
    estimatedMinutes: 10,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    completed: completed.has(`lesson-${n}`),
    previousLessonId: n > 1 ? `lesson-${n - 1}` : null,
    nextLessonId: null,
    totalLessons: 3,
    attachments: [],
    dripDays: null,
    dripDate: null,
  });
  const progress = () => progressFromCounts(0, 0, 4, completed.size);
  const calls = stubApi((call: ApiCall) => {
    if (call.method === "GET" && call.path === `/classes/${item._id}`) return json({ success: true, class: item });
    if (call.method === "GET" && call.path === `/lessons/class/${item._id}`)
      return json({
        success: true,
        lessons: lessons(),
        totalMinutes: 30,
        nextLessonId: "lesson-2",
        progress: progress(),
      });
    if (call.method === "GET" && call.path === `/quizzes/class/${item._id}`)
      return json({ success: true, quizzes: [quiz({ classId: item._id })] });
    if (call.path === "/quizzes/quiz-1/attempts/open") return json({ success: true, attempt: null });
    if (call.path === "/quizzes/quiz-1/attempts") return json({ success: true, attempts: [] });
    if (/^\/lessons\/lesson-\d\/posts/.test(call.path))
      return json({ success: true, posts: [], pinned: [], nextCursor: null, canModerate: false });
    const one = /^\/lessons\/lesson-(\d)$/.exec(call.path);
    if (call.method === "GET" && one) return json({ success: true, lesson: full(Number(one[1])) });
    const tick = /^\/lessons\/(lesson-\d)\/completion$/.exec(call.path);
    if (tick?.[1]) {
      if (call.method === "PUT") completed.add(tick[1]);
      else completed.delete(tick[1]);
      return json({
        success: true,
        lessonId: tick[1],
        completed: call.method === "PUT",
        progress: progress(),
        nextLessonId: null,
      });
    }
    return notFound();
  });
  return { item, calls };
}

function renderPlayer(url: string) {
  return renderRoutes(
    [
      { path: "/student-dashboard/my-enroll-class/:id", element: <StudentClassPage /> },
      { path: "/student-dashboard/my-enroll-class/:id/lessons/:lessonId", element: <LessonPlayerPage /> },
      { path: "/student-dashboard/my-enroll-class/:id/quizzes/:quizId", element: <LessonPlayerPage /> },
    ],
    url,
  );
}

/** The outline beside the item (wide screens; jsdom applies no CSS, so it is always in the page). */
const sideOutline = async () => within(await screen.findByRole("navigation", { name: player.outlineTitle }));

describe("the outline's order and neighbours", () => {
  const lessons = [summary(2), summary(1), summary(3, { opensAt: OPENS })];
  const quizzes = [
    quiz({ _id: "q-after-1", afterLessonId: "lesson-1" }),
    quiz({ _id: "q-start", afterLessonId: null }),
    quiz({ _id: "q-orphan", afterLessonId: "deleted-lesson" }),
  ];
  const items = buildOutline("c", lessons, quizzes);

  it("puts quizzes without a lesson first, then each lesson followed by its quizzes", () => {
    expect(items.map((item) => item.id)).toEqual([
      "q-start",
      "q-orphan",
      "lesson-1",
      "q-after-1",
      "lesson-2",
      "lesson-3",
    ]);
    expect(items[2]?.href).toBe(paths.student.lesson("c", "lesson-1"));
    expect(items[3]?.href).toBe(paths.student.quiz("c", "q-after-1"));
  });

  it("passes over locked items for previous and next", () => {
    expect(neighboursOf(items, "lesson", "lesson-2")).toEqual({ previous: items[3], next: undefined });
    expect(neighboursOf(items, "quiz", "q-start").previous).toBeUndefined();
    expect(neighboursOf(items, "lesson", "unknown")).toEqual({ previous: undefined, next: undefined });
  });
});

describe("the lesson player", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the lesson, its discussion, and the outline with ticks, the current item, the quiz and a locked lesson", async () => {
    const { item } = playerApi();
    renderPlayer(paths.student.lesson(item._id, "lesson-2"));
    expect(await screen.findByRole("heading", { level: 2, name: "Wet on wet" })).toHaveFocus();
    expect(screen.getByRole("heading", { level: 1, name: "Watercolour basics" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: discussionsMessages.title })).toBeInTheDocument();

    const outline = await sideOutline();
    const rows = outline.getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      `${copy.completedMark}1. Materials10 min`,
      `${player.notPassed}${player.quiz} Colour check`,
      `${copy.notCompletedMark}2. Wet on wet (${player.current})10 min`,
      `3. Glazing, ${dripMessages.lockedLabel}${dripMessages.lockedShort(OPENS)}`,
    ]);
    expect(outline.getByRole("link", { name: /Wet on wet/ })).toHaveAttribute("aria-current", "page");
    expect(outline.getByRole("link", { name: /Materials/ })).not.toHaveAttribute("aria-current");
    expect(outline.queryByRole("link", { name: /Glazing/ })).not.toBeInTheDocument();
    expect(outline.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText(player.percentDone(25))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Wet on wet · Watercolour basics | Classwise"));
  });

  it("goes back to the quiz before, and has no next past the locked lesson", async () => {
    const { item } = playerApi();
    const { router } = renderPlayer(paths.student.lesson(item._id, "lesson-2"));
    await screen.findByRole("heading", { name: "Wet on wet" });
    const nav = within(await screen.findByRole("navigation", { name: player.itemNavigation }));
    expect(nav.queryByRole("link", { name: /^Next/ })).not.toBeInTheDocument();
    // The last open item only marks itself complete: nothing to go on to.
    expect(screen.getByRole("button", { name: copy.markComplete })).toBeInTheDocument();

    await userEvent.click(nav.getByRole("link", { name: player.previousItem("Colour check") }));
    expect(router.state.location.pathname).toBe(paths.student.quiz(item._id, "quiz-1"));
    expect(await screen.findByRole("heading", { level: 2, name: "Colour check" })).toHaveFocus();
    await waitFor(() => expect(document.title).toBe("Colour check · Watercolour basics | Classwise"));
    const quizNav = within(screen.getByRole("navigation", { name: player.itemNavigation }));
    expect(quizNav.getByRole("link", { name: player.previousItem("Materials") })).toHaveAttribute(
      "href",
      paths.student.lesson(item._id, "lesson-1"),
    );
    expect(quizNav.getByRole("link", { name: player.nextItem("Wet on wet") })).toBeInTheDocument();
  });

  it("marks a lesson complete and goes on to the next item, ticking it in the outline", async () => {
    const { item, calls } = playerApi();
    const { router } = renderPlayer(paths.student.lesson(item._id, "lesson-1"));
    await screen.findByRole("heading", { name: "Materials" });
    // Lesson 1 is done already: untick it, then tick it with "Mark complete and go on".
    await userEvent.click(screen.getByRole("button", { name: copy.markNotComplete }));
    await userEvent.click(await screen.findByRole("button", { name: player.markCompleteAndContinue }));
    expect(calls.some((call) => call.method === "PUT" && call.path === "/lessons/lesson-1/completion")).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.student.quiz(item._id, "quiz-1")));
    const outline = await sideOutline();
    // The outline follows the new page and the refetched ticks when they arrive, not at once.
    await waitFor(() => {
      expect(outline.getByRole("link", { name: /Materials/ })).toHaveTextContent(copy.completedMark);
      expect(outline.getByRole("link", { name: /Colour check/ })).toHaveAttribute("aria-current", "page");
    });
  });

  it("opens the outline in a drawer from its button, focuses the current item, and closes with Escape", async () => {
    const { item } = playerApi();
    const { router } = renderPlayer(paths.student.lesson(item._id, "lesson-2"));
    await screen.findByRole("heading", { name: "Wet on wet" });
    await sideOutline();
    const opener = screen.getByRole("button", { name: player.openOutline });
    expect(opener).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(opener);
    const drawer = within(screen.getByRole("dialog", { name: player.outlineTitle }));
    expect(opener).toHaveAttribute("aria-expanded", "true");
    expect(drawer.getByRole("link", { name: /Wet on wet/ })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Following a row closes the drawer and opens that item.
    await userEvent.click(opener);
    await userEvent.click(
      within(screen.getByRole("dialog", { name: player.outlineTitle })).getByRole("link", { name: /Materials/ }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.student.lesson(item._id, "lesson-1"));
    expect(await screen.findByRole("heading", { level: 2, name: "Materials" })).toHaveFocus();
  });

  it("closes the drawer with its close button", async () => {
    const { item } = playerApi();
    renderPlayer(paths.student.quiz(item._id, "quiz-1"));
    await screen.findByRole("heading", { name: "Colour check" });
    const opener = screen.getByRole("button", { name: player.openOutline });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("button", { name: player.closeOutline }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("shows a locked lesson's opening date when it is opened by its address", async () => {
    const item = makeClass();
    stubApi((call: ApiCall) => {
      if (call.path === `/classes/${item._id}`) return json({ success: true, class: item });
      if (call.path === `/lessons/class/${item._id}`)
        return json({
          success: true,
          lessons: [summary(1, { opensAt: OPENS })],
          totalMinutes: 10,
          nextLessonId: null,
          progress: progressFromCounts(0, 0, 1, 0),
        });
      if (call.path === `/quizzes/class/${item._id}`) return json({ success: true, quizzes: [] });
      if (call.path.startsWith("/lessons/lesson-1"))
        return json({ success: false, code: "FORBIDDEN", message: dripMessages.locked(OPENS) }, 403);
      return notFound();
    });
    renderPlayer(paths.student.lesson(item._id, "lesson-1"));
    expect((await screen.findAllByText(dripMessages.locked(OPENS))).length).toBeGreaterThan(0);
  });

  it("sends the class page's old lesson and quiz addresses to the player", async () => {
    const { item } = playerApi();
    const { router } = renderPlayer(`/student-dashboard/my-enroll-class/${item._id}?lesson=lesson-2`);
    await screen.findByRole("heading", { name: "Wet on wet" });
    expect(router.state.location.pathname).toBe(paths.student.lesson(item._id, "lesson-2"));
    await router.navigate(`/student-dashboard/my-enroll-class/${item._id}?quiz=quiz-1`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.student.quiz(item._id, "quiz-1")));
  });
});
