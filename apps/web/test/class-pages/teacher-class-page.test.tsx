import {
  type Assignment,
  classesMessages,
  classPageMessages,
  gradingMessages,
  learningMessages,
  type PublicClass,
  validationMessages,
} from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TeacherClassPage } from "../../src/app/class-pages/teacher-class-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { toast } from "../../src/lib/toast";
import {
  type ApiCall,
  authAs,
  json,
  makeAssignment,
  makeClass,
  notFound,
  renderRoutes,
  stubApi,
  stubViewport,
  TEACHER_UID,
} from "./support";

const auth: { current: AuthContextValue } = { current: authAs(TEACHER_UID) };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const LIST = "/teacher-dashboard/my-classes";

function teacherApi(item: PublicClass, assignments: Assignment[], onCreate?: (call: ApiCall) => Response) {
  return stubApi((call) => {
    if (call.method === "GET" && call.path === `/classes/${item._id}`) return json({ success: true, class: item });
    if (call.method === "GET" && call.path === `/assignments/class/${item._id}`) {
      return json({ success: true, assignments });
    }
    if (call.method === "GET" && call.path === `/submissions/class/${item._id}`) {
      const assignmentCounts = assignments.map((a) => ({ assignmentId: a._id, submissions: 0 }));
      return json({ success: true, submissions: [], totalSubmissions: 0, totalPages: 0, assignmentCounts });
    }
    if (call.method === "POST" && call.path === "/assignments") {
      if (onCreate) return onCreate(call);
      const body = call.body as Pick<Assignment, "title" | "deadline" | "description">;
      const assignment = makeAssignment(item._id, { ...body, createdAt: new Date().toISOString() });
      assignments.unshift(assignment);
      return json({ success: true, assignment }, 201);
    }
    return notFound();
  });
}

function renderPage(classId: string) {
  return renderRoutes(
    [
      { path: LIST, element: <p>my classes list</p> },
      { path: "/teacher-dashboard/my-classes/:id", element: <TeacherClassPage /> },
    ],
    `/teacher-dashboard/my-classes/${classId}`,
  );
}

describe("teacher class page", () => {
  beforeEach(() => stubViewport(1280));
  afterEach(() => {
    vi.unstubAllGlobals();
    auth.current = authAs(TEACHER_UID);
  });

  it("shows the header, the Class Progress counts and each assignment with its dates and submissions", async () => {
    const item = makeClass({ title: "Pottery", enrolledCount: 12, createdAt: "2025-02-03T10:00:00.000Z" });
    const first = makeAssignment(item._id, { title: "Bowl", createdAt: "2025-03-01T09:00:00.000Z" });
    const second = makeAssignment(item._id, { title: "Vase" });
    const calls = stubApi((call) => {
      if (call.path === `/classes/${item._id}`) return json({ success: true, class: item });
      if (call.path === `/assignments/class/${item._id}`) return json({ success: true, assignments: [first, second] });
      if (call.path === `/submissions/class/${item._id}`) {
        return json({
          success: true,
          submissions: [],
          totalSubmissions: 5,
          totalPages: 5,
          assignmentCounts: [
            { assignmentId: first._id, submissions: 4 },
            { assignmentId: second._id, submissions: 1 },
          ],
        });
      }
      return notFound();
    });
    renderPage(item._id);
    expect(await screen.findByRole("heading", { name: "Pottery" })).toBeInTheDocument();
    expect(screen.getByTestId("class-status")).toHaveTextContent("Approved");
    expect(screen.getByText("Ana Lima")).toBeInTheDocument();
    expect(screen.getByText("ana@example.test")).toBeInTheDocument();
    expect(screen.getByText("$35.00")).toBeInTheDocument();
    expect(screen.getByText("February 3, 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: learningMessages.backToMyClasses })).toHaveAttribute("href", LIST);

    expect(screen.getByTestId("stat-enrollment")).toHaveTextContent("12");
    expect(await screen.findByText("Bowl")).toBeInTheDocument();
    expect(screen.getByTestId("stat-assignments")).toHaveTextContent("2");
    expect(await screen.findByText("4 submissions")).toBeInTheDocument();
    expect(screen.getByTestId("stat-submissions")).toHaveTextContent("5");
    const bowl = screen.getAllByTestId("teacher-assignment").find((card) => within(card).queryByText("Bowl"));
    expect(within(bowl as HTMLElement).getByText("March 1, 2025")).toBeInTheDocument();
    expect(within(bowl as HTMLElement).getByText(learningMessages.due)).toBeInTheDocument();
    expect(screen.getByText("1 submission")).toBeInTheDocument();
    const countCall = calls.find((call) => call.path === `/submissions/class/${item._id}`);
    expect(countCall?.query.get("limit")).toBe("1");
  });

  it("links each assignment to its Submissions view", async () => {
    const item = makeClass();
    const task = makeAssignment(item._id, { title: "Bowl" });
    teacherApi(item, [task]);
    renderPage(item._id);
    const link = await screen.findByRole("link", { name: gradingMessages.viewSubmissionsOf("Bowl") });
    expect(link).toHaveAttribute("href", `/teacher-dashboard/my-classes/${item._id}/assignments/${task._id}`);
    expect(screen.getByRole("button", { name: gradingMessages.exportGrades })).toBeEnabled();
  });

  it("validates the Create Assignment form with the spec's texts and a deadline in the future", async () => {
    const user = userEvent.setup();
    const item = makeClass();
    const calls = teacherApi(item, []);
    renderPage(item._id);
    await user.click((await screen.findAllByRole("button", { name: learningMessages.createAssignment }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: learningMessages.createAssignment });
    const footer = dialog.parentElement as HTMLElement;
    await user.click(within(footer).getByRole("button", { name: learningMessages.addAssignment }));
    expect(await within(dialog).findByText(validationMessages.assignmentTitleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(validationMessages.assignmentDeadlineRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(validationMessages.assignmentDescriptionRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(learningMessages.assignmentTitleLabel)).toHaveFocus();

    const deadline = within(dialog).getByLabelText(learningMessages.assignmentDeadlineLabel) as HTMLInputElement;
    expect(deadline.type).toBe("datetime-local");
    expect(deadline.min).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await user.type(deadline, "2001-01-01T10:00");
    expect(await within(dialog).findByText(validationMessages.assignmentDeadlinePast)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("creates an assignment with the deadline as an ISO instant, toasts and lists it", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const item = makeClass();
    const calls = teacherApi(item, []);
    renderPage(item._id);
    await user.click((await screen.findAllByRole("button", { name: learningMessages.createAssignment }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: learningMessages.createAssignment });
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentTitleLabel), "  Glaze test  ");
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentDeadlineLabel), "2099-05-06T17:30");
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentDescriptionLabel), "Fire three tiles.");
    await user.click(
      within(dialog.parentElement as HTMLElement).getByRole("button", { name: learningMessages.addAssignment }),
    );

    expect(await screen.findByText(classPageMessages.assignmentCreated)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(classPageMessages.assignmentCreated);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      {
        classId: item._id,
        title: "Glaze test",
        description: "Fire three tiles.",
        deadline: new Date("2099-05-06T17:30").toISOString(),
      },
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Glaze test")).toBeInTheDocument();
    expect(screen.getByTestId("stat-assignments")).toHaveTextContent("1");
  });

  it.each([
    [500, { success: false, code: "INTERNAL", message: "boom" }, classPageMessages.assignmentFailed],
    [200, { success: false, message: "nope" }, classPageMessages.assignmentFailedShort],
  ])("a creation answered %i toasts the spec's failure text and keeps the modal open", async (status, body, text) => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    const item = makeClass();
    teacherApi(item, [], () => json(body, status));
    renderPage(item._id);
    await user.click((await screen.findAllByRole("button", { name: learningMessages.createAssignment }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: learningMessages.createAssignment });
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentTitleLabel), "Title");
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentDeadlineLabel), "2099-05-06T17:30");
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentDescriptionLabel), "Text");
    await user.click(
      within(dialog.parentElement as HTMLElement).getByRole("button", { name: learningMessages.addAssignment }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(text);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("shows the server's deadline error on the field after a 422", async () => {
    const user = userEvent.setup();
    const item = makeClass();
    teacherApi(item, [], () =>
      json(
        {
          success: false,
          code: "BUSINESS_RULE",
          message: validationMessages.assignmentDeadlinePast,
          fieldErrors: { deadline: [validationMessages.assignmentDeadlinePast] },
        },
        422,
      ),
    );
    renderPage(item._id);
    await user.click((await screen.findAllByRole("button", { name: learningMessages.createAssignment }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: learningMessages.createAssignment });
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentTitleLabel), "Title");
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentDeadlineLabel), "2099-05-06T17:30");
    await user.type(within(dialog).getByLabelText(learningMessages.assignmentDescriptionLabel), "Text");
    await user.click(
      within(dialog.parentElement as HTMLElement).getByRole("button", { name: learningMessages.addAssignment }),
    );
    expect(await within(dialog).findByText(validationMessages.assignmentDeadlinePast)).toBeInTheDocument();
  });

  it.each([
    ["another teacher's class", { teacherUid: "someone-else" }, classPageMessages.notFound],
    ["a pending class", { status: "pending" as const }, classesMessages.detailsAfterApproval],
    ["a rejected class", { status: "rejected" as const }, classesMessages.detailsAfterApproval],
  ])("sends the teacher back from %s", async (_name, overrides, text) => {
    const item = makeClass(overrides);
    const calls = teacherApi(item, []);
    const { router } = renderPage(item._id);
    expect(await screen.findByText("my classes list")).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LIST);
    expect(calls.some((call) => call.path.startsWith("/assignments") || call.path.startsWith("/submissions"))).toBe(
      false,
    );
  });

  it.each([
    [404, classPageMessages.notFound],
    [500, classPageMessages.loadFailed],
  ])("a class load answered %i toasts '%s' and goes back to My Classes", async (status, text) => {
    stubApi(() => (status === 404 ? notFound() : json({ success: false, code: "INTERNAL", message: "x" }, 500)));
    const { router } = renderPage("some-class");
    expect(await screen.findByText("my classes list")).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LIST);
  });
});
