import { type Lesson, type LessonSummary, lessonsMessages } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TeacherLessons } from "../../src/features/lessons/components/teacher-lessons";
import { type ApiCall, json, renderRoutes, stubApi } from "../support";

const confirmDeletion = vi.fn(async (_text: string) => true);
vi.mock("../../src/components/ui/confirm-deletion", () => ({
  confirmDeletion: (text: string) => confirmDeletion(text),
  showDeletedNotice: async () => undefined,
}));

const copy = lessonsMessages;
const CLASS_ID = "class-7";

/** An in-memory lessons API for one class that applies adds, edits, reorders and deletes. */
function lessonsApi(titles: string[]) {
  let rows = titles.map((title, i) => ({ id: `lesson-${i + 1}`, title, body: `Body of ${title}`, minutes: 10 + i }));
  let sequence = rows.length;
  const summaries = (): LessonSummary[] =>
    rows.map((row, i) => ({
      _id: row.id,
      position: i + 1,
      title: row.title,
      estimatedMinutes: row.minutes,
      hasVideo: false,
      completed: false,
      opensAt: null,
      dripDays: null,
      dripDate: null,
    }));
  const full = (id: string): Lesson => {
    const index = rows.findIndex((row) => row.id === id);
    const row = rows[index];
    if (!row) throw new Error("missing");
    return {
      _id: row.id,
      classId: CLASS_ID,
      position: index + 1,
      title: row.title,
      body: row.body,
      video: null,
      estimatedMinutes: row.minutes,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      completed: false,
      previousLessonId: null,
      nextLessonId: null,
      totalLessons: rows.length,
      attachments: [],
      dripDays: null,
      dripDate: null,
    };
  };
  const calls = stubApi((call: ApiCall) => {
    if (call.method === "GET" && call.path === `/lessons/class/${CLASS_ID}`) {
      return json({ success: true, lessons: summaries(), totalMinutes: 0, nextLessonId: null, progress: null });
    }
    if (call.method === "PUT" && call.path === `/lessons/class/${CLASS_ID}/order`) {
      const ids = (call.body as { lessonIds: string[] }).lessonIds;
      rows = ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
      return json({ success: true, lessons: summaries() });
    }
    if (call.method === "POST" && call.path === "/lessons") {
      const body = call.body as { title: string; body: string; estimatedMinutes: number };
      const id = `lesson-${++sequence}`;
      rows.push({ id, title: body.title, body: body.body, minutes: Number(body.estimatedMinutes) });
      return json({ success: true, lesson: full(id) }, 201);
    }
    const one = /^\/lessons\/(lesson-\d+)$/.exec(call.path);
    if (one?.[1] && call.method === "GET") return json({ success: true, lesson: full(one[1]) });
    if (one?.[1] && call.method === "PATCH") {
      const body = call.body as { title: string; body: string };
      rows = rows.map((row) => (row.id === one[1] ? { ...row, title: body.title, body: body.body } : row));
      return json({ success: true, lesson: full(one[1]) });
    }
    if (one?.[1] && call.method === "DELETE") {
      rows = rows.filter((row) => row.id !== one[1]);
      return json({ success: true, message: copy.deleted });
    }
    return json({ success: false, code: "NOT_FOUND", message: "Resource not found" }, 404);
  });
  return { calls, titles: () => rows.map((row) => row.title) };
}

const renderLessons = () => renderRoutes([{ path: "/", element: <TeacherLessons classId={CLASS_ID} /> }], "/");
const shownTitles = () =>
  within(screen.getByTestId("teacher-lessons"))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("span.flex-1")?.firstChild?.textContent);

describe("the teacher's lessons", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    confirmDeletion.mockClear();
  });

  it("lists the lessons in order with a drag handle and keyboard-free move buttons", async () => {
    lessonsApi(["Intro", "Colour", "Light"]);
    renderLessons();
    await screen.findByTestId("teacher-lessons");
    expect(shownTitles()).toEqual(["Intro", "Colour", "Light"]);
    expect(screen.getByRole("button", { name: copy.dragHandle("Intro") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: copy.moveUp("Intro") })).toBeDisabled();
    expect(screen.getByRole("button", { name: copy.moveDown("Light") })).toBeDisabled();
    expect(screen.getByText(copy.reorderHint)).toBeInTheDocument();
  });

  it("sends the whole new order in one request when a lesson moves", async () => {
    const api = lessonsApi(["Intro", "Colour", "Light"]);
    renderLessons();
    await userEvent.click(await screen.findByRole("button", { name: copy.moveDown("Intro") }));
    await waitFor(() => expect(shownTitles()).toEqual(["Colour", "Intro", "Light"]));
    const orders = api.calls.filter((call) => call.method === "PUT");
    expect(orders).toHaveLength(1);
    expect(orders[0]?.body).toEqual({ lessonIds: ["lesson-2", "lesson-1", "lesson-3"] });
    expect(api.titles()).toEqual(["Colour", "Intro", "Light"]);
    await userEvent.click(screen.getByRole("button", { name: copy.moveUp("Light") }));
    await waitFor(() => expect(api.titles()).toEqual(["Colour", "Light", "Intro"]));
  });

  it("adds a lesson with a live, sanitised preview and a checked video link", async () => {
    const api = lessonsApi([]);
    renderLessons();
    expect(await screen.findByText(copy.noLessons)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: copy.addLesson }));
    const dialog = within(await screen.findByRole("dialog", { name: copy.addLesson }));
    await userEvent.click(dialog.getByRole("button", { name: copy.save }));
    expect(await dialog.findByText(copy.titleRequired)).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText(copy.titleLabel), "Mixing greens");
    const body = dialog.getByLabelText(copy.bodyLabel);
    await userEvent.click(body);
    await userEvent.paste("# Greens\n\n- blue + yellow\n\n<img src=x onerror=alert(1)>");
    const preview = within(dialog.getByTestId("lesson-preview"));
    expect(preview.getByRole("heading", { name: "Greens" })).toBeInTheDocument();
    expect(preview.getByText("blue + yellow")).toBeInTheDocument();
    expect(dialog.getByTestId("lesson-preview").querySelector("img")).toBeNull();

    const video = dialog.getByLabelText(copy.videoLabel);
    await userEvent.type(video, "https://example.com/clip");
    expect(dialog.queryByTestId("video-preview")).not.toBeInTheDocument();
    await userEvent.clear(video);
    await userEvent.type(video, "https://youtu.be/dQw4w9WgXcQ");
    expect(dialog.getByText(copy.videoFound("YouTube"))).toBeInTheDocument();
    expect(dialog.getByRole("img", { name: copy.thumbnailAlt("YouTube") })).toHaveAttribute(
      "src",
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg",
    );

    await userEvent.click(dialog.getByRole("button", { name: copy.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = api.calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({
      classId: CLASS_ID,
      title: "Mixing greens",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      estimatedMinutes: 10,
    });
    expect(await screen.findByText("Mixing greens")).toBeInTheDocument();
  });

  it("edits a lesson loaded with its text, and deletes one after the same confirmation as classes", async () => {
    const api = lessonsApi(["Intro", "Colour"]);
    renderLessons();
    await userEvent.click(await screen.findByRole("button", { name: `${copy.edit}: Colour` }));
    const dialog = within(await screen.findByRole("dialog", { name: copy.editLesson }));
    const title = await dialog.findByLabelText(copy.titleLabel);
    expect(title).toHaveValue("Colour");
    expect(dialog.getByLabelText(copy.bodyLabel)).toHaveValue("Body of Colour");
    await userEvent.clear(title);
    await userEvent.type(title, "Colour theory");
    await userEvent.click(dialog.getByRole("button", { name: copy.save }));
    await waitFor(() => expect(api.titles()).toEqual(["Intro", "Colour theory"]));

    await userEvent.click(await screen.findByRole("button", { name: `${copy.delete}: Intro` }));
    expect(confirmDeletion).toHaveBeenCalledWith(copy.confirmDeleteText("Intro"));
    await waitFor(() => expect(api.titles()).toEqual(["Colour theory"]));
    await waitFor(() => expect(shownTitles()).toEqual(["Colour theory"]));
  });
});
