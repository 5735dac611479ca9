import {
  type Lesson,
  type LessonSummary,
  learningMessages,
  lessonsMessages,
  progressFromCounts,
} from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LessonPlayerPage } from "../../src/app/class-pages/player/lesson-player-page";
import { StudentClassPage } from "../../src/app/class-pages/student-class-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import {
  type ApiCall,
  authAs,
  classApi,
  json,
  makeAssignment,
  makeClass,
  renderRoutes,
  STUDENT_UID,
  stubApi,
} from "./support";

const auth: { current: AuthContextValue } = { current: authAs(STUDENT_UID) };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = lessonsMessages;

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

/** The class page's API with three lessons that the student can tick; the second has a video. */
function lessonsApi() {
  const item = makeClass({ title: "Watercolour basics" });
  const completed = new Set<string>(["lesson-1"]);
  const titles = ["Materials", "Wet on wet", "Glazing"];
  const lessons = () =>
    titles.map((title, i) => summary(i + 1, { title, completed: completed.has(`lesson-${i + 1}`), hasVideo: i === 1 }));
  const full = (n: number): Lesson => ({
    _id: `lesson-${n}`,
    classId: item._id,
    position: n,
    title: titles[n - 1] ?? "",
    body:
      n === 2
        ? "## Wet paper\n\n- Soak it\n- Drop colour\n\n<script>window.hacked = true</script>"
        : `Text of lesson ${n}`,
    video: n === 2 ? { provider: "youtube", id: "dQw4w9WgXcQ" } : null,
    estimatedMinutes: 10,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    completed: completed.has(`lesson-${n}`),
    previousLessonId: n > 1 ? `lesson-${n - 1}` : null,
    nextLessonId: n < 3 ? `lesson-${n + 1}` : null,
    totalLessons: 3,
    attachments: [],
    dripDays: null,
    dripDate: null,
  });
  const progress = () => progressFromCounts(0, 0, 3, completed.size);
  const calls = stubApi((call: ApiCall) => {
    if (call.method === "GET" && call.path === `/classes/${item._id}`) return json({ success: true, class: item });
    if (call.method === "GET" && call.path === `/assignments/class/${item._id}`)
      return json({ success: true, assignments: [] });
    if (call.method === "GET" && call.path.startsWith("/submissions/student/"))
      return json({ success: true, submissions: [] });
    if (call.method === "GET" && call.path === `/lessons/class/${item._id}`) {
      const list = lessons();
      return json({
        success: true,
        lessons: list,
        totalMinutes: 30,
        nextLessonId: list.find((l) => !l.completed)?._id ?? null,
        progress: progress(),
      });
    }
    if (call.method === "GET" && call.path === `/quizzes/class/${item._id}`)
      return json({ success: true, quizzes: [] });
    if (/^\/lessons\/lesson-\d\/posts/.test(call.path))
      return json({ success: true, posts: [], pinned: [], nextCursor: null, canModerate: false });
    const one = /^\/lessons\/lesson-(\d)$/.exec(call.path);
    if (call.method === "GET" && one) return json({ success: true, lesson: full(Number(one[1])) });
    const tick = /^\/lessons\/(lesson-\d)\/completion$/.exec(call.path);
    if (tick?.[1]) {
      if (call.method === "PUT") completed.add(tick[1]);
      else completed.delete(tick[1]);
      const list = lessons();
      return json({
        success: true,
        lessonId: tick[1],
        completed: call.method === "PUT",
        progress: progress(),
        nextLessonId: list.find((l) => !l.completed)?._id ?? null,
      });
    }
    return json({ success: false, code: "NOT_FOUND", message: "Resource not found" }, 404);
  });
  return { item, calls };
}

function renderPage(url: string) {
  return renderRoutes(
    [
      { path: "/student-dashboard/my-enroll-class/:id", element: <StudentClassPage /> },
      { path: "/student-dashboard/my-enroll-class/:id/lessons/:lessonId", element: <LessonPlayerPage /> },
    ],
    url,
  );
}

describe("lessons on the student class page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the lessons before the assignments, with ticks, minutes, progress and Continue", async () => {
    const { item } = lessonsApi();
    renderPage(`/student-dashboard/my-enroll-class/${item._id}`);
    const section = within(
      (await screen.findByRole("heading", { name: copy.title })).closest("section") as HTMLElement,
    );
    const items = await section.findAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      `${copy.completedMark}1.Materials10 min`,
      `${copy.notCompletedMark}2.Wet on wet10 min`,
      `${copy.notCompletedMark}3.Glazing10 min`,
    ]);
    expect(section.getByText(`${copy.lessonsDone(1, 3)} • 30 min`)).toBeInTheDocument();
    expect(section.getByRole("link", { name: copy.continue })).toHaveAttribute(
      "href",
      `/student-dashboard/my-enroll-class/${item._id}/lessons/lesson-2`,
    );
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings.indexOf(copy.title)).toBeLessThan(headings.indexOf(learningMessages.assignmentsTitle));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  });

  it("shows a lesson in the player with its privacy-mode video and sanitised text, and marks it complete", async () => {
    const { item, calls } = lessonsApi();
    renderPage(`/student-dashboard/my-enroll-class/${item._id}/lessons/lesson-2`);
    expect(await screen.findByRole("heading", { name: "Wet on wet" })).toHaveFocus();
    expect(screen.getByText(`${copy.lessonOf(2, 3)} • 10 min`)).toBeInTheDocument();
    const frame = screen.getByTitle(copy.videoTitle("Wet on wet"));
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(screen.getByRole("heading", { name: "Wet paper" }).tagName).toBe("H4");
    expect(screen.getByText("Drop colour")).toBeInTheDocument();
    expect(document.querySelector("article script")).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(await screen.findByRole("link", { name: copy.player.previousItem("Materials") })).toHaveAttribute(
      "href",
      `/student-dashboard/my-enroll-class/${item._id}/lessons/lesson-1`,
    );
    expect(screen.getByRole("link", { name: copy.player.nextItem("Glazing") })).toHaveAttribute(
      "href",
      `/student-dashboard/my-enroll-class/${item._id}/lessons/lesson-3`,
    );

    await userEvent.click(screen.getByRole("button", { name: copy.player.markCompleteAndContinue }));
    expect(calls.some((call) => call.method === "PUT" && call.path === "/lessons/lesson-2/completion")).toBe(true);
    // It went on to the next lesson; back on this one, it is ticked and can be unticked.
    expect(await screen.findByRole("heading", { name: "Glazing" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "67");
    await userEvent.click(screen.getByRole("link", { name: copy.player.previousItem("Wet on wet") }));
    await userEvent.click(await screen.findByRole("button", { name: copy.markNotComplete }));
    expect(await screen.findByRole("button", { name: copy.player.markCompleteAndContinue })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  });

  it("moves to the next lesson and back to the class page", async () => {
    const { item } = lessonsApi();
    renderPage(`/student-dashboard/my-enroll-class/${item._id}/lessons/lesson-1`);
    await screen.findByRole("heading", { name: "Materials" });
    const next = await screen.findByRole("link", { name: copy.player.nextItem("Wet on wet") });
    expect(screen.queryByRole("link", { name: /^Previous/ })).not.toBeInTheDocument();
    await userEvent.click(next);
    expect(await screen.findByRole("heading", { name: "Wet on wet" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: copy.player.backToClass }));
    expect(await screen.findByRole("link", { name: copy.continue })).toBeInTheDocument();
  });

  it("counts only the assignments a late enrollee can still hand in, so Pending is what is left to do", async () => {
    const item = makeClass();
    const closedBefore = makeAssignment(item._id, { deadline: "2025-01-10T00:00:00.000Z" });
    const closedBeforeToo = makeAssignment(item._id, { deadline: "2025-01-12T00:00:00.000Z" });
    const open = makeAssignment(item._id, { deadline: "2099-01-01T00:00:00.000Z" });
    classApi({ item, assignments: [closedBefore, closedBeforeToo, open], enrolledAt: "2025-02-01T00:00:00.000Z" });
    renderPage(`/student-dashboard/my-enroll-class/${item._id}`);
    await waitFor(() => expect(screen.getByTestId("stat-total")).toHaveTextContent("1"));
    expect(screen.getByTestId("stat-pending")).toHaveTextContent("1");
    expect(await screen.findByText(copy.noLessons)).toBeInTheDocument();
  });
});
