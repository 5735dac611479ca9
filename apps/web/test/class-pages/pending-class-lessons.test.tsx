import { lessonsMessages, type PublicClass } from "@classwise/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PendingClassLessonsPage } from "../../src/app/class-pages/pending-class-lessons-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { authAs, json, makeClass, notFound, renderRoutes, stubApi, TEACHER_UID } from "./support";

const auth: { current: AuthContextValue } = { current: authAs(TEACHER_UID) };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = lessonsMessages;

function api(item: PublicClass) {
  return stubApi((call) => {
    if (call.method === "GET" && call.path === `/classes/${item._id}`) return json({ success: true, class: item });
    if (call.method === "GET" && call.path === `/lessons/class/${item._id}`) {
      return json({ success: true, lessons: [], totalMinutes: 0, nextLessonId: null, progress: null });
    }
    return notFound();
  });
}

function renderPage(item: PublicClass) {
  return renderRoutes(
    [
      { path: "/teacher-dashboard/my-classes", element: <p>my classes list</p> },
      { path: "/teacher-dashboard/my-classes/:id", element: <p>class page</p> },
      { path: "/teacher-dashboard/my-classes/:id/lessons", element: <PendingClassLessonsPage /> },
    ],
    `/teacher-dashboard/my-classes/${item._id}/lessons`,
  );
}

describe("lessons of a class under review", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lets the teacher write lessons while the class is pending", async () => {
    const item = makeClass({ title: "Figure drawing", status: "pending", teacherUid: TEACHER_UID });
    api(item);
    renderPage(item);
    expect(
      await screen.findByRole("heading", { name: copy.pendingLessonsTitle("Figure drawing") }),
    ).toBeInTheDocument();
    expect(screen.getByText(copy.pendingLessonsNote)).toBeInTheDocument();
    expect(screen.getByTestId("class-status")).toHaveTextContent("Pending");
    expect(await screen.findByRole("button", { name: new RegExp(copy.addLesson) })).toBeInTheDocument();
  });

  it("sends an approved class to its class page, where its lessons are", async () => {
    const item = makeClass({ status: "approved", teacherUid: TEACHER_UID });
    api(item);
    const { router } = renderPage(item);
    expect(await screen.findByText("class page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/teacher-dashboard/my-classes/${item._id}`);
  });

  it("sends the teacher back to My Classes for a rejected class or someone else's", async () => {
    for (const item of [
      makeClass({ status: "rejected", teacherUid: TEACHER_UID }),
      makeClass({ status: "pending", teacherUid: "someone-else" }),
    ]) {
      api(item);
      const { router } = renderPage(item);
      expect(await screen.findByText("my classes list")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/teacher-dashboard/my-classes");
      vi.unstubAllGlobals();
      document.body.innerHTML = "";
    }
  });
});
