import {
  announcementsMessages,
  discussionsMessages,
  dripMessages,
  type LessonPost,
  type LessonSummary,
} from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClassAnnouncements } from "../../src/features/announcements/components/class-announcements";
import { LessonDiscussion } from "../../src/features/discussions/components/lesson-discussion";
import { TeacherDiscussions } from "../../src/features/discussions/components/teacher-discussions";
import { StudentLessonOutline } from "../../src/features/lessons/components/student-lesson-outline";
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

describe("class announcements", () => {
  it("lets the teacher post one, checked by the shared rules, and lists it", async () => {
    const posted: ApiCall[] = [];
    let list: unknown[] = [];
    stubApi((call) => {
      if (call.method === "POST") {
        posted.push(call);
        list = [{ _id: "a1", classId: CLASS_ID, createdAt: "2026-11-21T09:00:00.000Z", ...(call.body as object) }];
        return json({ success: true, announcement: list[0] }, 201);
      }
      return json({ success: true, announcements: list, totalAnnouncements: list.length, totalPages: 1 });
    });
    renderRoutes([{ path: "/", element: <ClassAnnouncements classId={CLASS_ID} canPost /> }], "/");
    expect(await screen.findByText(announcementsMessages.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: announcementsMessages.post }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: announcementsMessages.post }));
    expect(await within(dialog).findByText(announcementsMessages.titleRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(announcementsMessages.titleLabel), "Exam on Friday");
    await userEvent.type(within(dialog).getByLabelText(announcementsMessages.bodyLabel), "Bring a pen.");
    await userEvent.click(within(dialog).getByRole("button", { name: announcementsMessages.post }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ title: "Exam on Friday", body: "Bring a pen." });
    expect(await screen.findByRole("heading", { name: "Exam on Friday" })).toBeInTheDocument();
  });

  it("shows students the announcements without a post button", async () => {
    stubApi(() =>
      json({
        success: true,
        announcements: [
          { _id: "a1", classId: CLASS_ID, title: "Welcome", body: "Hello class", createdAt: "2026-11-21T09:00:00Z" },
        ],
        totalAnnouncements: 1,
        totalPages: 1,
      }),
    );
    renderRoutes([{ path: "/", element: <ClassAnnouncements classId={CLASS_ID} canPost={false} /> }], "/");
    expect(await screen.findByRole("heading", { name: "Welcome" })).toBeInTheDocument();
    expect(screen.getByText("Hello class")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: announcementsMessages.post })).not.toBeInTheDocument();
  });
});

describe("dripped lessons in the student's outline", () => {
  it("shows a locked lesson with its opening date and no link", () => {
    const row = (n: number, opensAt: string | null): LessonSummary => ({
      _id: `lesson-${n}`,
      position: n,
      title: `Lesson ${n}`,
      estimatedMinutes: 10,
      hasVideo: false,
      completed: false,
      opensAt,
      dripDays: opensAt ? 7 : null,
      dripDate: null,
    });
    const opensAt = "2026-12-24T00:00:00.000Z";
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <StudentLessonOutline
              classId={CLASS_ID}
              data={{
                success: true,
                lessons: [row(1, null), row(2, opensAt)],
                totalMinutes: 20,
                nextLessonId: "lesson-1",
                progress: null,
              }}
            />
          ),
        },
      ],
      "/",
    );
    expect(screen.getByRole("link", { name: /Lesson 1/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Lesson 2/ })).not.toBeInTheDocument();
    expect(screen.getByText(dripMessages.lockedShort(opensAt))).toBeInTheDocument();
    expect(screen.getByText(dripMessages.lockedShort(opensAt))).toHaveTextContent("Opens 24 December 2026");
  });
});

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
