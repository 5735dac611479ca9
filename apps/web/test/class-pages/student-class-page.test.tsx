import {
  classPageMessages,
  enrolledMessages,
  gradingMessages,
  learningMessages,
  validationMessages,
} from "@classwise/shared";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StudentClassPage } from "../../src/app/class-pages/student-class-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { toast } from "../../src/lib/toast";
import {
  authAs,
  classApi,
  json,
  makeAssignment,
  makeClass,
  makeSubmission,
  notFound,
  renderRoutes,
  STUDENT_UID,
  stubApi,
  stubViewport,
} from "./support";

const auth: { current: AuthContextValue } = { current: authAs(STUDENT_UID) };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const LIST = "/student-dashboard/my-enroll-classes";

function renderPage(classId: string) {
  return renderRoutes(
    [
      { path: LIST, element: <p>enrolled classes list</p> },
      { path: "/student-dashboard/my-enroll-class/:id", element: <StudentClassPage /> },
    ],
    `/student-dashboard/my-enroll-class/${classId}`,
  );
}

const rowOf = (title: string) =>
  screen.getAllByTestId("assignment-row").find((row) => within(row).queryByText(title)) as HTMLElement;

describe("student class page", () => {
  beforeEach(() => stubViewport(1280));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    auth.current = authAs(STUDENT_UID);
  });

  it("shows the class, the stat cards and every assignment's status, and turns Pending into Missed at the deadline", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2025-06-01T12:00:00.000Z"));
    const item = makeClass({ title: "Watercolour basics", price: 35 });
    const soon = makeAssignment(item._id, { title: "Due soon", deadline: "2025-06-01T12:00:30.000Z" });
    const later = makeAssignment(item._id, { title: "Due later", deadline: "2025-06-09T12:00:00.000Z" });
    const done = makeAssignment(item._id, { title: "Handed in", deadline: "2025-05-20T12:00:00.000Z" });
    const missed = makeAssignment(item._id, { title: "Too late", deadline: "2025-06-01T11:59:59.000Z" });
    classApi({ item, assignments: [soon, later, done, missed], submissions: [makeSubmission(done)] });
    renderPage(item._id);

    expect(await screen.findByRole("heading", { name: "Watercolour basics" })).toBeInTheDocument();
    expect(screen.getByText(learningMessages.enrolledBadge)).toBeInTheDocument();
    expect(screen.getByText("Ana Lima")).toBeInTheDocument();
    expect(screen.getByText("ana@example.test")).toBeInTheDocument();
    expect(screen.getByText("$35.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: learningMessages.backToEnrolled })).toHaveAttribute("href", LIST);
    expect(screen.getByRole("button", { name: learningMessages.evaluationReport })).toBeInTheDocument();

    expect(await screen.findByTestId("stat-total")).toHaveTextContent("4");
    expect(screen.getByTestId("stat-completed")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-pending")).toHaveTextContent("3");

    expect(screen.getByRole("table")).toBeInTheDocument();
    const statusOf = (title: string) => within(rowOf(title)).getByTestId("assignment-status").textContent;
    expect(statusOf("Due soon")).toBe(learningMessages.status.pending);
    expect(statusOf("Due later")).toBe(learningMessages.status.pending);
    expect(statusOf("Handed in")).toBe(learningMessages.status.submitted);
    expect(statusOf("Too late")).toBe(learningMessages.status.missed);
    expect(within(rowOf("Handed in")).getByText(learningMessages.alreadySubmitted)).toBeInTheDocument();
    expect(within(rowOf("Too late")).getByText(learningMessages.cannotSubmit)).toBeInTheDocument();
    expect(within(rowOf("Due soon")).getByRole("textbox")).toBeInTheDocument();

    // The deadline passes while the page is open: the row turns Missed and the answer box goes away.
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(statusOf("Due soon")).toBe(learningMessages.status.missed);
    expect(within(rowOf("Due soon")).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(rowOf("Due soon")).getByText(learningMessages.cannotSubmit)).toBeInTheDocument();
    expect(statusOf("Due later")).toBe(learningMessages.status.pending);
  });

  it.each([1280, 375])("shows Graded with the score and the teacher's feedback once graded (%i px)", async (width) => {
    stubViewport(width);
    const item = makeClass();
    const graded = makeAssignment(item._id, { title: "Graded task", deadline: "2000-01-01T00:00:00.000Z" });
    const waiting = makeAssignment(item._id, { title: "Waiting task", deadline: "2000-01-01T00:00:00.000Z" });
    classApi({
      item,
      assignments: [graded, waiting],
      submissions: [
        makeSubmission(graded, { score: 93, feedback: "Lovely use of colour.", gradedAt: "2025-03-01T00:00:00.000Z" }),
        makeSubmission(waiting),
      ],
    });
    renderPage(item._id);
    await screen.findByText("Graded task");
    const row = rowOf("Graded task");
    expect(within(row).getByTestId("assignment-status")).toHaveTextContent(learningMessages.status.graded);
    expect(within(row).getByTestId("grade-result")).toHaveTextContent(gradingMessages.scoreOf(93));
    expect(within(row).getByText("Lovely use of colour.")).toBeInTheDocument();
    expect(within(rowOf("Waiting task")).getByTestId("assignment-status")).toHaveTextContent(
      learningMessages.status.submitted,
    );
    expect(within(rowOf("Waiting task")).queryByTestId("grade-result")).not.toBeInTheDocument();
    // Graded work counts as completed.
    expect(screen.getByTestId("stat-completed")).toHaveTextContent("2");
  });

  it("shows cards instead of a table on narrow screens, with the same statuses", async () => {
    stubViewport(375);
    const item = makeClass();
    const open = makeAssignment(item._id, { title: "Open task" });
    const closed = makeAssignment(item._id, { title: "Closed task", deadline: "2000-01-01T00:00:00.000Z" });
    classApi({ item, assignments: [open, closed] });
    renderPage(item._id);
    await screen.findByText("Open task");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(within(rowOf("Open task")).getByTestId("assignment-status")).toHaveTextContent(
      learningMessages.status.pending,
    );
    expect(within(rowOf("Closed task")).getByTestId("assignment-status")).toHaveTextContent(
      learningMessages.status.missed,
    );
  });

  it("requires a submission text (cleared while typing), sends it trimmed, then shows 'Already submitted'", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const item = makeClass();
    const task = makeAssignment(item._id, { title: "Essay" });
    const calls = classApi({ item, assignments: [task] });
    renderPage(item._id);
    await screen.findByText("Essay");

    const submit = within(rowOf("Essay")).getByRole("button", { name: learningMessages.submit });
    await user.click(submit);
    expect(await screen.findByText(validationMessages.submissionRequired)).toBeInTheDocument();
    await user.type(within(rowOf("Essay")).getByRole("textbox"), "   ");
    expect(screen.queryByText(validationMessages.submissionRequired)).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText(validationMessages.submissionRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await user.type(within(rowOf("Essay")).getByRole("textbox"), "  https://example.test/essay  ");
    await user.click(submit);
    expect(await within(rowOf("Essay")).findByText(learningMessages.alreadySubmitted)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { assignmentId: task._id, submissionText: "https://example.test/essay" },
    ]);
    expect(success).toHaveBeenCalledWith(classPageMessages.submitted);
    expect(screen.getByTestId("stat-completed")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-pending")).toHaveTextContent("0");
  });

  it.each([
    [409, { success: false, code: "CONFLICT", message: "dup" }, classPageMessages.submissionDuplicate],
    [500, { success: false, code: "INTERNAL", message: "boom" }, classPageMessages.submissionFailed],
    [200, { success: false, message: "nope" }, classPageMessages.submissionFailedShort],
  ])("a submission answered %i toasts the spec's text", async (status, body, text) => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    const item = makeClass();
    const task = makeAssignment(item._id, { title: "Quiz" });
    classApi({ item, assignments: [task], onSubmit: () => json(body, status) });
    renderPage(item._id);
    await screen.findByText("Quiz");
    await user.type(within(rowOf("Quiz")).getByRole("textbox"), "Answer");
    await user.click(within(rowOf("Quiz")).getByRole("button", { name: learningMessages.submit }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(text);
  });

  it("sends a student who is not enrolled back to their classes with 'You are not enrolled in this class'", async () => {
    const item = makeClass({ isEnrolled: false });
    const calls = classApi({ item, assignments: [] });
    const { router } = renderPage(item._id);
    expect(await screen.findByText("enrolled classes list")).toBeInTheDocument();
    expect(await screen.findByText(classPageMessages.notEnrolled)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LIST);
    expect(calls.some((call) => call.path.startsWith("/assignments"))).toBe(false);
  });

  it.each([
    [404, classPageMessages.notFound],
    [500, classPageMessages.loadFailed],
  ])("a class load answered %i toasts '%s' and goes back to the list", async (status, text) => {
    stubApi(() => (status === 404 ? notFound() : json({ success: false, code: "INTERNAL", message: "x" }, 500)));
    const { router } = renderPage("some-class");
    expect(await screen.findByText("enrolled classes list")).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LIST);
  });

  it("logs 'Error fetching assignments:' and offers a retry when the assignments fail to load", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const item = makeClass();
    classApi({ item, assignments: [], assignmentsFail: true });
    renderPage(item._id);
    expect(await screen.findByRole("button", { name: enrolledMessages.tryAgain })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(classPageMessages.fetchAssignmentsError, expect.anything());
  });
});
