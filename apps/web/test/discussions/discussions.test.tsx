import { discussionsMessages, type LessonPost, type LessonSummary } from "@classwise/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LessonDiscussion } from "../../src/features/discussions/components/lesson-discussion";
import { TeacherDiscussions } from "../../src/features/discussions/components/teacher-discussions";
import { type ApiCall, json, renderRoutes, stubApi } from "../support";

afterEach(() => vi.unstubAllGlobals());

const CLASS_ID = "class-1";
const LESSON_ID = "lesson-1";

function post(overrides: Partial<LessonPost> = {}): LessonPost {
  return {
    _id: "post-1",
    lessonId: LESSON_ID,
    parentId: null,
    authorId: "student-1",
    authorName: "Sam Student",
    authorIsTeacher: false,
    body: "Why does **glazing** need dry paper?",
    createdAt: "2026-11-20T10:00:00.000Z",
    editedAt: null,
    pinned: false,
    answerId: null,
    replyCount: 0,
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

describe("lesson discussion", () => {
  it("asks a question, and lets the teacher reply and mark the answer", async () => {
    const calls: ApiCall[] = [];
    const reply = post({
      _id: "reply-1",
      parentId: "post-1",
      authorName: "Tia Teacher",
      authorIsTeacher: true,
      body: "It stops colours mixing.",
    });
    stubApi((call) => {
      calls.push(call);
      if (call.method === "GET" && call.path === `/lessons/${LESSON_ID}/posts`) {
        return json({
          success: true,
          posts: [post({ replyCount: 1 })],
          pinned: [],
          nextCursor: null,
          canModerate: true,
        });
      }
      if (call.method === "GET" && call.path === "/lesson-posts/post-1/replies")
        return json({ success: true, posts: [reply] });
      if (call.method === "POST") return json({ success: true, post: post({ _id: "post-2" }) }, 201);
      return json({ success: true, post: post({ answerId: "reply-1" }) });
    });
    renderRoutes([{ path: "/", element: <LessonDiscussion lessonId={LESSON_ID} /> }], "/");
    // Markdown is rendered (bold), through the same sanitising function as lesson bodies.
    expect(await screen.findByText("glazing", { selector: "strong" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: discussionsMessages.ask }));
    expect(await screen.findByText(discussionsMessages.bodyRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(discussionsMessages.askLabel), "What brush size?");
    await userEvent.click(screen.getByRole("button", { name: discussionsMessages.ask }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ body: "What brush size?" });

    const toggle = screen.getByRole("button", { name: `${discussionsMessages.showReplies} (1)` });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(await screen.findByText("It stops colours mixing.")).toBeInTheDocument();
    expect(screen.getByText(discussionsMessages.teacher)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: discussionsMessages.markAnswer }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")).toMatchObject({
        path: "/lesson-posts/post-1/moderation",
        body: { answerId: "reply-1" },
      }),
    );
  });
});

describe("the teacher's discussions", () => {
  it("titles the tab by the lesson and the class when a discussion is opened by its address", async () => {
    const lessons: LessonSummary[] = [1, 2].map((n) => ({
      _id: `lesson-${n}`,
      position: n,
      title: n === 1 ? "Mixing colours" : "Glazing layers",
      estimatedMinutes: 10,
      hasVideo: false,
      completed: false,
      opensAt: null,
      dripDays: null,
      dripDate: null,
    }));
    stubApi((call) => {
      if (call.path === `/lessons/class/${CLASS_ID}`)
        return json({ success: true, lessons, totalMinutes: 20, nextLessonId: null, progress: null });
      return json({ success: true, posts: [], pinned: [], nextCursor: null, canModerate: true });
    });
    document.title = "Class · Teacher Dashboard | Classwise";
    renderRoutes(
      [{ path: "/", element: <TeacherDiscussions classId={CLASS_ID} classTitle="Watercolour basics" /> }],
      "/?lesson=lesson-2",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        `${discussionsMessages.pageTitle("Glazing layers", "Watercolour basics")} | Classwise`,
      ),
    );
    expect(screen.getByRole("combobox", { name: discussionsMessages.lessonLabel })).toHaveValue("lesson-2");
  });
});
